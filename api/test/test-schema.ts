import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { createPostgresDatabase, type PostgresOptions } from '../src/db/postgres-database';

// The `test:pg` run's schemas: each test database lives in a fresh schema on the server at
// DATABASE_URL, dropped afterwards.

/** A schema name no other test uses. */
export const newTestSchema = () => `test_${randomBytes(6).toString('hex')}`;

/** Drops `schema` and all in it from the server at `url`. */
export async function dropTestSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}

/** A database in a fresh schema on the server at `url`; `dispose` closes it and drops the schema. */
export async function openTestSchemaDatabase(
  url: string,
  options: Omit<PostgresOptions, 'connectionString' | 'schema'> = {},
): Promise<{ db: Database; schema: string; dispose: () => Promise<void> }> {
  const schema = newTestSchema();
  const db = await createPostgresDatabase({ ...options, connectionString: url, schema });
  return {
    db,
    schema,
    dispose: async () => {
      await db.close();
      await dropTestSchema(url, schema);
    },
  };
}
