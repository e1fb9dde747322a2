import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
