import type { ApiConfig } from '../config/env-config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';

/** DATABASE_URL selects a PostgreSQL server; otherwise the embedded PGlite in DATA_DIR. */
export function createDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return createPostgresDatabase({ connectionString: config.databaseUrl });
  return createPgliteDatabase(
    config.dataDir === 'memory://' ? 'memory://' : `${config.dataDir}/pgdata`,
  );
}
