import {
  matchScore,
  matchScoreOnly,
  type MatchPosting,
  type MatchProfile,
  type MatchResult,
} from '@jobmatch/shared/catalog';
import type { WorkStyle } from '@jobmatch/shared/contracts';
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
import {
  findProductListRowsByIds,
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
export const RECOMMENDATION_CANDIDATES = 500;

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

/** What ranking reads of a candidate: the score's fields, not the card's. */
interface CandidateRow {
  id: string;
  category_id: string;
  skills: string[];
  address_line1: string | null;
  work_style: WorkStyle;
  salary_reach: string | number;
  listed_key: string;
}

const postingOf = (row: CandidateRow): MatchPosting => ({
  categoryId: row.category_id,
  skills: row.skills,
  salaryReach: Number(row.salary_reach),
  workStyle: row.work_style,
  prefecture: row.address_line1,
});

/**
 * One page of recommendations: the newest `RECOMMENDATION_CANDIDATES` viewable postings in the
 * seeker's job types or listing their skills, not applied to, each scored, best first (newest
 * first among equals). The total is the number scored. The candidates are read with the few
 * columns the score needs (`salary_reach` is `postingSalaryReach` stored), and only the page's
 * postings with their cards' columns and worded reasons.
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
  // the seeker's applications are few: one look-up, not a probe per candidate
  const applied = (
    await db.query<{ product_id: string }>('SELECT product_id FROM orders WHERE user_id = $1', [
      query.userId,
    ])
  ).rows.map((row) => row.product_id);
  const near: string[] = [];
  if (profile.experience.size > 0)
    near.push(`p.category_id = ANY(${params.add([...profile.experience.keys()])}::text[])`);
  if (profile.skills.size > 0) near.push(`p.skills && ${params.add([...profile.skills])}::text[]`);
  const { rows } = await db.query<CandidateRow>(
    `SELECT p.id, p.category_id, p.skills, p.address_line1, p.work_style, p.salary_reach,
            p.listed_at::text AS listed_key
       FROM products p
      WHERE ${conditions.join(' AND ')} AND (${near.join(' OR ')})
        AND NOT (p.id = ANY(${params.add(applied)}::text[]))
      ORDER BY p.listed_at DESC, p.id DESC
      LIMIT ${RECOMMENDATION_CANDIDATES + 1}`,
    params.values,
  );
  const capped = rows.length > RECOMMENDATION_CANDIDATES;
  const ranked = rows.slice(0, RECOMMENDATION_CANDIDATES).map((row) => ({
    id: row.id,
    sort_key: sortKeyOf(matchScoreOnly(profile, postingOf(row)), row.listed_key),
    row,
  }));
  ranked.sort(compareDescending);
  const shown = pageRows(ranked, list);
  const cards = await findProductListRowsByIds(
    db,
    shown.map((candidate) => candidate.id),
  );
  const scored = shown.flatMap((candidate): ScoredRow[] => {
    const card = cards.get(candidate.id);
    if (!card) return []; // deleted since: the page is one shorter
    const match = matchScore(profile, postingOf(candidate.row), skillName);
    return [{ ...card, id: candidate.id, sort_key: candidate.sort_key, match }];
  });
  const page = toKeysetPage(scored, ranked.length, list, (row) => row);
  // the count stops at the window: say so as a capped search does
  return capped ? { ...page, totalCapped: true } : page;
}
