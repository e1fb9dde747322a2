import { isAdminType, isCompanyType } from '@jobmatch/shared';
import type { AccessRule, RouteName, User } from '@jobmatch/shared/contracts';

/** What the guards need from the session (a subset of SessionSnapshot). */
export interface AccessSubject {
  isLoggedIn: boolean;
  user: Pick<User, 'typeId' | 'emailVerified' | 'customFields'> | null;
}

export const LOGIN_PATH = '/auth/login';
export const WIZARD_FIRST_PAGE_PATH = '/sign-up-wizard/base-info';
export const MYPAGE_PATH = '/mypage';

function loginRedirect(currentUrl: string, routeName?: RouteName): string {
  const query = new URLSearchParams({ intendedUrl: currentUrl });
  // docs/accounts.md#email-verification: opening the verify-email link logged out must not send another verification mail.
  if (routeName === 'auth.verify-email-success') query.set('sendVerificationEmail', 'false');
  return `${LOGIN_PATH}?${query.toString()}`;
}

function isVerified(subject: AccessSubject): boolean {
  return subject.isLoggedIn && subject.user?.emailVerified === true;
}

/**
 * Where a route's access rule sends the visitor, or null to let them in.
 * `currentUrl` is the path + query being opened; it becomes the login's `intendedUrl`.
 */
export function decideAccess(
  rule: AccessRule,
  subject: AccessSubject,
  currentUrl: string,
  routeName?: RouteName,
): string | null {
  switch (rule) {
    case 'public':
      return null;
    case 'guestOnly':
      return subject.isLoggedIn ? MYPAGE_PATH : null;
    case 'user':
      return subject.isLoggedIn ? null : loginRedirect(currentUrl, routeName);
    case 'verified':
      return isVerified(subject) ? null : loginRedirect(currentUrl, routeName);
    case 'onboarded':
      if (!isVerified(subject)) return loginRedirect(currentUrl, routeName);
      return subject.user?.customFields?.is_signup_wizard_complete === true
        ? null
        : WIZARD_FIRST_PAGE_PATH;
    case 'company':
      return hasType(subject, isCompanyType, currentUrl, routeName);
    case 'admin':
      return hasType(subject, isAdminType, currentUrl, routeName);
    default:
      // An unknown rule from a newer remote: deny rather than guess.
      return subject.isLoggedIn ? MYPAGE_PATH : loginRedirect(currentUrl, routeName);
  }
}

function hasType(
  subject: AccessSubject,
  isOfType: (typeId: string) => boolean,
  currentUrl: string,
  routeName?: RouteName,
): string | null {
  if (!subject.isLoggedIn || !subject.user) return loginRedirect(currentUrl, routeName);
  // A signed-in user of another type goes to their own start page instead of a page they cannot use.
  return isOfType(subject.user.typeId) ? null : MYPAGE_PATH;
}
