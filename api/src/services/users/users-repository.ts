import type { Queryable } from '../../db/database';
import { orTaken } from '../../db/database-errors';
import {
  creationOrderList,
  selectRecordPage,
  type ListRequest,
  type SqlParams,
} from '../../lib/keyset-pagination';
import { selectByIds } from '../../lib/select-by-ids';

/** A user as stored; `toUserJson` (user-json.ts) turns it into the wire shape (never the password hash). */
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
  /** Wrong passwords since the last successful login (information; docs/accounts.md#login-throttling). */
  failedAttempts: number;
  adminLocked: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The password hash of an account made by Google sign-in: no argon2 hash, so no password ever
 * matches it (the hasher answers false for a malformed hash) and the settings say "no password".
 */
export const NO_PASSWORD_HASH = '!no-password';
export const hasPassword = (user: Pick<UserRecord, 'passwordHash'>) =>
  user.passwordHash !== NO_PASSWORD_HASH;

/** The columns of a `UserRecord`, named as its properties (the one place rows get their names). */
const USER_COLUMNS = `u.id, u.type_id AS "typeId", u.email, u.email_verified AS "emailVerified",
  u.password_hash AS "passwordHash", u.name, u.phone_number AS "phoneNumber", u.postal_code AS "postalCode",
  u.address_line1 AS "addressLine1", u.address_line2 AS "addressLine2", u.address_line3 AS "addressLine3",
  u.icon_image_uri AS "iconImageUri", u.preferences, u.review_stats AS "reviewStats",
  u.custom_fields AS "customFields", u.failed_attempts AS "failedAttempts",
  u.admin_locked AS "adminLocked", u.deactivated_at AS "deactivatedAt", u.created_at AS "createdAt",
  u.updated_at AS "updatedAt"`;

/** Locked by an administrator: the only lock there is (docs/accounts.md#login-throttling). */
export const isLocked = (user: UserRecord) => user.adminLocked;

/**
 * `UPDATE users u SET {set} WHERE u.id = $1 {and}`: the user as the update left it, or
 * undefined when no row matched.
 */
async function updateUser(
  db: Queryable,
  set: string,
  params: readonly unknown[],
  and = '',
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users u SET ${set} WHERE u.id = $1 ${and} RETURNING ${USER_COLUMNS}`,
    params,
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

/** The users of `ids` that exist, by id. */
export const findUsersByIds = (
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, UserRecord>> =>
  selectByIds(
    db,
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY($1::text[])`,
    ids,
    (row: UserRecord) => row.id,
  );

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.email = $1`,
    [email.toLowerCase()],
  );
  return rows[0];
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
  const { rows } = await db.query<UserRecord>(
    `INSERT INTO users AS u (id, type_id, email, email_verified, password_hash, name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
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
  return rows[0];
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
    // Only the top-level keys set to null go: jsonb_strip_nulls would also drop nulls that are
    // values, such as a current career entry's `endedOn: null`.
    const entries = Object.entries(changes.customFields);
    params.push(JSON.stringify(Object.fromEntries(entries.filter(([, value]) => value !== null))));
    const merged = `u.custom_fields || $${params.length}::jsonb`;
    params.push(entries.filter(([, value]) => value === null).map(([key]) => key));
    sets.push(`custom_fields = (${merged}) - $${params.length}::text[]`);
  }
  return updateUser(db, sets.join(', '), params);
}

export async function setEmailVerified(
  db: Queryable,
  id: string,
  email: string,
  now: Date,
): Promise<UserRecord | undefined> {
  return updateUser(
    db,
    'email_verified = true, updated_at = $3',
    [id, email, now],
    'AND u.email = $2',
  );
}

/** Resolves to 'taken' when another account holds the address (the unique index decides, no race). */
export async function changeEmail(
  db: Queryable,
  id: string,
  email: string,
  now: Date,
): Promise<UserRecord | undefined | 'taken'> {
  return orTaken(
    updateUser(db, 'email = $2, email_verified = true, updated_at = $3', [id, email, now]),
  );
}

/** New password; the failure count starts again (an admin lock stays). */
export async function setPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
  extra: { verifyEmail?: boolean } = {},
) {
  await db.query(
    `UPDATE users SET password_hash = $2, failed_attempts = 0,
            email_verified = email_verified OR $4, updated_at = $3
      WHERE id = $1`,
    [id, passwordHash, now, extra.verifyEmail ?? false],
  );
}

/**
 * Counts a wrong password for the address (shown to administrators as `failedAttempts`). By
 * address, so that an unknown one runs the same statement (it just updates no row).
 */
export async function recordFailedLogin(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET failed_attempts = failed_attempts + 1, updated_at = $2 WHERE email = $1',
    [email.toLowerCase(), now],
  );
}

export async function resetFailedLogins(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET failed_attempts = 0, updated_at = $2 WHERE id = $1 AND failed_attempts <> 0',
    [id, now],
  );
}

export async function setAdminLock(
  db: Queryable,
  id: string,
  locked: boolean,
  now: Date,
): Promise<UserRecord | undefined> {
  // unlocking also clears the failure count
  return updateUser(
    db,
    `admin_locked = $2,
     failed_attempts = CASE WHEN $2 THEN u.failed_attempts ELSE 0 END,
     updated_at = $3`,
    [id, locked, now],
  );
}

export async function deactivateUser(
  db: Queryable,
  id: string,
  now: Date,
): Promise<UserRecord | undefined> {
  return updateUser(db, 'deactivated_at = COALESCE(u.deactivated_at, $2), updated_at = $2', [
    id,
    now,
  ]);
}

/**
 * The SQL twin of `isAdminType` (`@jobmatch/shared/domain`): the column only holds three binary
 * digits, and the administrator mask is the first.
 */
const IS_ADMINISTRATOR = `type_id LIKE '1%'`;

/** Whether any administrator account exists, whatever its state (the first-administrator seed). */
export async function administratorExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE ${IS_ADMINISTRATOR} LIMIT 1`);
  return rows.length > 0;
}

/**
 * The ids of the administrators who can still act: not deactivated, not locked by an
 * administrator. FOR UPDATE: inside a transaction, two administrators removing each other wait
 * in turn, and the second sees the first one's change, so the count cannot race to zero.
 */
export async function lockActiveAdministratorIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users
      WHERE ${IS_ADMINISTRATOR} AND deactivated_at IS NULL AND NOT admin_locked
      ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM users WHERE id = $1 RETURNING id', [id]);
  return result.rowCount > 0;
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM users');
  return rows[0]?.total ?? 0;
}

/** `GET /users` (admin screens): oldest first; it does not filter or sort yet. */
export const USER_LIST = creationOrderList('u', 'asc');

export function listUsers(db: Queryable, list: ListRequest, params: SqlParams) {
  return selectRecordPage<UserRecord>(db, {
    columns: USER_COLUMNS,
    from: 'users u',
    conditions: [],
    list,
    resource: USER_LIST,
    params,
  });
}
