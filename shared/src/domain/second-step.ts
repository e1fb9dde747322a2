import type { LoginResponse, TwoFactorChallengeResponse } from '../contracts';
import { pathTo } from '../config/paths';

// The login's second step across pages and apps (docs/accounts.md#two-step-verification): a sign-in
// that answered a challenge instead of tokens hands it to the login page, which asks for the code.
// The challenge travels in the URL's fragment, which no request sends to a server.

/** The challenge a sign-in answered instead of tokens, or null when it signed in. */
export function challengeOf(answer: LoginResponse): TwoFactorChallengeResponse | null {
  if (!('twoFactorRequired' in answer) || !answer.twoFactorRequired || !answer.challengeToken)
    return null;
  return {
    twoFactorRequired: true,
    challengeToken: answer.challengeToken,
    method: answer.method === 'email' ? 'email' : 'totp',
  };
}

/** The login page asking for the code of `challenge`, going on to `intendedUrl` once it is given. */
export function secondStepPath(challenge: TwoFactorChallengeResponse, intendedUrl: string): string {
  const fragment = new URLSearchParams({
    challenge: challenge.challengeToken,
    method: challenge.method,
  });
  return `${pathTo('auth.login', null, { intendedUrl })}#${fragment}`;
}

/** The challenge a `secondStepPath` carries in its fragment (`location.hash`), or null. */
export function challengeInFragment(hash: string): TwoFactorChallengeResponse | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return challengeOf({
    twoFactorRequired: true,
    challengeToken: fragment.get('challenge') ?? '',
    method: fragment.get('method') === 'email' ? 'email' : 'totp',
  });
}
