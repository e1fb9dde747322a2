import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOrganization } from '../contracts';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';

/**
 * The one query key of a company user's organizations. It sits under mf-company's `['company']`
 * so that the desk's "refetch everything" reaches it too; the inbox shares the cached answer.
 */
export const userOrganizationsQueryKey = (userId: string) =>
  ['company', 'users', userId, 'organizations'] as const;

/** `GET /api/organization/users/{userId}/organizations`: where the user works, and as what. */
export async function getUserOrganizations(
  userId: string,
  signal?: AbortSignal,
): Promise<UserOrganization[]> {
  const answer = await session.api.request<{ value: UserOrganization[] }>(
    'organization',
    `/users/${encodeURIComponent(userId)}/organizations`,
    { signal },
  );
  return answer.value;
}

export const userOrganizationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userOrganizationsQueryKey(userId),
    queryFn: ({ signal }) => getUserOrganizations(userId, signal),
  });

export function useUserOrganizations(userId: string) {
  return useQuery(userOrganizationsQueryOptions(userId));
}
