import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken } from '../../lib/secure-tokens';

/** A login waits this long for its second step (docs/accounts.md#two-step-verification). */
export const CHALLENGE_TTL_MINUTES = 5;

export interface Challenge {
  userId: string;
  fingerprint: string;
}

/** A login that passed its first step, bound to the client's fingerprint; the token is returned once. */
export async function createChallenge(
  db: Queryable,
  input: { userId: string; fingerprint: string; now: Date },
): Promise<string> {
  const token = createOpaqueToken();
  await db.query(
    `INSERT INTO two_factor_challenges (token_hash, user_id, fingerprint, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashToken(token),
      input.userId,
      input.fingerprint,
      input.now,
      new Date(input.now.getTime() + CHALLENGE_TTL_MINUTES * 60_000),
    ],
  );
  return token;
}

/** The open challenge of that token: unused and unexpired, or undefined. */
export async function findChallenge(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Challenge | undefined> {
  const { rows } = await db.query<{ user_id: string; fingerprint: string }>(
    `SELECT user_id, fingerprint FROM two_factor_challenges
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, fingerprint: row.fingerprint } : undefined;
}

/** Closes the challenge; false when another request closed it first (one login per challenge). */
export async function closeChallenge(db: Queryable, token: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE two_factor_challenges SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(token), now],
  );
  return rowCount > 0;
}

/** Turning the second step off or on again voids the logins waiting for it. */
export async function closeUserChallenges(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE two_factor_challenges SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
    [userId, now],
  );
}
