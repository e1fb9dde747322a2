import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { PasswordHasher } from '../lib/passwords';
import { countUsers, findUserByEmail } from '../services/users/users-module';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCatalogStep } from './catalog/seed-catalog';
import { DEMO_APPLICANTS, seedDemoApplicants } from './demo-applicants';
import { seedDemoChat } from './demo-chat';
import { findDemoCompanyId, seedDemoCompanySide } from './demo-company';
import { DEMO_COMPANY_JOB_IDS, seedDemoCompanyJobs } from './demo-company-jobs';
import { seedDemoDesk } from './demo-desk';
import { seedDemoInterests } from './demo-interests';
import { seedDemoMessageTemplates } from './demo-message-templates';

export interface SeedContext {
  db: Database;
  passwords: PasswordHasher;
  clock: Clock;
}

interface Seeder {
  name: string;
  /** True while the part of the database this seeder fills is empty. */
  isEmpty: (context: SeedContext) => Promise<boolean>;
  run: (context: SeedContext) => Promise<void>;
}

const isTableEmpty = async (
  db: Database,
  table: 'organizations' | 'organization_members' | 'organization_applications' | 'chat_topics',
) => (await db.query(`SELECT 1 FROM ${table} LIMIT 1`)).rows.length === 0;

/** Demo data, in order. Later issues append seeders (chat topics, company users, …). */
const SEEDERS: readonly Seeder[] = [
  {
    name: 'demo accounts',
    isEmpty: async ({ db }) => (await countUsers(db)) === 0,
    run: seedDemoAccounts,
  },
  {
    name: 'demo catalog',
    isEmpty: ({ db }) => isTableEmpty(db, 'organizations'),
    run: seedDemoCatalogStep,
  },
  {
    // after the catalogue: its owner and member join one of the catalogue's companies
    name: 'demo company side',
    isEmpty: async ({ db }) =>
      (await isTableEmpty(db, 'organization_members')) &&
      (await isTableEmpty(db, 'organization_applications')),
    run: seedDemoCompanySide,
  },
  {
    // after the company side: the demo job seeker's applications and their conversations
    name: 'demo chat',
    isEmpty: ({ db }) => isTableEmpty(db, 'chat_topics'),
    run: seedDemoChat,
  },
  {
    // after the chat (which seeds only while there are no topics): the demo company's postings
    // in the states the public never sees. Each start asks the row first, the demo company
    // (a catalogue generation) only while the row is missing.
    name: 'demo company jobs',
    isEmpty: async ({ db }) =>
      (await db.query('SELECT 1 FROM products WHERE id = $1', [DEMO_COMPANY_JOB_IDS.draft])).rows
        .length === 0 && (await findDemoCompanyId(db)) !== undefined,
    run: seedDemoCompanyJobs,
  },
  {
    // after the jobs: six job seekers apply to the demo company, to its archived posting too
    name: 'demo applicants',
    isEmpty: async ({ db }) =>
      (await findUserByEmail(db, DEMO_APPLICANTS[0]?.email ?? '')) === undefined &&
      (await findDemoCompanyId(db)) !== undefined,
    run: seedDemoApplicants,
  },
  {
    // after the applicants: saved postings and searches (docs/matching.md), only on a database
    // where nobody saved anything yet
    name: 'demo interests',
    isEmpty: async ({ db }) =>
      (await db.query('SELECT 1 FROM interests LIMIT 1')).rows.length === 0 &&
      (await db.query('SELECT 1 FROM saved_searches LIMIT 1')).rows.length === 0,
    run: seedDemoInterests,
  },
  {
    // after the applicants: the demo company's views, stages and a note (docs/company-desk.md),
    // only where nobody viewed a posting yet
    name: 'demo desk',
    isEmpty: async ({ db }) =>
      (await db.query('SELECT 1 FROM product_daily_views LIMIT 1')).rows.length === 0 &&
      (await findDemoCompanyId(db)) !== undefined,
    run: seedDemoDesk,
  },
  {
    // the platform's and the demo company's 定型文, only where nobody wrote any yet
    name: 'demo message templates',
    isEmpty: async ({ db }) =>
      (await db.query('SELECT 1 FROM message_templates LIMIT 1')).rows.length === 0,
    run: seedDemoMessageTemplates,
  },
];

/**
 * Fills each empty part of the database with demo data. Each part is judged on its own, so a
 * data directory from an earlier release gains what that release did not have yet; a part
 * anyone has used (any user, any company) is never touched again.
 */
export async function seedDemoDataIfEmpty(
  context: SeedContext,
  log: FastifyBaseLogger,
): Promise<boolean> {
  let seededAny = false;
  for (const seeder of SEEDERS) {
    if (!(await seeder.isEmpty(context))) continue;
    await seeder.run(context);
    log.info(`seeded ${seeder.name}`);
    seededAny = true;
  }
  return seededAny;
}
