import type { OrganizationMemberList, UserOrganizationList } from '@jobmatch/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { memberUpdateInputSchema } from '@jobmatch/shared/schemas';
import { notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { orgParamsSchema, parseInput, userParamsSchema } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { assertSelfOrAdmin } from '../../lib/request-auth';
import { revokeUserSessions } from '../auth/auth-module';
import { publishAccessChanged } from '../../events/account-events';
import { findUsersByIds } from '../users/users-module';
import { toMemberJson } from './member-json';
import { assertMemberRemovalAllowed, assertMemberUpdateAllowed } from './member-rules';
import {
  deleteMember,
  findMembership,
  listMembers,
  listUserMemberships,
  lockActiveOwnerIds,
  updateMember,
  type MemberRecord,
} from './memberships-repository';
import { MANAGING_ROLES, requireMember, requireMemberOrAdmin } from './organization-access';
import { toCompanyOrganizationJson } from './organization-json';
import { findOrganizationById, findOrganizationsByIds } from './organizations-repository';
import { memberParamsSchema } from './organizations-schemas';

/** Who works for which company, and as what (docs/company.md#api); invitations are the user service's. */
export async function membersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  /** The members with their names and addresses (a member whose account is gone is left out). */
  const withUsers = async (members: readonly MemberRecord[]) => {
    const users = await findUsersByIds(
      app.db,
      members.map((member) => member.userId),
    );
    return members.flatMap((member) => {
      const user = users.get(member.userId);
      return user ? [toMemberJson(member, user)] : [];
    });
  };

  const userOrganizationsDoc = apiDoc({
    summary: 'The organizations an account belongs to, with its role',
    access: 'self',
    params: userParamsSchema,
    answers: { 200: 'UserOrganizationList' },
  });
  const userOrganizationsOptions = { schema: userOrganizationsDoc, preHandler: app.authenticate };
  app.get('/users/:userId/organizations', userOrganizationsOptions, async (request) => {
    const { userId } = parseInput(userParamsSchema, request.params, 'params');
    assertSelfOrAdmin(request, userId);
    const memberships = await listUserMemberships(app.db, userId);
    const organizations = await findOrganizationsByIds(
      app.db,
      memberships.map((membership) => membership.organizationId),
    );
    return {
      value: memberships.flatMap((membership) => {
        const organization = organizations.get(membership.organizationId);
        return organization
          ? [
              {
                organization: toCompanyOrganizationJson(organization),
                role: membership.role,
                memberStatus: membership.status,
              },
            ]
          : [];
      }),
    } satisfies UserOrganizationList;
  });

  const membersDoc = apiDoc({
    summary: 'An organization’s members',
    access: 'company-member',
    params: orgParamsSchema,
    answers: { 200: 'OrganizationMemberList' },
    errors: { 404: ['not_found'] },
  });
  const membersOptions = { schema: membersDoc, preHandler: app.authenticate };
  app.get('/organizations/:orgId/members', membersOptions, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    const { membership } = await requireMemberOrAdmin(app.db, request, orgId);
    // an administrator passes for any id: only a member proves that the organization exists
    if (!membership && !(await findOrganizationById(app.db, orgId))) throw notFound('Organization');
    return {
      value: await withUsers(await listMembers(app.db, orgId)),
    } satisfies OrganizationMemberList;
  });

  app.patch(
    '/organizations/:orgId/members/:userId',
    {
      schema: apiDoc({
        summary: 'Change a member’s role, or suspend or reinstate them',
        access: 'company-admin',
        params: memberParamsSchema,
        body: memberUpdateInputSchema,
        answers: { 200: 'OrganizationMember' },
        errors: {
          400: ['organization_last_owner', 'user_cannot_change_from_owner'],
          403: ['incorrect_organization_role'],
          404: ['not_found'],
        },
      }),
      preHandler: app.authenticate,
    },
    async (request) => {
      const { orgId, userId } = parseInput(memberParamsSchema, request.params, 'params');
      const { membership: caller } = await requireMember(app.db, request, orgId);
      const change = parseInput(memberUpdateInputSchema, request.body);
      const member = await app.db.transaction(async (tx) => {
        const activeOwnerIds = await lockActiveOwnerIds(tx, orgId);
        const target = await findMembership(tx, orgId, userId);
        const before = assertMemberUpdateAllowed({ caller, target, activeOwnerIds, change });
        const now = clock();
        const updated = await updateMember(tx, orgId, userId, change, now);
        // A suspended member's logins end with the suspension: a refresh cookie would otherwise
        // mint access tokens for its 30 days (docs/company.md#organization-service-apiorganization). Ending them also
        // disconnects the chat sockets.
        if (updated?.status === 'suspended' && before.status !== 'suspended')
          await revokeUserSessions(tx, userId, 'membership_suspended', now);
        // the member's chat sockets reconnect and subscribe again under the new terms
        else if (updated && (updated.role !== before.role || updated.status !== before.status))
          await publishAccessChanged(tx, { userId });
        return updated;
      });
      const [json] = member ? await withUsers([member]) : [];
      if (!json) throw notFound('Member');
      return json;
    },
  );

  app.delete(
    '/organizations/:orgId/members/:userId',
    {
      schema: apiDoc({
        summary: 'Remove a member from the organization',
        access: 'company-admin',
        params: memberParamsSchema,
        answers: { 204: null },
        errors: {
          400: ['organization_last_owner'],
          403: ['incorrect_organization_role'],
          404: ['not_found'],
        },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { orgId, userId } = parseInput(memberParamsSchema, request.params, 'params');
      const { membership: caller } = await requireMember(app.db, request, orgId, MANAGING_ROLES);
      await app.db.transaction(async (tx) => {
        const activeOwnerIds = await lockActiveOwnerIds(tx, orgId);
        const target = await findMembership(tx, orgId, userId);
        assertMemberRemovalAllowed({ caller, target, activeOwnerIds });
        // a removed member's logins end with the membership, as a suspended one's
        if (await deleteMember(tx, orgId, userId))
          await revokeUserSessions(tx, userId, 'membership_removed', clock());
      });
      return reply.status(204).send();
    },
  );
}
