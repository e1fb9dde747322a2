import { USER_TYPE_IDS, type User } from '../contracts';

/**
 * Who a signed-in user is, read from their type id. The id is three binary digits: the first is
 * the administrator mask (100), the second marks company users (010, 011); anything else is a job
 * seeker (000, 001). The shell's guards and menus and the api's permission checks all ask here,
 * so the two sides cannot disagree about who is an administrator. See docs/accounts.md.
 */
export type UserAudience = 'jobSeeker' | 'companyMember' | 'admin';

const TYPE_ID_PATTERN = /^[01]{3}$/;

export function isUserTypeId(value: unknown): value is string {
  return typeof value === 'string' && TYPE_ID_PATTERN.test(value);
}

export function isAdminType(typeId: string): boolean {
  return isUserTypeId(typeId) && typeId[0] === '1';
}

export function isCompanyType(typeId: string): boolean {
  return isUserTypeId(typeId) && typeId[0] === '0' && typeId[1] === '1';
}

export function isJobSeekerType(typeId: string): boolean {
  return isUserTypeId(typeId) && typeId[0] === '0' && typeId[1] === '0';
}

/** The audience of a type id; null for a malformed one, which no route should trust. */
export function audienceOfType(typeId: string): UserAudience | null {
  if (isAdminType(typeId)) return 'admin';
  if (isCompanyType(typeId)) return 'companyMember';
  if (isJobSeekerType(typeId)) return 'jobSeeker';
  return null;
}

/** The audience of a user record, or null for a guest (no user). */
export function audienceOf(user: Pick<User, 'typeId'> | null | undefined): UserAudience | null {
  return user ? audienceOfType(user.typeId) : null;
}

/** The type id a public sign-up creates: only job seekers sign themselves up. */
export const PUBLIC_SIGN_UP_TYPE_ID = USER_TYPE_IDS.jobSeeker;

/**
 * Whether a user finished the sign-up wizard (docs/wizard.md#completion). Applying needs it: the
 * company would otherwise receive the sign-up placeholder name and no contact details. The api's
 * apply check and the apps ask here.
 */
export function isSignUpComplete(
  user: { customFields?: object | null } | null | undefined,
): boolean {
  const fields = user?.customFields as { is_signup_wizard_complete?: unknown } | null | undefined;
  return fields?.is_signup_wizard_complete === true;
}
