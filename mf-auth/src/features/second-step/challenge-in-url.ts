import type { TwoFactorChallengeResponse, TwoFactorMethod } from '@jobmatch/shared/contracts';

/**
 * A login that left the page (Google's return, an accepted invitation; docs/accounts.md#google-sign-in)
 * comes back with its challenge in the URL's fragment, `#challenge=…&method=…`: never sent to a
 * server. Reading has no side effect (a render may run twice); `forgetChallengeInUrl` removes
 * it from the address bar once the page has it.
 */
export function challengeInUrl(): TwoFactorChallengeResponse | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const challengeToken = fragment.get('challenge');
  if (!challengeToken) return null;
  const method: TwoFactorMethod = fragment.get('method') === 'email' ? 'email' : 'totp';
  return { twoFactorRequired: true, challengeToken, method };
}

export function forgetChallengeInUrl(): void {
  if (!new URLSearchParams(window.location.hash.replace(/^#/, '')).has('challenge')) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
