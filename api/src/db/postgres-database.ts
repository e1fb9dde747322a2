import pg from 'pg';
import { assertChannelName, type Database, type Queryable, type QueryResult } from './database';
import { PostgresListener } from './postgres-listener';

export interface PostgresOptions {
  connectionString: string;
  /** Use (and create) this schema instead of `public`; the test runner gives each test file its own. */
  schema?: string;
  maxConnections?: number;
  /** statement_timeout of every connection, in ms; 0 or absent: none (docs/api.md#statement-time-out). */
  statementTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A real PostgreSQL server through a `pg` connection pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema))
    throw new Error(`Invalid schema name: ${schema}`);

  // every connection of the pool works in the chosen schema, under the time-out
  const settings = [
    ...(schema ? [`-c search_path=${schema}`] : []),
    ...(options.statementTimeoutMs
      ? [`-c statement_timeout=${Math.trunc(options.statementTimeoutMs)}`]
      : []),
  ];
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  // named so that an operator (or a test) can find the listening connection in pg_stat_activity
  const listener = new PostgresListener({
    connectionString: options.connectionString,
    application_name: `jobmatch-listen${schema ? `:${schema}` : ''}`,
  });

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // without parameters pg uses the simple protocol, which accepts several statements
      await target.query(sql);
    },
  });
  const root = wrap(pool);

  return {
    kind: 'postgres',
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: root.exec,
    async listen(channel, onPayload, listenOptions) {
      assertChannelName(channel);
      return listener.listen(channel, onPayload, listenOptions);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
