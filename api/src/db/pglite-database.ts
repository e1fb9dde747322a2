import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a directory, or `memory://` for a throwaway
 * in-memory database (tests). PGlite runs one statement at a time, so a transaction holds
 * the whole database: keep transactions short and never await slow work (hashing, mail) inside.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[]);
      // PGlite reports affectedRows 0 for a SELECT; returned rows count as the result's size
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const root = wrap(db);

  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: root.exec,
    close: () => db.close(),
  };
}
