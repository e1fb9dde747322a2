import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, TwoFactorChallengeResponse } from '@jobmatch/shared/contracts';
import { challengeOf } from '@jobmatch/shared/domain';
import type { OnetimeLoginRequest } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';

/** `POST /api/demand-auth/auth/onetime-login` `{ email }`: a sign-in link, if the address has an account. */
export function useRequestOnetimeLink() {
  return useMutation({
    mutationFn: (input: OnetimeLoginRequest) =>
      session.api.request<void>('auth', '/auth/onetime-login', {
        method: 'POST',
        auth: 'none',
        body: input,
      }),
  });
}

/**
 * `POST /api/demand-auth/auth/onetime-login` `{ token }`: the link signs in, or, for an enrolled
 * user, answers the second step's challenge (docs/accounts.md#one-time-login).
 */
async function signInWithLink(token: string): Promise<TwoFactorChallengeResponse | null> {
  const answer = await session.api.request<LoginResponse>('auth', '/auth/onetime-login', {
    method: 'POST',
    auth: 'none',
    body: { token },
  });
  const challenge = challengeOf(answer);
  if (!challenge) await session.signInWith(answer);
  return challenge;
}

export function useSignInWithLink() {
  return useMutation({ mutationFn: signInWithLink });
}
