import { MIGRATIONS_DIR } from '../../config/api-paths';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createPgliteDatabase } from '../../db/pglite-database';
import {
  clearCounters,
  countHit,
  hitBackoff,
  hitWindow,
  purgeExpiredCounters,
  readHits,
} from '../rate-limiter';

let db: Database;
beforeAll(async () => {
  db = await createPgliteDatabase('memory://');
  await migrate(db, MIGRATIONS_DIR);
});
afterAll(() => db.close());

const T0 = new Date('2026-04-01T00:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let keys = 0;
const freshKey = () => `key-${++keys}`;

describe('hitWindow', () => {
  test('allows max hits a window, then says how long until it ends', async () => {
    const key = freshKey();
    const limit = { max: 2, windowSeconds: 60 };
    expect(await hitWindow(db, 'p', key, at(0), limit)).toBe(0);
    expect(await hitWindow(db, 'p', key, at(10), limit)).toBe(0);
    expect(await hitWindow(db, 'p', key, at(15), limit)).toBe(45);
    expect(await hitWindow(db, 'p', key, at(59.5), limit)).toBe(1);
    // a new window opens with the next hit
    expect(await hitWindow(db, 'p', key, at(60), limit)).toBe(0);
    // policies count apart
    expect(await hitWindow(db, 'other', key, at(60), { max: 1, windowSeconds: 60 })).toBe(0);
  });
});

describe('hitBackoff', () => {
  const backoff = { free: 2, maxDelaySeconds: 10, forgetAfterSeconds: 100 };

  test('free hits, then 1, 2, 4 … seconds between hits up to the cap; refused hits do not count', async () => {
    const key = freshKey();
    expect(await hitBackoff(db, 'b', key, at(0), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(0), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(0), backoff)).toBe(1);
    expect(await hitBackoff(db, 'b', key, at(1), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(1), backoff)).toBe(2);
    expect(await hitBackoff(db, 'b', key, at(2), backoff)).toBe(1);
    expect(await hitBackoff(db, 'b', key, at(3), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(3), backoff)).toBe(4);
    expect(await hitBackoff(db, 'b', key, at(7), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(7), backoff)).toBe(8);
    expect(await hitBackoff(db, 'b', key, at(15), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(15), backoff)).toBe(10);
    // forgotten after a quiet spell
    expect(await hitBackoff(db, 'b', key, at(115), backoff)).toBe(0);
    expect(await hitBackoff(db, 'b', key, at(115), backoff)).toBe(0);
  });

  test('parallel hits get exactly the free ones', async () => {
    const key = freshKey();
    const waits = await Promise.all(
      Array.from({ length: 8 }, () => hitBackoff(db, 'b', key, at(0), backoff)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
  });

  test('a large count does not overflow the delay', async () => {
    const key = freshKey();
    await db.query(
      `INSERT INTO rate_limit_counters (policy, key, hits, last_hit_at, expires_at)
       VALUES ('b', $1, 100000, $2, $3)`,
      [key, at(0), at(1000)],
    );
    expect(await hitBackoff(db, 'b', key, at(1), backoff)).toBe(9);
  });
});

describe('countHit, readHits, clearCounters, purgeExpiredCounters', () => {
  test('counts slide: forgotten only after a quiet spell', async () => {
    const key = freshKey();
    expect(await countHit(db, 'c', key, at(0), 10)).toBe(1);
    expect(await countHit(db, 'c', key, at(9), 10)).toBe(2);
    expect(await countHit(db, 'c', key, at(18), 10)).toBe(3);
    expect(await readHits(db, 'c', key, at(27))).toBe(3);
    expect(await readHits(db, 'c', key, at(28))).toBe(0);
    expect(await countHit(db, 'c', key, at(28), 10)).toBe(1);
  });

  test('clears one key or every key with a prefix', async () => {
    for (const key of ['a@example.com 1.2.3.4', 'a@example.com 5.6.7.8', 'a@example.co 1.2.3.4'])
      await countHit(db, 'd', key, at(0), 100);
    await clearCounters(db, 'd', 'a@example.com ', { prefix: true });
    expect(await readHits(db, 'd', 'a@example.com 1.2.3.4', at(0))).toBe(0);
    expect(await readHits(db, 'd', 'a@example.com 5.6.7.8', at(0))).toBe(0);
    expect(await readHits(db, 'd', 'a@example.co 1.2.3.4', at(0))).toBe(1);
    await clearCounters(db, 'd', 'a@example.co 1.2.3.4');
    expect(await readHits(db, 'd', 'a@example.co 1.2.3.4', at(0))).toBe(0);
  });

  test('housekeeping deletes expired counters only', async () => {
    const live = freshKey();
    const dead = freshKey();
    await countHit(db, 'e', dead, at(0), 10);
    await countHit(db, 'e', live, at(0), 1000);
    expect(await purgeExpiredCounters(db, at(500))).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ key: string }>(
      "SELECT key FROM rate_limit_counters WHERE policy = 'e'",
    );
    expect(rows.map((row) => row.key)).toEqual([live]);
  });
});
