import type { AccessSubject } from './decide-access';

interface ObservableSession {
  getSnapshot(): AccessSubject;
  subscribe(listener: () => void): () => void;
}

function accessKeyOf(subject: AccessSubject): string {
  const { isLoggedIn, user } = subject;
  return [isLoggedIn, user?.emailVerified, user?.customFields?.is_signup_wizard_complete, user?.typeId].join('|');
}

/**
 * Guards run in loaders, i.e. on navigation. When what they look at changes without one (the
 * refresh failed, logout in another tab, the wizard finished), re-run the loaders so the current
 * page is checked again. Returns the unsubscribe function.
 */
export function revalidateOnAccessChange(router: { revalidate(): Promise<void> }, session: ObservableSession): () => void {
  let last = accessKeyOf(session.getSnapshot());
  return session.subscribe(() => {
    const next = accessKeyOf(session.getSnapshot());
    if (next === last) return;
    last = next;
    void router.revalidate();
  });
}
