import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@jobmatch/shared/contracts';
import type { InvitationInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

export interface CreateInvitationInput extends InvitationInput {
  organizationId: string;
}

/**
 * `POST /api/demand-user/invitations`: mails the link. An open invitation to the same address is
 * replaced; a current member answers `409 already_exists`.
 */
export function createInvitation(input: CreateInvitationInput): Promise<Invitation> {
  return session.api.request<Invitation>('user', '/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => createInvitation({ ...input, organizationId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyQueryKeys.invitations(organizationId) }),
  });
}
