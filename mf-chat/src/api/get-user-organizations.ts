import { useQuery } from '@tanstack/react-query';
import type { UserOrganization } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/**
 * `GET /api/organization/users/{userId}/organizations`: the organizations a company user works
 * for. Cached under the key the company desk uses for the same answer (one shared query cache).
 */
export function useUserOrganizations(userId: string) {
  return useQuery({
    queryKey: ['company', 'users', userId, 'organizations'],
    queryFn: async ({ signal }) =>
      (
        await session.api.request<{ value: UserOrganization[] }>(
          'organization',
          `/users/${encodeURIComponent(userId)}/organizations`,
          { signal },
        )
      ).value,
  });
}
