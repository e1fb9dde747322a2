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
  locationSelection,
  categorySelection,
  skillSelection,
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
export type {
  FilterGroupKey,
  FilterSelection,
  RejectedSelection,
  CheckedSelections,
  CheckSelectionsOptions,
  SelectionCatalogue,
  SelectionsByGroup,
} from './filter-selections';
