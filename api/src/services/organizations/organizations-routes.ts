import type { CompanyOrganization, Paginated } from '@jobmatch/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { organizationUpdateInputSchema } from '@jobmatch/shared/request-schemas';
import { notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { orgParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc, listQuery } from '../../openapi/route-docs';
import { assertAdmin, bearerToken } from '../../lib/request-auth';
import { countViewableProducts } from '../catalog/catalog-module';
import { membersRoutes } from './members-routes';
import { findMembership } from './memberships-repository';
import { organizationApplicationsRoutes } from './organization-applications-routes';
import { MANAGING_ROLES, requireMember, requireMemberOrAdmin } from './organization-access';
import { nameTaken, organizationNotNormal } from './organization-errors';
import {
  toCompanyOrganizationJson,
  toMemberOrganizationJson,
  toOrganizationJson,
} from './organization-json';
import {
  findOrganizationById,
  listOrganizations,
  ORGANIZATION_LIST,
  updateOrganizationProfile,
  type OrganizationRow,
} from './organizations-repository';
import { organizationListQueryEntries } from './organizations-schemas';

/**
 * `/api/organization`: company profiles, applications to use the platform and their review,
 * members (docs/company.md#api). The company's positions are the catalogue's
 * `GET /api/catalog/products?$filter=organizationId eq '{orgId}'`.
 */
export async function organizationsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  await organizationApplicationsRoutes(app, { clock });
  await membersRoutes(app, { clock });

  const viewableCount = async (org: OrganizationRow) =>
    (await countViewableProducts(app.db, [org.id], clock())).get(org.id) ?? 0;

  /**
   * Whether the caller sees the company's own view: its administrators and active members do.
   * Only a `normal` organization is public; of any other one the public learns nothing, and
   * requireMemberOrAdmin refuses the rest as for every company route.
   */
  const seesCompanyView = async (
    request: FastifyRequest,
    reply: FastifyReply,
    org: OrganizationRow,
  ): Promise<boolean> => {
    // the profile is public, so a token is optional; one that is sent must be valid
    if (bearerToken(request)) await app.authenticate(request, reply);
    const auth = request.auth;
    if (org.status !== 'normal') {
      if (!auth) throw notFound('Organization');
      await requireMemberOrAdmin(app.db, request, org.id);
      return true;
    }
    if (!auth) return false;
    if (auth.isAdmin) return true;
    return (await findMembership(app.db, org.id, auth.user.id))?.status === 'active';
  };

  const listDoc = apiDoc({
    summary: 'Every organization, by status (administrators)',
    access: 'administrator',
    query: listQuery(organizationListQueryEntries),
    answers: { 200: { list: 'CompanyOrganization' } },
    errors: { 400: ['invalid_filter_parameter', 'invalid_order_by_parameter'] },
  });
  app.get('/organizations', { schema: listDoc, preHandler: app.authenticate }, async (request) => {
    assertAdmin(request);
    const params = new SqlParams();
    const { query, list } = readListRequest(
      request.query,
      ORGANIZATION_LIST,
      params,
      organizationListQueryEntries,
    );
    const page = await listOrganizations(app.db, list, params, query.status);
    return {
      ...page,
      value: page.value.map(toCompanyOrganizationJson),
    } satisfies Paginated<CompanyOrganization>;
  });

  const profileDoc = apiDoc({
    summary: 'A company’s profile',
    description:
      'Public for an approved company; its members and administrators also get the company’s own view (status, registration).',
    access: 'optional',
    params: orgParamsSchema,
    answers: { 200: { oneOf: ['PublicOrganization', 'MemberOrganizationView'] } },
    errors: { 403: ['incorrect_organization_role', 'no_permission'], 404: ['not_found'] },
  });
  app.get('/organizations/:orgId', { schema: profileDoc }, async (request, reply) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    const org = await findOrganizationById(app.db, orgId);
    if (!org) throw notFound('Organization');
    const companyView = await seesCompanyView(request, reply, org);
    const count = await viewableCount(org);
    return companyView ? toMemberOrganizationJson(org, count) : toOrganizationJson(org, count);
  });

  const updateDoc = apiDoc({
    summary: 'Edit the company profile; `completeRegistration` finishes the registration wizard',
    access: 'company-admin',
    params: orgParamsSchema,
    body: organizationUpdateInputSchema,
    answers: { 200: 'MemberOrganizationView' },
    errors: {
      403: ['incorrect_organization_role'],
      404: ['not_found'],
      409: ['already_exists', 'organization_not_normal'],
    },
  });
  const updateOptions = { schema: updateDoc, preHandler: app.authenticate };
  app.patch('/organizations/:orgId', updateOptions, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    await requireMember(app.db, request, orgId, MANAGING_ROLES);
    const { completeRegistration, ...profile } = parseInput(
      organizationUpdateInputSchema,
      request.body,
    );
    const updated = await updateOrganizationProfile(app.db, orgId, profile, {
      completeRegistration: completeRegistration === true,
      now: clock(),
    });
    if (updated === 'taken') throw nameTaken('name');
    if (!updated) throw organizationNotNormal();
    return toMemberOrganizationJson(updated, await viewableCount(updated));
  });
}
