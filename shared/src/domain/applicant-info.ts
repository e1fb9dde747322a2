/** Fields of a user record that are the account's own business and never reach a company. */
export const PRIVATE_USER_FIELDS = [
  'emailVerified',
  'preferences',
  'reviewStats',
  'failedAttempts',
  'isLocked',
] as const;

export type PrivateUserField = (typeof PRIVATE_USER_FIELDS)[number];

/**
 * The applicant as a company sees them (an order's `customFields.demand_user_info`): the user
 * record without its private fields (docs/positions.md#apply-flow). The client sends it and the
 * api builds it again from the stored record, so both ask here.
 */
export function applicantInfoOf<TUser extends object>(user: TUser): Omit<TUser, PrivateUserField> {
  const info: Record<string, unknown> = { ...(user as Record<string, unknown>) };
  for (const field of PRIVATE_USER_FIELDS) delete info[field];
  return info as Omit<TUser, PrivateUserField>;
}
