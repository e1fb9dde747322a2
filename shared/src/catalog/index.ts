// `@jobmatch/shared/catalog`: the catalogue's reference data rules (categories and the `skills`
// attribute: schemas, parsers, skill-group rules, names) and the grammar of search filters.
// Free of React and the DOM, so the api checks what it serves and reads with the same rules.
// Values are exported by name: Node sees shared/ as CommonJS. Remotes read the data with the
// query hooks of `./api`, exported by `@jobmatch/shared`.
export {
  categorySchema,
  categoriesSchema,
  skillItemSchema,
  skillItemGroupSchema,
  skillsAttributeSchema,
  CatalogDataError,
  parseCategories,
  parseSkillsAttribute,
} from './catalog-schemas';
export type {
  Category,
  SkillItem,
  SkillItemGroup,
  SkillsAttribute,
  SkillsAttributeResult,
} from './catalog-schemas';
export { skillGroupsOf, skillIndex, skillKeysByGroup, flattenSkills } from './skill-groups';
export type { SkillGroupWithItems, SkillGroupsOptions } from './skill-groups';
export { categoryLabel, skillGroupLabel } from './catalog-labels';
export {
  FILTER_LIMITS,
  FILTERS_PARAM,
  REMOTE_WORK_SELECTION,
  SALARY_FILTER_STEPS,
  WORK_STYLE_FILTERS,
  locationSelection,
  categorySelection,
  skillSelection,
  salarySelection,
  employmentSelection,
  workStyleSelection,
  selectionGroup,
  selectionValue,
  parseSelection,
  splitFilterValues,
  checkSelections,
  normalizeSelections,
  countInGroup,
  isGroupAtLimit,
  toggleSelection,
  groupSelections,
  knownInCatalogue,
} from './filter-selections';
export { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from './search-limits';
export { savedSearchUrl } from './saved-search-url';
export { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, alertFrequencyLabel } from './alert-frequency';
export {
  POSITION_SORTS,
  SORT_PARAM,
  DEFAULT_POSITION_SORT,
  POSITION_SORT_ORDER_BY,
  isPositionSort,
  effectivePositionSort,
} from './position-sorts';
export type { PositionSort } from './position-sorts';
export type {
  FilterGroupKey,
  FilterSelection,
  RejectedSelection,
  CheckedSelections,
  CheckSelectionsOptions,
  SelectionCatalogue,
  SelectionsByGroup,
  WorkStyleFilter,
} from './filter-selections';
export {
  MATCH_WEIGHTS,
  SKILLS_FOR_FULL_MATCH,
  EXPERIENCE_FACTORS,
  NEAR_SALARY_SHARE,
  postingSalaryReach,
  matchProfileOf,
  matchPostingOf,
  matchScore,
  matchScoreOnly,
} from './match-score';
export type { MatchProfile, MatchPosting, MatchResult } from './match-score';
