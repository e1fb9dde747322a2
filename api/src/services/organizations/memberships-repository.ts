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
