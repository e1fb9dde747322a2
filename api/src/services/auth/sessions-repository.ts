import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken, newId } from '../../lib/secure-tokens';
import { publishAccessChanged } from '../../events/account-events';

export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface AuthSession {
  id: string;
  userId: string;
  fingerprint: string;
  revokedAt: Date | null;
  /** docs/accounts.md#required-enrolment */
  mustEnrolTwoFactor: boolean;
}

interface SessionRow {
  id: string;
  user_id: string;
  fingerprint: string;
  revoked_at: Date | null;
  must_enrol_two_factor: boolean;
}

const fromRow = (row: SessionRow): AuthSession => ({
  id: row.id,
  userId: row.user_id,
  fingerprint: row.fingerprint,
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  mustEnrolTwoFactor: row.must_enrol_two_factor,
});

const refreshExpiry = (now: Date) =>
  new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60_000);

async function insertRefreshToken(db: Queryable, sessionId: string, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await db.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), sessionId, now, refreshExpiry(now)],
  );
  return token;
}

/**
 * A new login: a session (the refresh-token family) and its first refresh token. A login that
 * `mustEnrolTwoFactor` may only enrol until it has (docs/accounts.md#required-enrolment).
 */
export async function createSession(
  db: Queryable,
  userId: string,
  fingerprint: string,
  now: Date,
  mustEnrolTwoFactor = false,
) {
  const sessionId = newId();
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, fingerprint, created_at, last_used_at, must_enrol_two_factor)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [sessionId, userId, fingerprint, now, mustEnrolTwoFactor],
  );
  const refreshToken = await insertRefreshToken(db, sessionId, now);
  return { sessionId, refreshToken };
}

export async function findActiveSession(
  db: Queryable,
  sessionId: string,
): Promise<AuthSession | undefined> {
  const { rows } = await db.query<SessionRow>(
    'SELECT * FROM auth_sessions WHERE id = $1 AND revoked_at IS NULL',
    [sessionId],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export type RotationResult =
  | { outcome: 'rotated'; session: AuthSession; refreshToken: string }
  | { outcome: 'unknown' | 'expired' | 'revoked' }
  | { outcome: 'reused' | 'fingerprint_mismatch'; session: AuthSession };

/**
 * Exchanges a refresh token for a new one (run inside a transaction). A token that was
 * already exchanged means a copy exists elsewhere: the caller revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Queryable,
  refreshToken: string,
  fingerprint: string,
  now: Date,
): Promise<RotationResult> {
  const { rows } = await db.query<SessionRow & { used_at: Date | null; expires_at: Date }>(
    `SELECT s.*, t.used_at, t.expires_at
       FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1
      FOR UPDATE`,
    [hashToken(refreshToken)],
  );
  const row = rows[0];
  if (!row) return { outcome: 'unknown' };
  const session = fromRow(row);
  if (session.revokedAt) return { outcome: 'revoked' };
  if (row.used_at) return { outcome: 'reused', session };
  if (session.fingerprint !== fingerprint) return { outcome: 'fingerprint_mismatch', session };
  if (new Date(row.expires_at) <= now) return { outcome: 'expired' };

  await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
    hashToken(refreshToken),
    now,
  ]);
  await db.query('UPDATE auth_sessions SET last_used_at = $2 WHERE id = $1', [session.id, now]);
  return {
    outcome: 'rotated',
    session,
    refreshToken: await insertRefreshToken(db, session.id, now),
  };
}

// Ending a login also ends its chat sockets: the revocation publishes an account event
// (docs/chat.md#socket-in-the-api).
// Call these inside a transaction, so that the announcement commits with the revocation.

/** Ends one login (logout, a reused or stolen refresh token). */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
      WHERE id = $1 AND revoked_at IS NULL
      RETURNING user_id`,
    [sessionId, now, reason],
  );
  if (rows[0]) await publishAccessChanged(db, { userId: rows[0].user_id, sessionId });
}

/** Ends every login of the user, except `keepSessionId` (the one changing the password). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::text IS NULL OR id <> $4)`,
    [userId, now, reason, keepSessionId ?? null],
  );
  // even with no login left to end: a deactivation or a lock must reach every socket
  await publishAccessChanged(db, { userId, keepSessionId });
}

/** Enrolled, or no longer required: the user's logins may do everything again. */
export async function releaseEnrolmentHold(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET must_enrol_two_factor = false WHERE user_id = $1 AND must_enrol_two_factor',
    [userId],
  );
}

/** One login found to need the enrolment (at a refresh). */
export async function holdSessionForEnrolment(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET must_enrol_two_factor = true WHERE id = $1', [
    sessionId,
  ]);
}

/** A new requirement reaches logins already open: they may only enrol until they have. */
export async function holdForEnrolment(db: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.query(
    `UPDATE auth_sessions SET must_enrol_two_factor = true
      WHERE user_id = ANY($1::text[]) AND revoked_at IS NULL`,
    [userIds],
  );
}
