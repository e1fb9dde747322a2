import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationRequest, LoginResponse } from '@jobmatch/shared/contracts';
import { pathTo } from '@jobmatch/shared';
import { challengeOf, secondStepPath } from '@jobmatch/shared/domain';
import { session } from 'shell/session';
import type { InvitationLink } from './get-invitation-preview';

export interface AcceptInvitationVariables extends InvitationLink {
  /**
   * A new account's name and password. An address that already has a company account gives only
   * that account's password, and keeps its own name (docs/company.md, invitations).
   */
  body: AcceptInvitationRequest;
}

/**
 * `PATCH /api/demand-user/invitations/{id}` with the one-off token as bearer: the answer is a login
 * answer (the access token here, the refresh token as a cookie), as `POST /login` gives.
 */
export function acceptInvitation({
  invitationId,
  token,
  body,
}: AcceptInvitationVariables): Promise<LoginResponse> {
  return session.api.request<LoginResponse>(
    'user',
    `/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'PATCH', auth: { token }, body },
  );
}

/**
 * Accepts, then signs the company user in with the answer, as a login does; resolves their id.
 * An existing account with two-step verification gives its code on the login page next: the
 * answer is then where to go (docs/accounts.md#two-step-verification).
 */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (
      variables: AcceptInvitationVariables,
    ): Promise<{ userId: string } | { secondStepUrl: string }> => {
      const answer = await acceptInvitation(variables);
      const challenge = challengeOf(answer);
      if (challenge) return { secondStepUrl: secondStepPath(challenge, pathTo('company.mypage')) };
      await session.signInWith(answer);
      return { userId: 'userId' in answer ? answer.userId : '' };
    },
  });
}
