import { MATCHING_LIMITS, type AlertFrequency, type SavedSearch } from '@jobmatch/shared/contracts';
import type { PostingPayFields } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../lib/keyset-pagination';
import { NO_GRAM_STATISTICS } from './gram-statistics';
import { productSearchConditions, type StructuredFilters } from './products-repository';

// A seeker's saved /positions searches and the bookkeeping of their digests
// (docs/matching.md#saved-searches-and-alerts).

/** The most searches one seeker keeps. */
export const SAVED_SEARCHES_MAX = MATCHING_LIMITS.savedSearches;

export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  search: string;
  filters: string[];
  frequency: AlertFrequency;
  created_at: Date;
  updated_at: Date;
  last_digest_at: Date;
}

const COLUMNS =
  'id, user_id, name, search, filters, frequency, created_at, updated_at, last_digest_at';

export const toSavedSearchJson = (row: SavedSearchRow): SavedSearch => {
  const lastDigestAt = new Date(row.last_digest_at).toISOString();
  const createdAt = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    name: row.name,
    search: row.search,
    filters: row.filters,
    frequency: row.frequency,
    createdAt,
    updatedAt: new Date(row.updated_at).toISOString(),
    // a new search starts its window at its creation: that is no digest yet
    lastDigestAt: lastDigestAt === createdAt ? null : lastDigestAt,
  };
};

/** Newest first. */
export async function listSavedSearches(db: Queryable, userId: string): Promise<SavedSearchRow[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/**
 * Saves a search unless the seeker has `SAVED_SEARCHES_MAX` already (undefined then). The
 * user's row is locked while counting, so two saves at once cannot both pass the limit.
 */
export async function insertSavedSearch(
  tx: Queryable,
  search: Pick<SavedSearchRow, 'id' | 'user_id' | 'name' | 'search' | 'filters' | 'frequency'>,
  now: Date,
): Promise<SavedSearchRow | undefined> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [search.user_id]);
  const { rows: counted } = await tx.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM saved_searches WHERE user_id = $1',
    [search.user_id],
  );
  if ((counted[0]?.total ?? 0) >= SAVED_SEARCHES_MAX) return undefined;
  const { rows } = await tx.query<SavedSearchRow>(
    `INSERT INTO saved_searches (id, user_id, name, search, filters, frequency, created_at, updated_at, last_digest_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $7, $7) RETURNING ${COLUMNS}`,
    [search.id, search.user_id, search.name, search.search, search.filters, search.frequency, now],
  );
  return rows[0];
}

export async function updateSavedSearch(
  db: Queryable,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency },
  now: Date,
): Promise<SavedSearchRow | undefined> {
  const { rows } = await db.query<SavedSearchRow>(
    `UPDATE saved_searches SET name = coalesce($3, name), frequency = coalesce($4, frequency), updated_at = $5
      WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [userId, id, changes.name ?? null, changes.frequency ?? null, now],
  );
  return rows[0];
}

export async function deleteSavedSearch(db: Queryable, userId: string, id: string) {
  const { rows } = await db.query(
    'DELETE FROM saved_searches WHERE user_id = $1 AND id = $2 RETURNING id',
    [userId, id],
  );
  return rows.length > 0;
}

/** The one-click unsubscribe: the alert stops, the search stays. False for a search that is gone. */
export async function switchSavedSearchOff(db: Queryable, id: string, now: Date) {
  const { rows } = await db.query(
    `UPDATE saved_searches SET frequency = 'off', updated_at = CASE WHEN frequency = 'off' THEN updated_at ELSE $2 END
      WHERE id = $1 RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}

export async function findSavedSearchById(db: Queryable, id: string) {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Daily searches are due at every run; weekly ones when their last digest is 7 days old, an hour
 * early at most, so a run a little earlier than last week's still finds them due.
 */
const DUE = `(frequency = 'daily' OR (frequency = 'weekly' AND last_digest_at <= $1::timestamptz - interval '167 hours'))`;

/** A page of the searches due at `now`, by id after `afterId`. */
export async function listDueSavedSearches(
  db: Queryable,
  now: Date,
  afterId: string,
  limit: number,
): Promise<SavedSearchRow[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE ${DUE} AND id > $2 ORDER BY id LIMIT $3`,
    [now, afterId, limit],
  );
  return rows;
}

/**
 * The search, locked for its digest's transaction, if it is still due: a concurrent digest of
 * it (the dev trigger beside the scheduled run) waits and then finds it done.
 */
export async function lockDueSavedSearch(tx: Queryable, id: string, now: Date) {
  const { rows } = await tx.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE ${DUE} AND id = $2 FOR UPDATE`,
    [now, id],
  );
  return rows[0];
}

export type DigestPostingRow = PostingPayFields & {
  id: string;
  organization_id: string;
  name: string;
  /** Every new match, before the caps. */
  total: number;
};

/**
 * The viewable postings matching the search listed after its last digest and never mailed by
 * it, newest first: at most `limit`, `perCompany` of any one company.
 */
export async function findDigestPostings(
  db: Queryable,
  search: { id: string; since: Date; filters: StructuredFilters; terms: string[] },
  now: Date,
  caps: { limit: number; perCompany: number },
): Promise<DigestPostingRow[]> {
  const params = new SqlParams();
  // only the few postings of one day or week are tested: the document test is enough
  const conditions = productSearchConditions(
    { now, params, filters: search.filters, terms: search.terms, countCap: 0, view: 'card' },
    'documentOnly',
    NO_GRAM_STATISTICS,
  );
  const since = params.add(search.since);
  const id = params.add(search.id);
  const { rows } = await db.query<DigestPostingRow>(
    `WITH matches AS (
       SELECT p.id, p.organization_id, p.name, p.annual_salary_min, p.annual_salary_max,
              p.compensation_type, p.compensation_amount, p.compensation_amount_max, p.listed_at,
              row_number() OVER (PARTITION BY p.organization_id ORDER BY p.listed_at DESC, p.id DESC) AS company_rank,
              count(*) OVER ()::int AS total
         FROM products p
        WHERE ${conditions.join(' AND ')} AND p.listed_at > ${since}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM saved_search_postings s
                           WHERE s.saved_search_id = ${id} AND s.product_id = p.id))
     SELECT id, organization_id, name, annual_salary_min, annual_salary_max, compensation_type,
            compensation_amount, compensation_amount_max, total
       FROM matches WHERE company_rank <= ${params.add(caps.perCompany)}
      ORDER BY listed_at DESC, id DESC LIMIT ${params.add(caps.limit)}`,
    params.values,
  );
  return rows;
}

/** A digest made: its postings are never mailed again by this search, and its window moves on. */
export async function recordDigest(
  tx: Queryable,
  searchId: string,
  productIds: readonly string[],
  now: Date,
) {
  if (productIds.length > 0)
    await tx.query(
      `INSERT INTO saved_search_postings (saved_search_id, product_id, mailed_at)
       SELECT $1, unnest($2::text[]), $3 ON CONFLICT DO NOTHING`,
      [searchId, productIds, now],
    );
  await tx.query('UPDATE saved_searches SET last_digest_at = $2 WHERE id = $1', [searchId, now]);
}
