import { isSignUpComplete } from '@jobmatch/shared';
import type { AccessSubject } from './decide-access';

interface ObservableSession {
  getSnapshot(): AccessSubject;
  subscribe(listener: () => void): () => void;
}

interface AccessFacts {
  isLoggedIn: boolean;
  verified: boolean;
  onboarded: boolean;
  typeId: string | undefined;
}

function accessFactsOf({ isLoggedIn, user }: AccessSubject): AccessFacts {
  return {
    isLoggedIn,
    verified: isLoggedIn && user?.emailVerified === true,
    onboarded: isLoggedIn && isSignUpComplete(user),
    typeId: isLoggedIn ? user?.typeId : undefined,
  };
}

/**
 * Only a loss of access makes the current page wrong behind the user's back. A gain (logging
 * in on the sign-up page, verifying, finishing the wizard) is followed by the page's own
 * navigation; re-checking then would bounce a guest-only page away mid-flow.
 */
export function lostAccess(before: AccessFacts, after: AccessFacts): boolean {
  return (
    (before.isLoggedIn && !after.isLoggedIn) ||
    (before.verified && !after.verified) ||
    (before.onboarded && !after.onboarded) ||
    // the user record arrives after the tokens: undefined → '000' is that arrival, not a change
    (before.typeId !== undefined && after.typeId !== undefined && before.typeId !== after.typeId)
  );
}

/**
 * Guards run in loaders, i.e. on navigation. When access is lost without one (the refresh
 * failed, logout in another tab), re-run the loaders so the current page is checked again.
 * Returns the unsubscribe function.
 */
export function revalidateOnAccessChange(
  router: { revalidate(): Promise<void> },
  session: ObservableSession,
): () => void {
  let last = accessFactsOf(session.getSnapshot());
  return session.subscribe(() => {
    const next = accessFactsOf(session.getSnapshot());
    const lost = lostAccess(last, next);
    last = next;
    if (lost) void router.revalidate();
  });
}
