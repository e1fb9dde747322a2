import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertChannelName, type Database, type Queryable, type QueryResult } from './database';
import { queryInOneTrip } from './pglite-one-trip';

/**
 * PGlite takes a data directory holding PG_VERSION for a finished database, but it copies a new
 * one into place file by file with PG_VERSION before the configuration files: a first start
 * killed in between leaves a directory that no later start can open. So a new database is made
 * beside the target and renamed into place once complete (docs/api.md#durability).
 */
async function ensureDatabaseCreated(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // Without PG_VERSION nothing was ever committed here: leftovers of an interrupted first start
  const creating = `${dataDir}.creating`;
  rmSync(creating, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  const fresh = await PGlite.create(creating);
  await fresh.close();
  renameSync(creating, dataDir);
}

/**
 * Hands out turns of the event loop, one statement a turn. PGlite runs a statement in this
 * thread without yielding (its WebAssembly and its file reads are synchronous) and a request's
 * next statement follows in a promise callback, so under load a queue of statements would hold
 * the event loop until all were done: no socket read, no connection accepted, and clients that
 * connected meanwhile timed out unanswered (docs/api.md#pglite-under-load). Waiting for a turn,
 * each statement starts in an event loop turn of its own, after the loop has polled for I/O.
 */
export function createTurns(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  // an immediate queued while immediates run waits for the next turn of the loop
  const release = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(release);
    else scheduled = false;
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
    });
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, for `startFrom` (tests migrate one and copy it). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a directory, or `memory://` for a throwaway
 * in-memory database (tests). PGlite runs one statement at a time, so a transaction holds
 * the whole database: keep transactions short and never await slow work (hashing, mail) inside.
 */
export async function createPgliteDatabase(
  dataDir: string,
  options: {
    /** A data directory to start an in-memory database from (`PGlite.dumpDataDir`), which skips initdb. */
    startFrom?: Blob;
  } = {},
): Promise<PgliteDatabase> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) await ensureDatabaseCreated(dataDir);
  const db = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    loadDataDir: inMemory ? options.startFrom : undefined,
    // Its default, stated: a query resolves only after the file system has its writes, so an
    // answered write survives a killed process (docs/api.md#durability).
    relaxedDurability: false,
  });

  const turn = createTurns();
  /** `inTransaction`: the transaction's COMMIT writes through, not each statement. */
  const wrap = (target: Pick<PGlite, 'exec'>, inTransaction: boolean): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      await turn();
      const result = inTransaction
        ? await queryInOneTrip<Row>(db, sql, params)
        : // outside a transaction a statement waits for any open one, as PGlite's own `query`
          // does: run between another request's BEGIN and COMMIT it would be part of it, and
          // be rolled back with it
          await db._runExclusiveTransaction(() => queryInOneTrip<Row>(db, sql, params));
      if (!inTransaction) await db.syncToFs();
      // PGlite reports affectedRows 0 for a SELECT; returned rows count as the result's size
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await turn();
      await target.exec(sql);
    },
  });
  const root = wrap(db, false);

  return {
    kind: 'pglite',
    query: root.query,
    // its BEGIN is a statement too
    transaction: async (fn) => {
      await turn();
      return db.transaction((tx) => fn(wrap(tx, true)));
    },
    exec: root.exec,
    // one process, one connection: nothing to lose, so no reconnects
    async listen(channel, onPayload) {
      assertChannelName(channel);
      const unlisten = await db.listen(channel, onPayload);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    dumpDataDir: () => db.dumpDataDir('none'),
    close: () => db.close(),
  };
}
