import type { PendingEmailChangeResponse, User } from '@jobmatch/shared/contracts';
import { applicantInfoOf } from '@jobmatch/shared/domain';
import { isoTime } from '../../lib/iso-time';
import type { OutstandingOneOffToken } from './one-off-tokens-repository';
import { isLocked, type UserRecord } from './users-repository';

/** The user JSON (docs/api.md "/api/demand-user"): never the password hash. */
export function toUserJson(user: UserRecord): User {
  return {
    id: user.id,
    typeId: user.typeId,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    postalCode: user.postalCode,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    addressLine3: user.addressLine3,
    iconImageUri: user.iconImageUri,
    preferences: user.preferences,
    reviewStats: user.reviewStats,
    failedAttempts: user.failedAttempts,
    isLocked: isLocked(user),
    customFields: user.customFields,
    createdAt: isoTime(user.createdAt),
    updatedAt: isoTime(user.updatedAt),
  };
}

/**
 * The applicant as the company sees them (an order's `customFields.demand_user_info`): the user
 * JSON minus what is the account's own business.
 */
export function toDemandUserInfo(user: UserRecord): Record<string, unknown> {
  return applicantInfoOf(toUserJson(user));
}

/**
 * `GET /users/{id}/email_change` (docs/api.md "/api/demand-user"): the change awaiting its link,
 * or null.
 */
export function toPendingEmailChangeJson(
  pending: OutstandingOneOffToken | undefined,
): PendingEmailChangeResponse {
  return {
    pendingEmailChange: pending
      ? {
          email: pending.email,
          requestedAt: isoTime(pending.createdAt),
          expiresAt: isoTime(pending.expiresAt),
        }
      : null,
  };
}
