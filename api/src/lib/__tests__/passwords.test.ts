import { ApiError } from '../api-error';
import {
  createPasswordHasher,
  PRODUCTION_HASH_COST,
  TEST_HASH_COST,
  type PooledPasswordHasher,
} from '../passwords';

const hashers: PooledPasswordHasher[] = [];
const open = (...args: Parameters<typeof createPasswordHasher>) => {
  const hasher = createPasswordHasher(...args);
  hashers.push(hasher);
  return hasher;
};
afterEach(async () => {
  await Promise.all(hashers.splice(0).map((hasher) => hasher.close()));
});

describe('createPasswordHasher', () => {
  test('hashes with argon2id and verifies', async () => {
    const hasher = open(TEST_HASH_COST);
    const hash = await hasher.hash('secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await hasher.verify('secret123', hash)).toBe(true);
    expect(await hasher.verify('secret124', hash)).toBe(false);
    // a malformed stored hash never logs anybody in
    expect(await hasher.verify('secret123', 'not-a-hash')).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });

  test('hashing leaves the event loop free', async () => {
    const hasher = open(PRODUCTION_HASH_COST, { size: 1 });
    await hasher.hash('warm-up'); // the worker and its WASM are loaded
    let done = false;
    const hashing = hasher.hash('secret123').then(() => (done = true));
    // On the main thread argon2 would finish before the loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    await hashing;
  });

  test('a full queue answers 429 with Retry-After instead of waiting without end', async () => {
    const hasher = open(PRODUCTION_HASH_COST, { size: 1, maxQueue: 1 });
    const running = hasher.hash('first-one1');
    const queued = hasher.verifyDummy('second-one1');
    const refusal = await hasher.hash('third-one1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'api_error',
      retryAfterSeconds: expect.any(Number),
      details: [expect.objectContaining({ code: 'rate_limited' })],
    });
    await Promise.all([running, queued]);
  });
});
