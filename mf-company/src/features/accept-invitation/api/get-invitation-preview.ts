import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** The mailed link's two parts: the invitation and its one-off token. */
export interface InvitationLink {
  invitationId: string;
  token: string;
}

/**
 * `GET /api/demand-user/invitations/{id}` with the mailed token as a one-off bearer: who invites,
 * as what, and whether the address already has a company account. A spent link answers
 * `400 invitation_invalid`.
 */
export function getInvitationPreview(
  { invitationId, token }: InvitationLink,
  signal?: AbortSignal,
): Promise<InvitationPreview> {
  return session.api.request<InvitationPreview>(
    'user',
    `/invitations/${encodeURIComponent(invitationId)}`,
    { auth: { token }, signal },
  );
}

export const invitationPreviewQueryOptions = (link: InvitationLink) =>
  queryOptions({
    queryKey: ['company', 'invitation-preview', link.invitationId, link.token],
    queryFn: ({ signal }) => getInvitationPreview(link, signal),
    // Read once: after the invitation is accepted the same token answers invitation_invalid, and
    // a refetch (the window regaining focus) must not turn the page into the "invalid" one.
    staleTime: Infinity,
  });

export function useInvitationPreview(link: InvitationLink) {
  return useQuery(invitationPreviewQueryOptions(link));
}
