import type { Database } from '../database';
import { createPgliteDatabase, createTurns } from '../pglite-database';

// docs/api.md#pglite-under-load: PGlite's statements take turns of the event loop, so sockets
// are read and connections accepted between two of them.

/** Counts the event loop's turns until the returned function is called. */
function countTurns() {
  let turns = 0;
  let counting = true;
  const spin = () => {
    turns++;
    if (counting) setImmediate(spin);
  };
  setImmediate(spin);
  return () => {
    counting = false;
    return turns;
  };
}

describe('createTurns', () => {
  test('hands out one turn of the loop at a time, in order of asking', async () => {
    const turn = createTurns();
    const events: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) => turn().then(() => events.push(name)));
    // queued after the first turn: the loop comes round to it before the second
    setImmediate(() => events.push('io'));
    await Promise.all(waiters);
    expect(events).toEqual(['a', 'io', 'b', 'c']);
  });

  test('starts again after it ran dry', async () => {
    const turn = createTurns();
    await turn();
    await expect(turn()).resolves.toBeUndefined();
  });
});

describe('PGlite statements', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createPgliteDatabase('memory://');
  });
  afterAll(() => db.close());

  test('a queue of statements lets the event loop turn between them', async () => {
    const stop = countTurns();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
    );
    expect(stop()).toBeGreaterThanOrEqual(20);
    expect(results.map((result) => result.rows[0]!.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  test('transactions take turns too, and a statement waiting on one does not block it', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS turns_test (n int)');
    const outside = db.query('INSERT INTO turns_test VALUES (2)');
    const inside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO turns_test VALUES (1)');
      await tx.query('INSERT INTO turns_test VALUES (1)');
    });
    await Promise.all([outside, inside]);
    const { rows } = await db.query<{ total: number }>(
      'SELECT sum(n)::int AS total FROM turns_test',
    );
    expect(rows[0]!.total).toBe(4);
  });
});
