import type { TwoFactorChallengeResponse } from '@jobmatch/shared/contracts';
import { challengeInFragment } from '@jobmatch/shared/domain';

/**
 * The challenge a login that left the page brought back (Google's return, an accepted invitation:
 * `secondStepPath`). Reading has no side effect (a render may run twice); `forgetChallengeInUrl`
 * removes it from the address bar once the page has it.
 */
export const challengeInUrl = (): TwoFactorChallengeResponse | null =>
  challengeInFragment(window.location.hash);

export function forgetChallengeInUrl(): void {
  if (!challengeInUrl()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
