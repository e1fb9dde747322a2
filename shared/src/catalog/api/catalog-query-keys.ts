/**
 * The query keys of the catalogue's reference data. Remotes share one query cache, so each key
 * has one fetcher and one parser: the modules of this folder, and nothing else, use them.
 */
export const catalogQueryKeys = {
  all: ['catalog'] as const,
  categories: ['catalog', 'categories'] as const,
  skillsAttribute: ['catalog', 'attributes', 'skills'] as const,
};
