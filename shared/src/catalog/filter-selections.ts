import { EMPLOYMENT_TYPES, type EmploymentType } from '../domain/employment-type';
import { findPrefecture, type Prefecture } from '../domain/prefectures';

// The grammar of a positions search's structured filters (docs/positions.md, "Search and
// filters"; docs/api.md, "The `filters` parameter"): dotted selections `location.remote_work`,
// `location.{prefecture}`, `category.{id}`, `skills.{group}.{key}`, `salary.{yen}`,
// `employment.{type}`, `work_style.full_remote|hybrid`, in a `filters` query
// parameter that is repeated or comma-joined. The positions page and the api read the same
// strings, so both take the shape, the limits and the grouping from here: the page forgives
// (drops what it cannot use), the api refuses (400), and neither can drift from the other.

export type FilterGroupKey =
  | 'location'
  | 'category'
  | 'skills'
  | 'salary'
  | 'employment'
  | 'work_style';

/**
 * How many selections each group may hold; remote work counts as a location. The salary is one
 * floor, so choosing another replaces it.
 */
export const FILTER_LIMITS: Readonly<Record<FilterGroupKey, number>> = {
  location: 5,
  category: 3,
  skills: 10,
  salary: 1,
  employment: EMPLOYMENT_TYPES.length,
  work_style: 2,
};

/** The 年収 floors the salary filter offers (yen): 400万円以上 … 1,000万円以上. */
export const SALARY_FILTER_STEPS = [
  4_000_000, 5_000_000, 6_000_000, 7_000_000, 8_000_000, 10_000_000,
] as const;

/** The work styles a search can ask for; an office-only posting is what neither selects. */
export const WORK_STYLE_FILTERS = ['full_remote', 'hybrid'] as const;
export type WorkStyleFilter = (typeof WORK_STYLE_FILTERS)[number];

export const FILTERS_PARAM = 'filters';

export const REMOTE_WORK_SELECTION = 'location.remote_work';

/** A selection read and understood; `selection` is its canonical string (a prefecture by key). */
export type FilterSelection =
  | {
      group: 'location';
      selection: string;
      /** null for remote work. */
      prefecture: Prefecture | null;
    }
  | { group: 'category'; selection: string; categoryId: string }
  | { group: 'skills'; selection: string; skillGroup: string; skill: string }
  | { group: 'salary'; selection: string; minAnnualSalary: number }
  | { group: 'employment'; selection: string; employmentType: EmploymentType }
  | { group: 'work_style'; selection: string; workStyle: WorkStyleFilter };

/** Why a selection was left out: not understood (or not known to the caller), or over its group's limit. */
export type RejectedSelection =
  | { reason: 'unknown'; selection: string; group: FilterGroupKey | null }
  | { reason: 'limit'; selection: string; group: FilterGroupKey };

export interface CheckedSelections {
  accepted: FilterSelection[];
  rejected: RejectedSelection[];
}

export interface CheckSelectionsOptions {
  /**
   * Whether the catalogue knows a well-formed selection (a category id, a skill under its
   * group). The api checks against its reference data; the page, which has no data loaded
   * when it reads a URL, leaves that to the api.
   */
  isKnown?: (selection: FilterSelection) => boolean;
}

/**
 * What a catalogue offers, for `isKnown`: its category ids and the group each skill belongs to.
 * A part left out is not judged and its selections pass: the page before (or without) its
 * reference data leaves them to the api.
 */
export interface SelectionCatalogue {
  categoryIds?: readonly string[];
  skillGroupOf?: (skill: string) => string | undefined;
}

/**
 * The `isKnown` of a catalogue: one of its categories, or a skill under its own group. The
 * grammar already knows locations (remote work and the prefectures). The api refuses what this
 * rejects; the page drops it from a URL, so it is neither shown as a chip nor sent.
 */
export function knownInCatalogue({
  categoryIds,
  skillGroupOf,
}: SelectionCatalogue): (selection: FilterSelection) => boolean {
  return (selection) => {
    if (selection.group === 'category')
      return !categoryIds || categoryIds.includes(selection.categoryId);
    if (selection.group === 'skills')
      return !skillGroupOf || skillGroupOf(selection.skill) === selection.skillGroup;
    return true;
  };
}

/** Ids and keys are identifiers; anything else in a URL is junk, not a selection. */
const KEY = /^[A-Za-z0-9_\-+#]+$/;

export const locationSelection = (prefectureKey: string) => `location.${prefectureKey}`;
export const categorySelection = (categoryId: string) => `category.${categoryId}`;
export const skillSelection = (group: string, key: string) => `skills.${group}.${key}`;
export const salarySelection = (yen: number) => `salary.${yen}`;
export const employmentSelection = (type: EmploymentType) => `employment.${type}`;
export const workStyleSelection = (style: WorkStyleFilter) => `work_style.${style}`;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isSalaryStep = (value: string) =>
  (SALARY_FILTER_STEPS as readonly number[]).includes(Number(value)) && /^\d+$/.test(value);
const isEmploymentValue = isOneOf(EMPLOYMENT_TYPES);
const isWorkStyleValue = isOneOf(WORK_STYLE_FILTERS);

/** The group a selection's shape belongs to, or null when the string is not a selection. */
export function selectionGroup(selection: string): FilterGroupKey | null {
  const [group, ...rest] = selection.split('.');
  // A prefecture may be written by its Japanese name, so its segment is not held to KEY.
  if (group === 'location') return rest.length === 1 && rest[0] !== '' ? group : null;
  if (group === 'category') return rest.length === 1 && KEY.test(rest[0]!) ? group : null;
  if (group === 'skills')
    return rest.length === 2 && rest.every((part) => KEY.test(part)) ? group : null;
  if (group === 'salary' || group === 'employment' || group === 'work_style')
    return rest.length === 1 && KEY.test(rest[0]!) ? group : null;
  return null;
}

/** `location.tokyo` → `tokyo`; `skills.frontend.react` → `react`. */
export function selectionValue(selection: string): string {
  return selection.split('.').at(-1) ?? '';
}

/**
 * One selection understood, or null. A prefecture is found by key, name or code
 * (`location.tokyo`, `location.東京都`, `location.13`) and written back by key.
 */
export function parseSelection(raw: string): FilterSelection | null {
  const selection = raw.trim();
  const [, first = '', second = ''] = selection.split('.');
  switch (selectionGroup(selection)) {
    case 'location': {
      if (selection === REMOTE_WORK_SELECTION)
        return { group: 'location', selection, prefecture: null };
      const prefecture = findPrefecture(first);
      return prefecture
        ? { group: 'location', selection: locationSelection(prefecture.key), prefecture }
        : null;
    }
    case 'category':
      return { group: 'category', selection, categoryId: first };
    case 'skills':
      return { group: 'skills', selection, skillGroup: first, skill: second };
    case 'salary':
      return isSalaryStep(first)
        ? { group: 'salary', selection, minAnnualSalary: Number(first) }
        : null;
    case 'employment':
      return isEmploymentValue(first)
        ? { group: 'employment', selection, employmentType: first }
        : null;
    case 'work_style':
      return isWorkStyleValue(first) ? { group: 'work_style', selection, workStyle: first } : null;
    default:
      return null;
  }
}

/** The selections of a `filters` parameter, whether repeated or comma-joined (as older links have it). */
export function splitFilterValues(raw: string | readonly string[] | null | undefined): string[] {
  const values = raw == null ? [] : typeof raw === 'string' ? [raw] : raw;
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Reads selections in order: each is understood (and known, when the caller asks) or
 * rejected as unknown; a repeat of an accepted one is skipped; one beyond its group's limit is
 * rejected as such.
 */
export function checkSelections(
  selections: readonly string[],
  { isKnown }: CheckSelectionsOptions = {},
): CheckedSelections {
  const counts: Record<FilterGroupKey, number> = {
    location: 0,
    category: 0,
    skills: 0,
    salary: 0,
    employment: 0,
    work_style: 0,
  };
  const seen = new Set<string>();
  const accepted: FilterSelection[] = [];
  const rejected: RejectedSelection[] = [];
  for (const raw of selections) {
    const parsed = parseSelection(raw);
    if (!parsed || (isKnown && !isKnown(parsed))) {
      const selection = raw.trim();
      if (selection)
        rejected.push({ reason: 'unknown', selection, group: selectionGroup(selection) });
      continue;
    }
    if (seen.has(parsed.selection)) continue;
    if (counts[parsed.group] >= FILTER_LIMITS[parsed.group]) {
      rejected.push({ reason: 'limit', selection: parsed.selection, group: parsed.group });
      continue;
    }
    seen.add(parsed.selection);
    counts[parsed.group] += 1;
    accepted.push(parsed);
  }
  return { accepted, rejected };
}

/**
 * Cleans selections read from a URL: unknown shapes and prefectures are dropped, duplicates
 * removed, and each group cut to its limit, so a hand-edited link cannot exceed the rules.
 */
export function normalizeSelections(selections: readonly string[]): string[] {
  return checkSelections(selections).accepted.map(({ selection }) => selection);
}

export function countInGroup(selections: readonly string[], group: FilterGroupKey): number {
  return selections.filter((selection) => selectionGroup(selection) === group).length;
}

export function isGroupAtLimit(selections: readonly string[], group: FilterGroupKey): boolean {
  return countInGroup(selections, group) >= FILTER_LIMITS[group];
}

/**
 * Adds or removes one selection. Adding to a group at its limit changes nothing (the filter
 * panel disables those boxes anyway), except in a group of one, where the new choice replaces
 * the old (the salary floor).
 */
export function toggleSelection(selections: readonly string[], selection: string): string[] {
  if (selections.includes(selection)) return selections.filter((item) => item !== selection);
  const group = selectionGroup(selection);
  if (!group) return [...selections];
  if (FILTER_LIMITS[group] === 1)
    return [...selections.filter((item) => selectionGroup(item) !== group), selection];
  if (isGroupAtLimit(selections, group)) return [...selections];
  return [...selections, selection];
}

/** Accepted selections by group: what a search matches (OR inside a group, AND across groups). */
export interface SelectionsByGroup {
  remote: boolean;
  prefectures: Prefecture[];
  categoryIds: string[];
  /** Skill keys; keys are unique across skill groups. */
  skills: string[];
  /** The 年収 a posting's range must reach (yen), or null. */
  minAnnualSalary: number | null;
  employmentTypes: EmploymentType[];
  workStyles: WorkStyleFilter[];
}

export function groupSelections(selections: readonly FilterSelection[]): SelectionsByGroup {
  const grouped: SelectionsByGroup = {
    remote: false,
    prefectures: [],
    categoryIds: [],
    skills: [],
    minAnnualSalary: null,
    employmentTypes: [],
    workStyles: [],
  };
  for (const selection of selections) {
    switch (selection.group) {
      case 'location':
        if (selection.prefecture) grouped.prefectures.push(selection.prefecture);
        else grouped.remote = true;
        break;
      case 'category':
        grouped.categoryIds.push(selection.categoryId);
        break;
      case 'skills':
        grouped.skills.push(selection.skill);
        break;
      case 'salary':
        grouped.minAnnualSalary = selection.minAnnualSalary;
        break;
      case 'employment':
        grouped.employmentTypes.push(selection.employmentType);
        break;
      case 'work_style':
        grouped.workStyles.push(selection.workStyle);
        break;
    }
  }
  return grouped;
}
