import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken } from '../../lib/secure-tokens';

export type OneOffPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'verify_change_email'
  | 'onetime_login';

/** How long a mailed link stays valid. */
export const ONE_OFF_TOKEN_TTL_MINUTES: Record<OneOffPurpose, number> = {
  verify_email: 24 * 60,
  reset_password: 60,
  verify_change_email: 24 * 60,
  onetime_login: 15,
};

/** Creates a token and returns its plain value (only its hash is stored). */
export async function issueOneOffToken(
  db: Queryable,
  input: { userId: string; purpose: OneOffPurpose; email: string; now: Date },
): Promise<string> {
  const token = createOpaqueToken();
  const expiresAt = new Date(
    input.now.getTime() + ONE_OFF_TOKEN_TTL_MINUTES[input.purpose] * 60_000,
  );
  await db.query(
    `INSERT INTO one_off_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), input.userId, input.purpose, input.email, input.now, expiresAt],
  );
  return token;
}

/** Whose token it is and the address it was sent to; undefined when no row matched. */
function ownerOf(row: { user_id: string; email: string } | undefined) {
  return row ? { userId: row.user_id, email: row.email } : undefined;
}

/**
 * Uses the token up: one UPDATE marks it used only if it is unused and unexpired, so two
 * concurrent requests cannot both succeed. Resolves to undefined for unknown, used or expired tokens.
 */
export async function consumeOneOffToken(
  db: Queryable,
  token: string,
  purpose: OneOffPurpose,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string }>(
    `UPDATE one_off_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id, email`,
    [hashToken(token), purpose, now],
  );
  return ownerOf(rows[0]);
}

/** The token's owner if it is unused and unexpired, without using it up (see consumeOneOffToken). */
export async function findOneOffToken(
  db: Queryable,
  token: string,
  purpose: OneOffPurpose,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string }>(
    `SELECT user_id, email FROM one_off_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), purpose, now],
  );
  return ownerOf(rows[0]);
}

/** Invalidates the user's outstanding tokens of one purpose (e.g. every reset link after a reset). */
export async function revokeOneOffTokens(
  db: Queryable,
  userId: string,
  purpose: OneOffPurpose,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE one_off_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose, now],
  );
}

/**
 * Issues a token that replaces the user's outstanding ones of its purpose, so only the newest
 * request stays pending (one pending email change at a time: docs/settings.md#change-email).
 * Call it inside a transaction: the lock on the user's row makes two concurrent requests take
 * turns, so the second one voids the first one's token instead of both staying valid.
 */
export async function issueSoleOneOffToken(
  tx: Queryable,
  input: { userId: string; purpose: OneOffPurpose; email: string; now: Date },
): Promise<string> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [input.userId]);
  await revokeOneOffTokens(tx, input.userId, input.purpose, input.now);
  return issueOneOffToken(tx, input);
}

/** A token still waiting to be used: where it was sent, when, and until when it works. */
export interface OutstandingOneOffToken {
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The user's newest unused, unexpired token of one purpose (for `verify_change_email`: the
 * pending email change, docs/settings.md#change-email), or undefined.
 */
export async function newestOutstandingOneOffToken(
  db: Queryable,
  userId: string,
  purpose: OneOffPurpose,
  now: Date,
): Promise<OutstandingOneOffToken | undefined> {
  const { rows } = await db.query<{
    email: string;
    created_at: Date | string;
    expires_at: Date | string;
  }>(
    `SELECT email, created_at, expires_at FROM one_off_tokens
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY created_at DESC
      LIMIT 1`,
    [userId, purpose, now],
  );
  const row = rows[0];
  return row
    ? { email: row.email, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) }
    : undefined;
}

/**
 * Invalidates every outstanding token of the user, whatever its purpose: after a recovery, a
 * deactivation or a lock no mailed link may still act on the account — a pending email change
 * requested with a stolen session above all (docs/accounts.md#one-off-links-and-spent-link-codes).
 */
export async function revokeAllOneOffTokens(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE one_off_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}

/** When the user's tokens of one purpose were issued after `since`, newest first (the mails sent). */
export async function oneOffTokensIssuedSince(
  db: Queryable,
  userId: string,
  purpose: OneOffPurpose,
  since: Date,
): Promise<Date[]> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `SELECT created_at FROM one_off_tokens
      WHERE user_id = $1 AND purpose = $2 AND created_at > $3
      ORDER BY created_at DESC`,
    [userId, purpose, since],
  );
  return rows.map((row) => new Date(row.created_at));
}
