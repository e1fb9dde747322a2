import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same for every api instance.
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * Applies the numbered `*.sql` files of `migrationsDir` that are not yet recorded in
 * `schema_migrations`, in order, each in its own transaction. An advisory lock makes
 * several api instances starting together against one server apply each file once.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );

  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      // a migration may rewrite a large table: the api's statement time-out is for requests
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        version,
        file,
      ]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}
