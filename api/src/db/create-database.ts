import { ensureDataDir } from '../config/data-dir';
import { IN_MEMORY_DATA_DIR, type ApiConfig } from '../config/env-config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise the embedded PGlite in DATA_DIR. PGlite
 * (WebAssembly, no timers or signals inside) cannot cancel a statement, so the time-out applies to
 * PostgreSQL only (docs/api.md#statement-time-out).
 */
export async function createDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<ApiConfig, 'statementTimeoutMs'>>,
): Promise<Database> {
  if (config.databaseUrl)
    return createPostgresDatabase({
      connectionString: config.databaseUrl,
      statementTimeoutMs: config.statementTimeoutMs,
    });
  if (config.dataDir === IN_MEMORY_DATA_DIR) return createPgliteDatabase(IN_MEMORY_DATA_DIR);
  // PGlite creates only the last folder of its path
  await ensureDataDir(config.dataDir);
  return createPgliteDatabase(`${config.dataDir}/pgdata`);
}
