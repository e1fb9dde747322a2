// The orders of a positions search (docs/positions.md#sort): the page's `sort` parameter and the
// `$orderBy` it asks the api for. 新着順 is the default; 関連度順 only means something with a
// search term, so without one the page and the api fall back to 新着順. おすすめ順 is the signed-in
// seeker's recommendations (docs/matching.md#recommendations), another call than the list's; for
// anyone else it reads as 新着順.

export const POSITION_SORTS = ['newest', 'recommended', 'relevance', 'salary'] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

export const SORT_PARAM = 'sort';
export const DEFAULT_POSITION_SORT: PositionSort = 'newest';

/**
 * The api's `$orderBy` of each order: newest first, skills matched first, highest pay first;
 * the public list has no おすすめ順, so a page that cannot recommend lists newest first.
 */
export const POSITION_SORT_ORDER_BY: Readonly<Record<PositionSort, string>> = {
  newest: 'publication.since desc',
  recommended: 'publication.since desc',
  relevance: 'relevance desc',
  salary: 'salary desc',
};

export function isPositionSort(value: unknown): value is PositionSort {
  return typeof value === 'string' && (POSITION_SORTS as readonly string[]).includes(value);
}

/** The order a page shows: the asked one when it applies, else 新着順. */
export function effectivePositionSort(raw: unknown, hasSearch: boolean): PositionSort {
  if (!isPositionSort(raw)) return DEFAULT_POSITION_SORT;
  return raw === 'relevance' && !hasSearch ? DEFAULT_POSITION_SORT : raw;
}
