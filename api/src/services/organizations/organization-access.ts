import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '@jobmatch/shared/contracts';
import { isCompanyType } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { noPermission, notFound } from '../../lib/api-error';
import { signedIn, type AuthContext } from '../../lib/request-auth';
import { findMembership, type Membership } from './memberships-repository';
import { organizationNotNormal } from './organization-errors';

/** Roles that manage the organization: its members, invitations and profile. */
export const MANAGING_ROLES: readonly MemberRole[] = ['owner', 'admin'];

/**
 * The caller's active membership of `organizationId`, with one of `roles` when given
 * (docs/company.md#api). A caller who is not a member at all gets `404`, so that another company's
 * ids never confirm that they exist (a platform administrator, who may see them all, `403`); a
 * suspended member or one without the role gets `403`.
 */
export async function requireMember(
  db: Queryable,
  request: FastifyRequest,
  organizationId: string,
  roles?: readonly MemberRole[],
): Promise<{ auth: AuthContext; membership: Membership }> {
  const auth = signedIn(request);
  const membership = await findMembership(db, organizationId, auth.user.id);
  // an administrator may see every organization, so hiding one from them would only mislead
  if (!membership) throw auth.isAdmin ? noPermission() : notFound('Organization');
  if (membership.status !== 'active') throw noPermission();
  if (roles && !roles.includes(membership.role)) throw noPermission();
  return { auth, membership };
}

/**
 * Like `requireMember`, but a platform administrator passes too (membership undefined then):
 * for the reads administrators need to review a company.
 */
export async function requireMemberOrAdmin(
  db: Queryable,
  request: FastifyRequest,
  organizationId: string,
): Promise<{ auth: AuthContext; membership: Membership | undefined }> {
  const auth = signedIn(request);
  if (auth.isAdmin)
    return { auth, membership: await findMembership(db, organizationId, auth.user.id) };
  return requireMember(db, request, organizationId);
}

/**
 * `requireMember` for the company's own work (postings, applicants: docs/jobs.md#api): a job
 * seeker or a platform administrator is refused with `403 no_permission` before any membership
 * is looked up, a company user who is not a member gets `404`.
 */
export async function requireCompanyMember(
  db: Queryable,
  request: FastifyRequest,
  organizationId: string,
  roles?: readonly MemberRole[],
): Promise<{ auth: AuthContext; membership: Membership }> {
  if (!isCompanyType(signedIn(request).user.typeId)) throw noPermission();
  return requireMember(db, request, organizationId, roles);
}

/**
 * `requireCompanyMember` for a write (docs/jobs.md#api): the organization must be `normal` too,
 * else `409 organization_not_normal`.
 */
export async function requireCompanyWriter(
  db: Queryable,
  request: FastifyRequest,
  organizationId: string,
  roles?: readonly MemberRole[],
): Promise<{ auth: AuthContext; membership: Membership }> {
  const found = await requireCompanyMember(db, request, organizationId, roles);
  if (found.membership.organizationStatus !== 'normal') throw organizationNotNormal();
  return found;
}
