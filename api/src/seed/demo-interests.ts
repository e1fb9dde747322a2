import { newId } from '../lib/secure-tokens';
import { insertSavedSearch, saveInterest } from '../services/catalog/catalog-module';
import { findUserByEmail } from '../services/users/users-module';
import { DEMO_APPLICANTS } from './demo-applicants';
import { findDemoCompanyId } from './demo-company';
import type { SeedContext } from './seed-demo-data';

// Matching, part 2 in the demo (docs/matching.md): the demo seeker has saved a few Go postings
// and two searches, and the demo applicants saved some of the demo company's postings, so
// /positions/saved, /settings/saved-searches and the company's 気になる counts show real rows.

export const DEMO_SEEKER_EMAIL = 'demo@jobmatch.example';

/** How many postings the demo seeker keeps saved. */
const SEEKER_SAVES = 3;

const DEMO_SEARCHES = [
  {
    name: 'Go・フルリモート',
    search: 'Go',
    filters: ['work_style.full_remote'],
    frequency: 'weekly',
  },
  {
    name: '東京都・年収 600万円以上',
    search: '',
    filters: ['location.tokyo', 'salary.6000000'],
    frequency: 'daily',
  },
] as const;

/** The newest viewable postings matching `where`, ids only. */
async function newestViewable(
  db: SeedContext['db'],
  where: string,
  params: unknown[],
  limit: number,
) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM products p
      WHERE p.status = 'ACTIVE' AND (p.publication_until IS NULL OR p.publication_until > now())
        AND (p.publication_since IS NULL OR p.publication_since <= now()) AND ${where}
      ORDER BY p.listed_at DESC, p.id LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => row.id);
}

export async function seedDemoInterests({ db, clock }: SeedContext) {
  const now = clock();
  const seeker = await findUserByEmail(db, DEMO_SEEKER_EMAIL);
  if (seeker) {
    const go = await newestViewable(db, `'go' = ANY(p.skills)`, [], SEEKER_SAVES);
    for (const productId of go) await saveInterest(db, { userId: seeker.id, productId, now });
    for (const search of DEMO_SEARCHES)
      await db.transaction((tx) =>
        insertSavedSearch(
          tx,
          { id: newId(), user_id: seeker.id, ...search, filters: [...search.filters] },
          now,
        ),
      );
  }
  const companyId = await findDemoCompanyId(db);
  if (!companyId) return;
  const postings = await newestViewable(db, 'p.organization_id = $1', [companyId], 3);
  for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
    const user = await findUserByEmail(db, applicant.email);
    // every applicant saves the newest posting, every other one the next
    const saves = postings.filter((_, i) => i === 0 || (i === 1 && index % 2 === 0));
    for (const productId of user ? saves : [])
      await saveInterest(db, { userId: user!.id, productId, now });
  }
}
