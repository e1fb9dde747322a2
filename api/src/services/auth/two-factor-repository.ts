import type { TwoFactorMethod } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

// The tables of two-step verification (api/migrations/0150_two_factor.sql). Every "use" is one
// conditional UPDATE, so two requests racing with the same code cannot both succeed.

export interface TwoFactorRecord {
  method: TwoFactorMethod;
  totpSecret: string | null;
  /** Null while the enrolment waits for its first code. */
  confirmedAt: Date | null;
}

interface TwoFactorRow {
  method: TwoFactorMethod;
  totp_secret: string | null;
  confirmed_at: Date | string | null;
}

export async function findTwoFactor(
  db: Queryable,
  userId: string,
): Promise<TwoFactorRecord | undefined> {
  const { rows } = await db.query<TwoFactorRow>(
    'SELECT method, totp_secret, confirmed_at FROM user_two_factor WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row
    ? {
        method: row.method,
        totpSecret: row.totp_secret,
        confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
      }
    : undefined;
}

/** Whether the user signs in with a second step (a confirmed enrolment). */
export async function hasTwoFactor(db: Queryable, userId: string): Promise<boolean> {
  const record = await findTwoFactor(db, userId);
  return !!record?.confirmedAt;
}

/**
 * A pending enrolment replacing any earlier pending one, with its recovery codes' hashes.
 * The caller has checked that no confirmed enrolment exists (inside the same transaction).
 */
export async function storePendingEnrolment(
  tx: Queryable,
  input: {
    userId: string;
    method: TwoFactorMethod;
    totpSecret: string | null;
    recoveryCodeHashes: readonly string[];
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO user_two_factor (user_id, method, totp_secret, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET method = $2, totp_secret = $3, created_at = $4,
       last_totp_step = NULL, confirmed_at = NULL`,
    [input.userId, input.method, input.totpSecret, input.now],
  );
  await replaceRecoveryCodes(tx, input.userId, input.recoveryCodeHashes);
}

/** New recovery codes (an enrolment's, or a new set): the earlier ones, used or not, stop working. */
export async function replaceRecoveryCodes(
  tx: Queryable,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO two_factor_recovery_codes (user_id, code_hash)
     SELECT $1, hash FROM unnest($2::text[]) AS hash`,
    [userId, hashes],
  );
}

/** Confirms the pending enrolment; false when there was none (already confirmed or never started). */
export async function confirmEnrolment(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE user_two_factor SET confirmed_at = $2 WHERE user_id = $1 AND confirmed_at IS NULL',
    [userId, now],
  );
  return rowCount > 0;
}

/** Turns two-step verification off: the enrolment, its recovery codes and mailed codes go. */
export async function removeTwoFactor(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM user_two_factor WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_email_codes WHERE user_id = $1', [userId]);
}

/** Takes the TOTP step if it is newer than the last one used; false: the code was used already. */
export async function spendTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE user_two_factor SET last_totp_step = $2
      WHERE user_id = $1 AND (last_totp_step IS NULL OR last_totp_step < $2)`,
    [userId, step],
  );
  return rowCount > 0;
}

export async function spendRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, codeHash, now],
  );
  return rowCount > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** A new mailed code voids the user's earlier ones: only the newest mail's code works. */
export async function storeEmailCode(
  db: Queryable,
  input: { userId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'UPDATE two_factor_email_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
    [input.userId, input.now],
  );
  await db.query(
    `INSERT INTO two_factor_email_codes (user_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [input.userId, input.codeHash, input.now, input.expiresAt],
  );
}

export async function spendEmailCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE two_factor_email_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > $3`,
    [userId, codeHash, now],
  );
  return rowCount > 0;
}

/** When the user's newest code was mailed, to space resends. */
export async function lastEmailCodeAt(db: Queryable, userId: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `SELECT created_at FROM two_factor_email_codes WHERE user_id = $1
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? new Date(rows[0].created_at) : undefined;
}
