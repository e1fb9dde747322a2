import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorPolicy } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

const pathOf = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/two-factor-policy`;

/** `GET …/two-factor-policy` (owners and admins): required or not, and who has not enrolled yet. */
export function useTwoFactorPolicy(organizationId: string) {
  return useQuery({
    queryKey: companyQueryKeys.twoFactorPolicy(organizationId),
    queryFn: ({ signal }) =>
      session.api.request<TwoFactorPolicy>('organization', pathOf(organizationId), { signal }),
  });
}

/** `PUT …/two-factor-policy`: members without it are held to the enrolment at once. */
export function useSetTwoFactorPolicy(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      session.api.request<TwoFactorPolicy>('organization', pathOf(organizationId), {
        method: 'PUT',
        body: { required },
      }),
    onSuccess: (policy) =>
      queryClient.setQueryData(companyQueryKeys.twoFactorPolicy(organizationId), policy),
  });
}
