import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { definePlugin } from '../lib/define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Applies pending migrations, exposes the database as `app.db` and closes it with the app. */
export const dbPlugin = definePlugin<{
  db: Database;
  migrationsDir: string;
  closeOnShutdown: boolean;
}>('db', async (app, { db, migrationsDir, closeOnShutdown }) => {
  const applied = await migrate(db, migrationsDir);
  if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
  app.decorate('db', db);
  if (closeOnShutdown) app.addHook('onClose', () => db.close());
});
