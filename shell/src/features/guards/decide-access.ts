import { audienceOf, isAdminType, isCompanyType, isSignUpComplete, pathTo } from '@jobmatch/shared';
import type { AccessRule, RouteName, User } from '@jobmatch/shared/contracts';

/** What the guards need from the session (a subset of SessionSnapshot). */
export interface AccessSubject {
  isLoggedIn: boolean;
  user: Pick<
    User,
    'typeId' | 'emailVerified' | 'customFields' | 'twoFactorEnrolmentRequired'
  > | null;
}

export const LOGIN_PATH = pathTo('auth.login');
export const WIZARD_FIRST_PAGE_PATH = pathTo('user.sign-up-wizard', { page: 'base-info' });
export const MYPAGE_PATH = pathTo('landing.mypage');
export const COMPANY_MYPAGE_PATH = pathTo('company.mypage');
export const ADMIN_START_PATH = pathTo('admin.organization-applications');
export const TWO_FACTOR_PATH = pathTo('settings.two-factor');

/** The pages a login held to the enrolment may open (docs/accounts.md#required-enrolment). */
const DURING_ENROLMENT: readonly RouteName[] = ['settings.two-factor', 'auth.logout'];

/**
 * Each audience's start page (docs/company.md#routes): where a signed-in user goes from a page that
 * is not for them. A user record that has not arrived yet counts as a job seeker's.
 */
export function startPageOf(user: AccessSubject['user']): string {
  switch (audienceOf(user)) {
    case 'companyMember':
      return COMPANY_MYPAGE_PATH;
    case 'admin':
      return ADMIN_START_PATH;
    default:
      return MYPAGE_PATH;
  }
}

/**
 * Email verification and the sign-up wizard are the job seekers' (company users arrive verified by
 * their invitation): their rules send anyone else to their own start page. That covers the
 * job-seeker-only pages too (wizard, mypage, applications), and login, which goes on to the wizard.
 */
function jobSeekerOnly(subject: AccessSubject): string | null {
  const audience = audienceOf(subject.user);
  return subject.isLoggedIn && audience !== null && audience !== 'jobSeeker'
    ? startPageOf(subject.user)
    : null;
}

function loginRedirect(currentUrl: string, routeName?: RouteName): string {
  const query = new URLSearchParams({ intendedUrl: currentUrl });
  // docs/accounts.md#email-verification: opening the verify-email link logged out must not send another verification mail.
  if (routeName === 'auth.verify-email-success') query.set('sendVerificationEmail', 'false');
  return `${LOGIN_PATH}?${query.toString()}`;
}

/**
 * A signed-in user whose email is not verified is told so on a page of its own (with resend and
 * logout), not sent to login, where they would be stuck (docs/shell.md#guards).
 */
function verificationRedirect(
  subject: AccessSubject,
  currentUrl: string,
  routeName?: RouteName,
): string | null {
  if (!subject.isLoggedIn) return loginRedirect(currentUrl, routeName);
  if (subject.user?.emailVerified === true) return null;
  return pathTo('auth.verify-email', null, { intendedUrl: currentUrl });
}

/** The wizard brings the user back to where they were going once the profile is complete. */
function wizardRedirect(currentUrl: string): string {
  return currentUrl === MYPAGE_PATH
    ? WIZARD_FIRST_PAGE_PATH
    : pathTo('user.sign-up-wizard', { page: 'base-info' }, { intendedUrl: currentUrl });
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
  // every other page calls the api as this login, which refuses it until the user has enrolled
  if (
    subject.isLoggedIn &&
    subject.user?.twoFactorEnrolmentRequired &&
    !(routeName && DURING_ENROLMENT.includes(routeName))
  )
    return TWO_FACTOR_PATH;
  switch (rule) {
    case 'public':
      return null;
    case 'guestOnly':
      return subject.isLoggedIn ? startPageOf(subject.user) : null;
    case 'user':
      return subject.isLoggedIn ? null : loginRedirect(currentUrl, routeName);
    case 'verified':
      return jobSeekerOnly(subject) ?? verificationRedirect(subject, currentUrl, routeName);
    case 'onboarded':
      return (
        jobSeekerOnly(subject) ??
        verificationRedirect(subject, currentUrl, routeName) ??
        (isSignUpComplete(subject.user) ? null : wizardRedirect(currentUrl))
      );
    case 'company':
      return hasType(subject, isCompanyType, currentUrl, routeName);
    case 'admin':
      return hasType(subject, isAdminType, currentUrl, routeName);
    default:
      // An unknown rule from a newer remote: deny rather than guess.
      return subject.isLoggedIn ? startPageOf(subject.user) : loginRedirect(currentUrl, routeName);
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
  return isOfType(subject.user.typeId) ? null : startPageOf(subject.user);
}
