import { findPrefecture } from '@jobmatch/shared';

/**
 * Filter selections are dotted strings (spec section 3): `location.remote_work`,
 * `location.{prefecture}`, `category.{id}`, `skills.{group}.{key}`. They live in the URL
 * (`?filters=…&filters=…&search=…`), so a search can be shared, bookmarked and walked with
 * back/forward; this module is the one place that reads and writes that form.
 */
export type FilterGroupKey = 'location' | 'category' | 'skills';

/** Spec sections 5 and 9: how many values each group may hold. */
export const FILTER_LIMITS: Readonly<Record<FilterGroupKey, number>> = {
  location: 5,
  category: 3,
  skills: 10,
};

export const REMOTE_WORK_SELECTION = 'location.remote_work';

export const FILTERS_PARAM = 'filters';
export const SEARCH_PARAM = 'search';

export interface PositionsQuery {
  filters: string[];
  search: string;
}

const SEGMENT = /^[A-Za-z0-9_\-+#.]+$/;

/** The group of a selection, or null when the string is not a selection. */
export function selectionGroup(selection: string): FilterGroupKey | null {
  const [group, ...rest] = selection.split('.');
  if (group === 'location' || group === 'category')
    return rest.length === 1 && SEGMENT.test(rest[0]!) ? group : null;
  if (group === 'skills')
    return rest.length === 2 && rest.every((part) => part.length > 0 && SEGMENT.test(part))
      ? group
      : null;
  return null;
}

export const locationSelection = (prefectureKey: string) => `location.${prefectureKey}`;
export const categorySelection = (categoryId: string) => `category.${categoryId}`;
export const skillSelection = (group: string, key: string) => `skills.${group}.${key}`;

/** `location.tokyo` → `tokyo`; `skills.frontend.react` → `react`. */
export function selectionValue(selection: string): string {
  return selection.split('.').at(-1) ?? '';
}

/**
 * Cleans selections read from a URL: unknown shapes and prefectures are dropped, duplicates
 * removed, and each group cut to its limit, so a hand-edited link cannot exceed the rules.
 */
export function normalizeSelections(selections: readonly string[]): string[] {
  const seen = new Set<string>();
  const counts: Record<FilterGroupKey, number> = { location: 0, category: 0, skills: 0 };
  const result: string[] = [];
  for (const raw of selections) {
    const selection = raw.trim();
    const group = selectionGroup(selection);
    if (!group || seen.has(selection)) continue;
    if (
      group === 'location' &&
      selection !== REMOTE_WORK_SELECTION &&
      !findPrefecture(selectionValue(selection))
    )
      continue;
    if (counts[group] >= FILTER_LIMITS[group]) continue;
    seen.add(selection);
    counts[group] += 1;
    result.push(selection);
  }
  return result;
}

export function countInGroup(selections: readonly string[], group: FilterGroupKey): number {
  return selections.filter((selection) => selectionGroup(selection) === group).length;
}

export function isGroupAtLimit(selections: readonly string[], group: FilterGroupKey): boolean {
  return countInGroup(selections, group) >= FILTER_LIMITS[group];
}

/**
 * Adds or removes one selection (spec section 4: toggle adds/removes). Adding to a group at its
 * limit changes nothing; the panel disables those boxes anyway.
 */
export function toggleSelection(selections: readonly string[], selection: string): string[] {
  if (selections.includes(selection)) return selections.filter((item) => item !== selection);
  const group = selectionGroup(selection);
  if (!group || isGroupAtLimit(selections, group)) return [...selections];
  return [...selections, selection];
}

/** Reads `filters` (repeated, or comma-separated as older links have it) and `search` from a query string. */
export function readPositionsQuery(params: URLSearchParams): PositionsQuery {
  const filters = params.getAll(FILTERS_PARAM).flatMap((value) => value.split(','));
  return { filters: normalizeSelections(filters), search: (params.get(SEARCH_PARAM) ?? '').trim() };
}

/** The query string of a search, without `?`; empty parts are left out so URLs stay short. */
export function toPositionsSearchParams({ filters, search }: PositionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const selection of normalizeSelections(filters)) params.append(FILTERS_PARAM, selection);
  const text = search.trim();
  if (text) params.set(SEARCH_PARAM, text);
  return params;
}

/** `/positions` (or another path) with the search as its query. */
export function positionsUrl(path: string, query: PositionsQuery): string {
  const search = toPositionsSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
