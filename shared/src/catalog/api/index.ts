// The catalogue's reference data for remotes: one file per call (fetcher, query options, hook).
export { catalogQueryKeys } from './catalog-query-keys';
export { getCategories, categoriesQueryOptions, useCategories } from './get-categories';
export {
  getSkillsAttribute,
  skillsAttributeQueryOptions,
  useSkillsAttribute,
  useSkillIndex,
} from './get-skills-attribute';
export { useSelectionLabel, type SelectionLabelUse } from './use-selection-label';
// A seeker's saved searches (docs/settings.md#saved-searches): created on /positions, kept in settings.
export { savedSearchesQueryKey } from './saved-search-query-keys';
export {
  SAVED_SEARCHES_MAX,
  getSavedSearches,
  savedSearchesQueryOptions,
  useSavedSearches,
} from './get-saved-searches';
export {
  SAVED_SEARCH_NAME_MAX,
  createSavedSearch,
  useCreateSavedSearch,
} from './create-saved-search';
export { updateSavedSearch, useUpdateSavedSearch } from './update-saved-search';
export { deleteSavedSearch, useDeleteSavedSearch } from './delete-saved-search';
