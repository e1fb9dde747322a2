// The api's own modules for the benches, which run its TypeScript in this process through tsx
// (as bin.js does): importing this file registers tsx first, so a bench may then import any
// other module of src/ itself.
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerEsm();
registerCjs();

export const { buildApp } = await import('../src/app.ts');
export const { loadConfig } = await import('../src/config/env-config.ts');
export const { MIGRATIONS_DIR } = await import('../src/config/api-paths.ts');
export const { createPgliteDatabase } = await import('../src/db/pglite-database.ts');
export const { createPostgresDatabase } = await import('../src/db/postgres-database.ts');
export const { migrate } = await import('../src/db/migrate.ts');
