// Password hashing off the event loop, and never for an anonymous request without a valid
// reset link (docs/api.md#password-hashing).
import {
  createPasswordHasher,
  PRODUCTION_HASH_COST,
  TEST_HASH_COST,
  type PasswordHashCost,
  type PasswordPoolOptions,
  type PooledPasswordHasher,
} from '../src/lib/passwords';
import { listOutboxMail } from '../src/mail/outbox-repository';
import { createTestApp, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

const USERS = '/api/demand-user/users';

/** A real pooled hasher that counts the hashes started and finished. */
function countingHasher(cost: PasswordHashCost, pool?: PasswordPoolOptions) {
  const inner = createPasswordHasher(cost, pool);
  const counts = { started: 0, finished: 0 };
  const hasher: PooledPasswordHasher = {
    ...inner,
    async hash(password) {
      counts.started += 1;
      try {
        return await inner.hash(password);
      } finally {
        counts.finished += 1;
      }
    },
  };
  return { hasher, counts };
}

async function resetTokens(t: TestApp, email: string, count: number): Promise<string[]> {
  for (let i = 0; i < count; i += 1)
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email } });
  const mails = await listOutboxMail(t.db, email, count);
  return mails.map((mail) =>
    decodeURIComponent(new URL(mail.links[0]!).pathname.split('/').pop()!),
  );
}

// This app also keeps the file's shared database open for the other test's app.
let t: TestApp;
const { hasher, counts } = countingHasher(TEST_HASH_COST);
beforeAll(async () => {
  t = await createTestApp({ passwords: hasher });
});
afterAll(() => t.close());

describe('POST /users/reset_password', () => {
  test('a made-up or used link costs no hashing', async () => {
    const me = await t.signUp();
    const [token] = await resetTokens(t, me.email, 1);
    const before = counts.started;
    for (const wrong of ['made-up', `${token}x`]) {
      const response = await t.call('POST', `${USERS}/reset_password`, {
        body: { password: 'brandnew99', token: wrong },
      });
      expect(response.body.error.code).toBe('password_reset_invalid');
    }
    expect(counts.started).toBe(before);

    // a valid link is hashed once, and then it is used up
    const reset = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'brandnew99', token },
    });
    expect(reset.status).toBe(200);
    expect(counts.started).toBe(before + 1);
    const reused = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'brandnew99', token },
    });
    expect(reused.body.error.code).toBe('password_reset_invalid');
    expect(counts.started).toBe(before + 1);
    await expect(t.login(me.email, 'brandnew99')).resolves.toMatchObject({ userId: me.id });
  });
});

test(
  'GET /ping answers while 32 resets with valid links are being hashed',
  async () => {
    // the production cost on one thread: the hashes take seconds together
    const { hasher, counts } = countingHasher(PRODUCTION_HASH_COST, { size: 1, maxQueue: 64 });
    const t = await createTestApp({ passwords: hasher });
    try {
      const me = await t.signUp();
      const tokens = await resetTokens(t, me.email, 32);
      expect(new Set(tokens).size).toBe(32);

      const before = counts.started; // the sign-up's hash
      const busy = performance.eventLoopUtilization();
      const resets = tokens.map((token) =>
        t.call('POST', `${USERS}/reset_password`, { body: { password: 'brandnew99', token } }),
      );
      // every link was valid when looked at, so each request is hashing or waiting for a thread
      while (counts.started < before + 32) await new Promise((resolve) => setTimeout(resolve, 1));

      const ping = await t.call('GET', '/api/demand-auth/ping', { fingerprint: null });
      expect(ping.status).toBe(200);
      // answered while hashes still wait for the pool's thread
      expect(counts.finished).toBeLessThan(before + 32);

      const statuses = (await Promise.all(resets)).map((response) => response.status);
      // Seconds of argon2 on the event loop would keep it busy all along (1.0 measured with the
      // old hasher, 0.2 with the pool): a ratio of the burst's own time, whatever the machine's speed.
      expect(performance.eventLoopUtilization(busy).utilization).toBeLessThan(0.5);
      // the first reset voids the other links: one success, the rest see a used link
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400)).toHaveLength(31);
    } finally {
      await t.close();
    }
  },
  SLOW_BY_DESIGN_MS,
);
