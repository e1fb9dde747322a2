import type { Queryable } from '../../db/database';
import { closeUserChallenges, revokeUserSessions } from '../auth/auth-module';
import { revokeAllOneOffTokens } from './one-off-tokens-repository';

/**
 * What a password reset, a password change, a deactivation and a lock share: every login of the
 * account ends (but `keepSessionId`, the device that changed its own password) and every mailed
 * link dies with it, so that an email change requested with a stolen session cannot outlive the
 * owner's recovery (docs/accounts.md#one-off-links-and-spent-link-codes). Call it inside the
 * change's transaction. Ending the logins also disconnects their chat sockets
 * (docs/chat.md#socket-in-the-api).
 */
export async function endAccountAccess(
  db: Queryable,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await revokeUserSessions(db, userId, reason, now, keepSessionId);
  await revokeAllOneOffTokens(db, userId, now);
  // a login waiting for its second step is a login too (docs/accounts.md#two-step-verification)
  await closeUserChallenges(db, userId, now);
}
