import type { TwoFactorChallengeResponse, TwoFactorMethod } from '@jobmatch/shared/contracts';

/**
 * A login that left the page (Google's return, docs/accounts.md#google-sign-in) comes back with
 * its challenge in the URL's fragment, `#challenge=…&method=…`: never sent to a server, and
 * removed from the address bar as soon as it is read.
 */
export function takeChallengeFromUrl(): TwoFactorChallengeResponse | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const challengeToken = fragment.get('challenge');
  if (!challengeToken) return null;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  const method: TwoFactorMethod = fragment.get('method') === 'email' ? 'email' : 'totp';
  return { twoFactorRequired: true, challengeToken, method };
}
