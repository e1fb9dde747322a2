/**
 * The query keys of a seeker's 気になる (docs/positions.md#気になる). The ids feed every card's
 * toggle with one call; the list is /positions/saved's. A toggle updates the ids at once and
 * invalidates the list.
 */
export const interestQueryKeys = {
  all: (userId: string) => ['catalog', 'users', userId, 'interests'] as const,
  ids: (userId: string) => ['catalog', 'users', userId, 'interests', 'ids'] as const,
  list: (userId: string) => ['catalog', 'users', userId, 'interests', 'list'] as const,
};

/** The path of a seeker's interests under the catalogue service. */
export const interestsPath = (userId: string) => `/users/${encodeURIComponent(userId)}/interests`;
