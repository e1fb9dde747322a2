import { useMutation } from '@tanstack/react-query';
import type { GoogleLinkInput, LoginResponse } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { challengeOf } from '@jobmatch/shared/domain';

/**
 * `POST /api/demand-auth/auth/google/link`: the existing account's password links the Google
 * account and answers as a login does (docs/accounts.md#google-sign-in).
 */
export function linkGoogleAccount(input: GoogleLinkInput): Promise<LoginResponse> {
  return session.api.request<LoginResponse>('auth', '/auth/google/link', {
    method: 'POST',
    auth: 'none',
    body: input,
  });
}

/** Links, then signs in with the answer; resolves the answer (a second step may be asked for). */
export function useLinkGoogleAccount() {
  return useMutation({
    mutationFn: async (input: Omit<GoogleLinkInput, 'fingerprint'>): Promise<LoginResponse> => {
      const answer = await linkGoogleAccount({
        ...input,
        fingerprint: session.getSnapshot().fingerprint,
      });
      if (!challengeOf(answer)) await session.signInWith(answer);
      return answer;
    },
  });
}
