// The catalogue's reference data for remotes: one file per call (fetcher, query options, hook).
export { catalogQueryKeys } from './catalog-query-keys';
export { getCategories, categoriesQueryOptions, useCategories } from './get-categories';
export {
  getSkillsAttribute,
  skillsAttributeQueryOptions,
  useSkillsAttribute,
  useSkillIndex,
} from './get-skills-attribute';
