import type { Queryable } from '../../db/database';
import type { MemberRole, MemberStatus, OrganizationStatus } from '@jobmatch/shared/contracts';

/** One user's place in one organization, with the organization's own status. */
export interface Membership {
  organizationId: string;
  userId: string;
  role: MemberRole;
  status: MemberStatus;
  organizationStatus: OrganizationStatus;
}

export async function findMembership(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<Membership | undefined> {
  const { rows } = await db.query<Membership>(
    `SELECT m.organization_id AS "organizationId", m.user_id AS "userId", m.role, m.status,
            o.status AS "organizationStatus"
       FROM organization_members m JOIN organizations o ON o.id = m.organization_id
      WHERE m.organization_id = $1 AND m.user_id = $2`,
    [organizationId, userId],
  );
  return rows[0];
}

export async function insertMembership(
  db: Queryable,
  input: { organizationId: string; userId: string; role: MemberRole; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO organization_members (organization_id, user_id, role, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'active', $4, $4)`,
    [input.organizationId, input.userId, input.role, input.now],
  );
}

/** Whether the user is an active member of any organization (company users need one to log in). */
export async function hasActiveMembership(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM organization_members WHERE user_id = $1 AND status = 'active') AS found`,
    [userId],
  );
  return rows[0]?.found === true;
}

/** A membership as the members page lists it (the person's name and address come from the user). */
export interface MemberRecord {
  organizationId: string;
  userId: string;
  role: MemberRole;
  status: MemberStatus;
  createdAt: Date;
}

const MEMBER_COLUMNS = `organization_id AS "organizationId", user_id AS "userId", role, status, created_at AS "createdAt"`;

/** The organization's members, owners first, then admins, then members; oldest first within a role. */
export async function listMembers(db: Queryable, organizationId: string): Promise<MemberRecord[]> {
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM organization_members
      WHERE organization_id = $1
      ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, created_at, user_id`,
    [organizationId],
  );
  return rows;
}

/** Every organization the user belongs to, suspended memberships too, oldest first. */
export async function listUserMemberships(db: Queryable, userId: string): Promise<MemberRecord[]> {
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM organization_members
      WHERE user_id = $1
      ORDER BY created_at, organization_id`,
    [userId],
  );
  return rows;
}

/**
 * The ids of the organization's active owners, their rows locked: inside a transaction, two
 * requests that each remove one of the last two owners take turns, and the second sees the
 * first one's change, so the owners cannot race to zero (docs/company.md#api).
 */
export async function lockActiveOwnerIds(db: Queryable, organizationId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM organization_members
      WHERE organization_id = $1 AND role = 'owner' AND status = 'active'
      ORDER BY user_id FOR UPDATE`,
    [organizationId],
  );
  return rows.map((row) => row.user_id);
}

/** A new role or status for one member; undefined when they are not a member. */
export async function updateMember(
  db: Queryable,
  organizationId: string,
  userId: string,
  change: { role: MemberRole } | { status: MemberStatus },
  now: Date,
): Promise<MemberRecord | undefined> {
  // the column name is one of these two literals, the value a parameter
  const [column, value] = 'role' in change ? ['role', change.role] : ['status', change.status];
  const { rows } = await db.query<MemberRecord>(
    `UPDATE organization_members SET ${column} = $3, updated_at = $4
      WHERE organization_id = $1 AND user_id = $2
      RETURNING ${MEMBER_COLUMNS}`,
    [organizationId, userId, value, now],
  );
  return rows[0];
}

export async function deleteMember(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId],
  );
  return result.rowCount > 0;
}
