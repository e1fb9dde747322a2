/**
 * The query key of a seeker's saved searches: mf-positions creates them, mf-settings lists and
 * edits them, in the one query cache of the page (docs/settings.md#saved-searches).
 */
export const savedSearchesQueryKey = (userId: string) =>
  ['catalog', 'users', userId, 'saved-searches'] as const;

/** The path of a seeker's saved searches under the catalogue service. */
export const savedSearchesPath = (userId: string) =>
  `/users/${encodeURIComponent(userId)}/saved-searches`;
