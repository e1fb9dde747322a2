import type { Queryable } from '../../db/database';
import { addMinutes } from '../../lib/clock';
import { isLocked, recordFailedLogin } from './users-repository';

/** Consecutive failed password checks that lock an account, and for how long (auto-lock). */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

/** Counts a wrong password for the user; true when this failure locked the account. */
export async function recordWrongPassword(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<boolean> {
  const updated = await recordFailedLogin(
    db,
    userId,
    now,
    MAX_FAILED_LOGINS,
    addMinutes(now, LOCKOUT_MINUTES),
  );
  return isLocked(updated, now);
}
