import type { AccessSubject } from '../decide-access';
import { revalidateOnAccessChange } from '../revalidate-on-access-change';

function fakeSession(initial: AccessSubject) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: AccessSubject) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const guest: AccessSubject = { isLoggedIn: false, user: null };
const tokensOnly: AccessSubject = { isLoggedIn: true, user: null };
const unverified: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: false, customFields: {} },
};
const verified: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: true, customFields: {} },
};
const onboarded: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: true, customFields: { is_signup_wizard_complete: true } },
};

function setUp(initial: AccessSubject) {
  const router = { revalidate: jest.fn(async () => undefined) };
  const session = fakeSession(initial);
  revalidateOnAccessChange(router, session);
  return { router, session };
}

describe('revalidateOnAccessChange', () => {
  test.each([
    ['logging out', onboarded, guest],
    ['a failed refresh of an unverified user', unverified, guest],
    ['losing the verified email', verified, unverified],
    ['losing the finished wizard', onboarded, verified],
    ['another user type', onboarded, { ...onboarded, user: { ...onboarded.user!, typeId: '100' } }],
  ])('re-checks the page after %s', (_, before, after) => {
    const { router, session } = setUp(before);
    session.set(after);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
  });

  // Signing up logs the guest in on the guest-only sign-up page, which then shows its
  // verification notice: re-checking would send the new user away from it.
  test.each([
    ['signing up or logging in', guest, unverified],
    ['the user record arriving after the tokens', tokensOnly, unverified],
    ['verifying the email', unverified, verified],
    ['finishing the wizard', verified, onboarded],
    ['an unrelated change', onboarded, { ...onboarded }],
  ])('leaves the page alone after %s', (_, before, after) => {
    const { router, session } = setUp(before);
    session.set(after);
    expect(router.revalidate).not.toHaveBeenCalled();
  });
});
