import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOrganization } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

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
    queryKey: companyQueryKeys.userOrganizations(userId),
    queryFn: ({ signal }) => getUserOrganizations(userId, signal),
  });

export function useUserOrganizations(userId: string) {
  return useQuery(userOrganizationsQueryOptions(userId));
}
