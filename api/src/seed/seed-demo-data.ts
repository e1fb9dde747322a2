import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { PasswordHasher } from '../lib/passwords';
import { countUsers } from '../services/users/users-repository';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCatalogStep } from './catalog/seed-catalog';

export interface SeedContext {
  db: Database;
  passwords: PasswordHasher;
  clock: Clock;
}

/** Demo data, in order. Later issues append seeders (companies, categories, postings, …). */
const SEEDERS: ReadonlyArray<{ name: string; run: (context: SeedContext) => Promise<void> }> = [
  { name: 'demo accounts', run: seedDemoAccounts },
  { name: 'demo catalog', run: seedDemoCatalogStep },
];

/**
 * Fills an empty database with demo data on first start. "Empty" means no users: a database
 * anyone has used is never touched again, even after the demo accounts were deleted.
 */
export async function seedDemoDataIfEmpty(
  context: SeedContext,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if ((await countUsers(context.db)) > 0) return false;
  for (const seeder of SEEDERS) {
    await seeder.run(context);
    log.info(`seeded ${seeder.name}`);
  }
  return true;
}
