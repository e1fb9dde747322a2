import type { Queryable } from '../../db/database';

/** A user as stored; `toUserJson` turns it into the wire shape (never the password hash). */
export interface UserRecord {
  id: string;
  typeId: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  name: string;
  phoneNumber: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  iconImageUri: string | null;
  preferences: Record<string, unknown>;
  reviewStats: Record<string, unknown>;
  customFields: Record<string, unknown>;
  failedAttempts: number;
  lockedUntil: Date | null;
  adminLocked: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  type_id: string;
  email: string;
  email_verified: boolean;
  password_hash: string;
  name: string;
  phone_number: string | null;
  postal_code: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  icon_image_uri: string | null;
  preferences: Record<string, unknown>;
  review_stats: Record<string, unknown>;
  custom_fields: Record<string, unknown>;
  failed_attempts: number;
  locked_until: Date | null;
  admin_locked: boolean;
  deactivated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const UNIQUE_VIOLATION = '23505';

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function fromRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    typeId: row.type_id,
    email: row.email,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    name: row.name,
    phoneNumber: row.phone_number,
    postalCode: row.postal_code,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressLine3: row.address_line3,
    iconImageUri: row.icon_image_uri,
    preferences: row.preferences ?? {},
    reviewStats: row.review_stats ?? {},
    customFields: row.custom_fields ?? {},
    failedAttempts: row.failed_attempts,
    lockedUntil: toDate(row.locked_until),
    adminLocked: row.admin_locked,
    deactivatedAt: toDate(row.deactivated_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export const isAdminType = (typeId: string) => typeId.startsWith('1'); // admin mask 100 (spec section 3)

export const isLocked = (user: UserRecord, now: Date) =>
  user.adminLocked || (user.lockedUntil !== null && user.lockedUntil > now);

/** The user JSON of spec section 3. */
export function toUserJson(user: UserRecord, now: Date) {
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
    isLocked: isLocked(user, now),
    customFields: user.customFields,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export type UserJson = ReturnType<typeof toUserJson>;

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
    email.toLowerCase(),
  ]);
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export interface NewUser {
  id: string;
  typeId: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  name: string;
}

/** Inserts the user; resolves to undefined when the email is taken (unique index, no race). */
export async function insertUser(
  db: Queryable,
  user: NewUser,
  now: Date,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, type_id, email, email_verified, password_hash, name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (email) DO NOTHING
     RETURNING *`,
    [
      user.id,
      user.typeId,
      user.email.toLowerCase(),
      user.emailVerified,
      user.passwordHash,
      user.name,
      now,
    ],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export interface ProfileChanges {
  name?: string;
  phoneNumber?: string | null;
  postalCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  /** Merged into the stored object key by key; a null value removes the key. */
  customFields?: Record<string, unknown>;
}

const PROFILE_COLUMNS = {
  name: 'name',
  phoneNumber: 'phone_number',
  postalCode: 'postal_code',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  addressLine3: 'address_line3',
} as const satisfies Record<Exclude<keyof ProfileChanges, 'customFields'>, string>;

export async function updateProfile(
  db: Queryable,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRecord | undefined> {
  const params: unknown[] = [id, now];
  // Column names come from the fixed map above, values are parameters.
  const sets = ['updated_at = $2'];
  for (const [key, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = changes[key as keyof typeof PROFILE_COLUMNS];
    if (value !== undefined) {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
  }
  if (changes.customFields) {
    params.push(JSON.stringify(changes.customFields));
    // jsonb_strip_nulls drops the keys the client set to null
    sets.push(`custom_fields = jsonb_strip_nulls(custom_fields || $${params.length}::jsonb)`);
  }
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    params,
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function setEmailVerified(
  db: Queryable,
  id: string,
  email: string,
  now: Date,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(
    'UPDATE users SET email_verified = true, updated_at = $3 WHERE id = $1 AND email = $2 RETURNING *',
    [id, email, now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/** Resolves to 'taken' when another account holds the address (the unique index decides, no race). */
export async function changeEmail(
  db: Queryable,
  id: string,
  email: string,
  now: Date,
): Promise<UserRecord | undefined | 'taken'> {
  try {
    const { rows } = await db.query<UserRow>(
      'UPDATE users SET email = $2, email_verified = true, updated_at = $3 WHERE id = $1 RETURNING *',
      [id, email, now],
    );
    return rows[0] ? fromRow(rows[0]) : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
}

/** New password; also lifts an automatic lockout (an admin lock stays). */
export async function setPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
  extra: { verifyEmail?: boolean } = {},
) {
  await db.query(
    `UPDATE users SET password_hash = $2, failed_attempts = 0, locked_until = NULL,
            email_verified = email_verified OR $4, updated_at = $3
      WHERE id = $1`,
    [id, passwordHash, now, extra.verifyEmail ?? false],
  );
}

/**
 * Counts a failed password check. The fifth consecutive failure locks the account until
 * `lockUntil`; a failure after an expired lock starts counting again from one.
 */
export async function recordFailedLogin(
  db: Queryable,
  id: string,
  now: Date,
  maxAttempts: number,
  lockUntil: Date,
): Promise<UserRecord> {
  const { rows } = await db.query<UserRow>(
    `WITH counted AS (
       SELECT id, CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_attempts + 1 END AS attempts
         FROM users WHERE id = $1
     )
     UPDATE users u SET
       failed_attempts = counted.attempts,
       locked_until = CASE WHEN counted.attempts >= $3 THEN $4::timestamptz
                           WHEN u.locked_until IS NOT NULL AND u.locked_until <= $2 THEN NULL
                           ELSE u.locked_until END,
       updated_at = $2
     FROM counted WHERE u.id = counted.id
     RETURNING u.*`,
    [id, now, maxAttempts, lockUntil],
  );
  return fromRow(rows[0] as UserRow);
}

export async function resetFailedLogins(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET failed_attempts = 0, locked_until = NULL, updated_at = $2 WHERE id = $1 AND (failed_attempts <> 0 OR locked_until IS NOT NULL)',
    [id, now],
  );
}

export async function setAdminLock(
  db: Queryable,
  id: string,
  locked: boolean,
  now: Date,
): Promise<UserRecord | undefined> {
  // unlocking also clears an automatic lockout and its counter
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET admin_locked = $2,
            failed_attempts = CASE WHEN $2 THEN failed_attempts ELSE 0 END,
            locked_until = CASE WHEN $2 THEN locked_until ELSE NULL END,
            updated_at = $3
      WHERE id = $1 RETURNING *`,
    [id, locked, now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function deactivateUser(
  db: Queryable,
  id: string,
  now: Date,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(
    'UPDATE users SET deactivated_at = COALESCE(deactivated_at, $2), updated_at = $2 WHERE id = $1 RETURNING *',
    [id, now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM users WHERE id = $1 RETURNING id', [id]);
  return result.rowCount > 0;
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM users');
  return rows[0]?.total ?? 0;
}

/** Oldest first, stable order; offset paging (admin screens only, small lists). */
export async function listUsers(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<{ users: UserRecord[]; total: number }> {
  const [page, total] = await Promise.all([
    db.query<UserRow>('SELECT * FROM users ORDER BY created_at, id OFFSET $1 LIMIT $2', [
      offset,
      limit,
    ]),
    countUsers(db),
  ]);
  return { users: page.rows.map(fromRow), total };
}
