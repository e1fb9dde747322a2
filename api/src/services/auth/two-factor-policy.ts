import { isAdminType, isCompanyType } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import type { UserRecord } from '../users/users-module';
import { hasTwoFactor } from './two-factor-repository';

// Who must use two-step verification (docs/accounts.md#required-enrolment): platform
// administrators where `REQUIRE_ADMIN_TWO_FACTOR` is on (production), and the members of a
// company whose owner requires it.

/** Whether an active membership of the user belongs to a company that requires the second step. */
export async function companyRequiresTwoFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM organization_members m JOIN organizations o ON o.id = m.organization_id
        WHERE m.user_id = $1 AND m.status = 'active' AND o.require_two_factor
     ) AS found`,
    [userId],
  );
  return rows[0]?.found === true;
}

/** Whether the user's logins must keep the second step (an enrolled user may not turn it off). */
export async function isTwoFactorRequired(
  db: Queryable,
  user: Pick<UserRecord, 'id' | 'typeId'>,
  requireAdminTwoFactor: boolean,
): Promise<boolean> {
  if (isAdminType(user.typeId)) return requireAdminTwoFactor;
  return isCompanyType(user.typeId) && companyRequiresTwoFactor(db, user.id);
}

/** Whether a new login of the user may only enrol: required, and not enrolled yet. */
export async function mustEnrolTwoFactor(
  db: Queryable,
  user: Pick<UserRecord, 'id' | 'typeId'>,
  requireAdminTwoFactor: boolean,
): Promise<boolean> {
  return (
    (await isTwoFactorRequired(db, user, requireAdminTwoFactor)) &&
    !(await hasTwoFactor(db, user.id))
  );
}
