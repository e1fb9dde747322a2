import type { Queryable } from './database';

const DAY_MS = 24 * 60 * 60_000;
/** Ended logins stay this long, so a reused refresh token is still recognised as reuse. */
const KEEP_ENDED_SESSIONS_DAYS = 30;

/**
 * Deletes what can never be used again: expired or used one-off tokens (Google sign-in's attempts
 * and link tokens counted among them), expired refresh
 * tokens, and logins that ended (or went idle past the refresh-token lifetime) long ago.
 */
export async function purgeExpiredTokens(
  db: Queryable,
  now: Date,
): Promise<{ oneOff: number; refresh: number; sessions: number }> {
  const cutoff = new Date(now.getTime() - KEEP_ENDED_SESSIONS_DAYS * DAY_MS);
  const oneOff = await db.query(
    'DELETE FROM one_off_tokens WHERE expires_at <= $1 OR used_at <= $1 RETURNING 1',
    [now],
  );
  // Google sign-in's started attempts and link tokens are one-off too (docs/accounts.md#google-sign-in)
  const oidcAttempts = await db.query(
    'DELETE FROM oidc_login_attempts WHERE expires_at <= $1 OR used_at <= $1 RETURNING 1',
    [now],
  );
  const oidcLinks = await db.query(
    'DELETE FROM oidc_link_tokens WHERE expires_at <= $1 OR used_at <= $1 RETURNING 1',
    [now],
  );
  // logins that waited for their second step, and mailed codes (docs/accounts.md#two-step-verification)
  const challenges = await db.query(
    'DELETE FROM two_factor_challenges WHERE expires_at <= $1 OR used_at <= $1 RETURNING 1',
    [now],
  );
  const mailedCodes = await db.query(
    'DELETE FROM two_factor_email_codes WHERE expires_at <= $1 OR used_at <= $1 RETURNING 1',
    [now],
  );
  const sessions = await db.query(
    'DELETE FROM auth_sessions WHERE revoked_at <= $1 OR (revoked_at IS NULL AND last_used_at <= $2) RETURNING 1',
    [cutoff, new Date(cutoff.getTime() - KEEP_ENDED_SESSIONS_DAYS * DAY_MS)],
  );
  // rows of still-kept sessions that expired: their session remembers the family
  const refresh = await db.query('DELETE FROM refresh_tokens WHERE expires_at <= $1 RETURNING 1', [
    cutoff,
  ]);
  return {
    oneOff:
      oneOff.rowCount +
      oidcAttempts.rowCount +
      oidcLinks.rowCount +
      challenges.rowCount +
      mailedCodes.rowCount,
    refresh: refresh.rowCount,
    sessions: sessions.rowCount,
  };
}
