import { randomBytes } from 'node:crypto';
import type { Database } from '../database';
import { createPgliteDatabase } from '../pglite-database';
import { waitUntil } from '../../../test/support/time-limits';
import { openTestSchemaDatabase } from '../../../test/test-schema';

// Database.listen on both backends (docs/chat.md#socket): NOTIFYs arrive after their commit, in
// commit order, never from a rolled-back transaction; PostgreSQL's listening connection comes
// back after a loss. PostgreSQL runs when DATABASE_URL is set (`pnpm test:pg`).

const databaseUrl = process.env.DATABASE_URL;

/** Resolves once `received` holds `count` payloads. */
const waitFor = (received: string[], count: number) =>
  waitUntil(
    () => received.length >= count,
    () => `${count} notifications, got ${JSON.stringify(received)}`,
  );

const backends: [string, () => Promise<{ db: Database; dispose: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const db = await createPgliteDatabase('memory://');
      return { db, dispose: () => db.close() };
    },
  ],
];
if (databaseUrl) backends.push(['PostgreSQL', () => openTestSchemaDatabase(databaseUrl)]);
else
  test.skip('Database.listen on PostgreSQL: set DATABASE_URL (pnpm test:pg) to run it', () => {});

describe.each(backends)('Database.listen on %s', (_name, open) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const channel = `test_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    ({ db, dispose } = await open());
  });
  afterAll(() => dispose());

  test('delivers committed NOTIFYs in commit order, none of a rolled-back transaction, none after unlisten', async () => {
    const received: string[] = [];
    const unlisten = await db.listen(channel, (payload) => received.push(payload));

    await db.query('SELECT pg_notify($1, $2)', [channel, 'one']);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'two']);
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'three']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.query('SELECT pg_notify($1, $2)', [channel, 'four']);
    await waitFor(received, 4);
    expect(received).toEqual(['one', 'two', 'three', 'four']);

    await unlisten();
    await db.query('SELECT pg_notify($1, $2)', [channel, 'after']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['one', 'two', 'three', 'four']);
  });

  test('two listeners of one channel both receive, and one leaving keeps the other', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const unlistenFirst = await db.listen(channel, (payload) => first.push(payload));
    const unlistenSecond = await db.listen(channel, (payload) => second.push(payload));
    await db.query('SELECT pg_notify($1, $2)', [channel, 'both']);
    await waitFor(first, 1);
    await waitFor(second, 1);
    await unlistenFirst();
    await db.query('SELECT pg_notify($1, $2)', [channel, 'second only']);
    await waitFor(second, 2);
    expect(first).toEqual(['both']);
    expect(second).toEqual(['both', 'second only']);
    await unlistenSecond();
  });

  test('refuses a channel name that is not a plain identifier', async () => {
    await expect(db.listen('chat"; DROP TABLE x; --', () => {})).rejects.toThrow(
      'Invalid channel name',
    );
  });
});

(databaseUrl ? test : test.skip)(
  'PostgreSQL: the listening connection comes back after the server ends it, and says so',
  async () => {
    const { db, schema, dispose } = await openTestSchemaDatabase(databaseUrl as string);
    const channel = `test_${randomBytes(4).toString('hex')}`;
    try {
      const received: string[] = [];
      let reconnects = 0;
      const unlisten = await db.listen(channel, (payload) => received.push(payload), {
        onReconnect: () => (reconnects += 1),
      });
      await db.query('SELECT pg_notify($1, $2)', [channel, 'before']);
      await waitFor(received, 1);

      // the listener names itself after its schema, so only this test's connection is ended
      const { rowCount } = await db.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`jobmatch-listen:${schema}`],
      );
      expect(rowCount).toBe(1);
      await waitUntil(() => reconnects > 0, 'the reconnect');
      expect(reconnects).toBe(1);

      await db.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await waitFor(received, 2);
      expect(received).toEqual(['before', 'after']);
      await unlisten();
    } finally {
      await dispose();
    }
  },
);
