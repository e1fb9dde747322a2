import {
  matchPostingOf,
  matchScore,
  type MatchProfile,
  type MatchResult,
} from '@jobmatch/shared/catalog';
import type { Database } from '../../db/database';
import {
  toKeysetPage,
  type KeysetRow,
  type ListRequest,
  type ListResource,
  type Page,
  SqlParams,
} from '../../lib/keyset-pagination';
import { skillName } from './catalog-reference-data';
import { toProductListItemJson } from './product-json';
import {
  PRODUCT_LIST_COLUMNS,
  productSearchConditions,
  type ProductListRow,
  type StructuredFilters,
} from './products-repository';
import { gramStatistics, NO_GRAM_STATISTICS } from './gram-statistics';

// おすすめ求人 (docs/matching.md#recommendations): the newest postings that share a job type or a
// skill with the seeker's profile, scored with the shared match score and listed best first.

/**
 * How many of the newest matching postings are scored. Scoring is done here, with the same
 * function the cards use, so the ranking covers a window of recent postings rather than the
 * whole catalogue: at 100,000 postings the window keeps a page well inside its time budget.
 */
export const RECOMMENDATION_CANDIDATES = 1000;

/** The list options: fixed order (best first), token paging, the card's expansions. */
export const RECOMMENDATION_LIST: ListResource = {
  filterFields: {},
  orderFields: { matchScore: { sql: 'p.listed_at', sqlType: 'text' } },
  defaultOrder: { field: 'matchScore', desc: true },
  fixedOrder: true,
  idSql: 'p.id',
  expandable: ['attributes', 'variants', 'organization', 'category'],
  defaultTop: 10,
  maxTop: 50,
};

export type ScoredRow = ProductListRow & KeysetRow & { match: MatchResult };

/**
 * The sort key: the score, zero-padded, then the list date, so that comparing keys as text
 * orders the postings as the list does (a token holds it and the posting's id).
 */
const sortKeyOf = (score: number, listedAt: string) =>
  `${String(score).padStart(3, '0')}:${listedAt}`;

/** Descending by key, then id: the list's order. */
const compareDescending = (a: KeysetRow, b: KeysetRow) =>
  a.sort_key === b.sort_key ? (a.id < b.id ? 1 : -1) : a.sort_key < b.sort_key ? 1 : -1;

/** The rows of one page (plus one, to tell whether more follow), as `toKeysetPage` reads them. */
function pageRows<Row extends KeysetRow>(sorted: Row[], list: ListRequest): Row[] {
  const { cursor, limit } = list;
  if (!cursor) return sorted.slice(list.skip, list.skip + limit + 1);
  const after = (row: Row) => compareDescending(row, { sort_key: cursor.value, id: cursor.id }) > 0;
  if (!cursor.backward) {
    const start = sorted.findIndex(after);
    return start < 0 ? [] : sorted.slice(start, start + limit + 1);
  }
  // a previous page: the rows before the cursor, nearest first (toKeysetPage turns them round)
  const before = sorted.filter((row) => !after(row) && !(row.id === cursor.id));
  return before.slice(-(limit + 1)).reverse();
}

export interface RecommendationQuery {
  userId: string;
  profile: MatchProfile;
  now: Date;
  list: ListRequest;
  /** The /positions search and filters, when the list is sorted おすすめ順. */
  terms: string[];
  filters: StructuredFilters;
}

/**
 * One page of recommendations: the newest `RECOMMENDATION_CANDIDATES` viewable postings in the
 * seeker's job types or listing their skills, not applied to, each scored, best first (newest
 * first among equals). The total is the number scored.
 */
export async function listRecommendations(
  db: Database,
  query: RecommendationQuery,
): Promise<Page<ScoredRow>> {
  const { profile, list } = query;
  const params = new SqlParams();
  const statistics = query.terms.length > 0 ? await gramStatistics(db) : NO_GRAM_STATISTICS;
  const conditions = productSearchConditions(
    {
      now: query.now,
      params,
      filters: query.filters,
      terms: query.terms,
      countCap: RECOMMENDATION_CANDIDATES,
      view: 'card',
    },
    'gramIndex',
    statistics,
  );
  const near: string[] = [];
  if (profile.experience.size > 0)
    near.push(`p.category_id = ANY(${params.add([...profile.experience.keys()])}::text[])`);
  if (profile.skills.size > 0) near.push(`p.skills && ${params.add([...profile.skills])}::text[]`);
  const { rows } = await db.query<ProductListRow & { id: string; listed_key: string }>(
    `SELECT ${PRODUCT_LIST_COLUMNS}, p.listed_at::text AS listed_key
       FROM products p
      WHERE ${conditions.join(' AND ')} AND (${near.join(' OR ')})
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ${params.add(query.userId)} AND o.product_id = p.id)
      ORDER BY p.listed_at DESC, p.id DESC
      LIMIT ${RECOMMENDATION_CANDIDATES + 1}`,
    params.values,
  );
  const capped = rows.length > RECOMMENDATION_CANDIDATES;
  const scored: ScoredRow[] = rows.slice(0, RECOMMENDATION_CANDIDATES).map((row) => {
    const match = matchScore(
      profile,
      matchPostingOf(toProductListItemJson(row, new Set(['attributes', 'category']))),
      skillName,
    );
    return { ...row, match, sort_key: sortKeyOf(match.score, row.listed_key) };
  });
  scored.sort(compareDescending);
  const page = toKeysetPage(pageRows(scored, list), scored.length, list, (row) => row);
  // the count stops at the window: say so as a capped search does
  return capped ? { ...page, totalCapped: true } : page;
}
