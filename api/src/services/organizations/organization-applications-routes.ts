import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  OrganizationApplication,
  OrganizationStatus,
  Paginated,
} from '@jobmatch/shared/contracts';
import {
  organizationApplicationInputSchema,
  rejectApplicationInputSchema,
} from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc, listQuery } from '../../openapi/route-docs';
import { assertAdmin } from '../../lib/request-auth';
import { inviteByMail } from '../users/users-module';
import { toApplicationJson } from './organization-application-json';
import {
  decideApplication,
  findApplicationById,
  listApplications,
  ORGANIZATION_APPLICATION_LIST,
  type OrganizationApplicationRecord,
} from './organization-applications-repository';
import { listMembers } from './memberships-repository';
import { setOrganizationStatus } from './organizations-repository';
import { submitApplication } from './application-submission';
import { applicationListQueryEntries } from './organizations-schemas';
import { nameTaken } from './organization-errors';

/** What a decision makes of the application's organization. */
const ORGANIZATION_STATUS_AFTER = {
  approved: 'normal',
  rejected: 'rejected',
} as const satisfies Record<'approved' | 'rejected', OrganizationStatus>;

/** The application is in no state for the request: decided already, or not approved. */
const refused = (message: string) =>
  new ApiError(409, 'wrong_parameter', message, { target: 'id' });

/** The administrator and the application of a review route (403 before any 400). */
const reviewOf = (request: FastifyRequest) => ({
  auth: assertAdmin(request),
  id: parseInput(idParamsSchema, request.params, 'params').id,
});

/**
 * Applying to use the platform and the administrators' review (docs/company.md#company-applications):
 * an application creates its organization at once as `pending`; approval makes it `normal` and
 * invites the applicant as its owner, rejection makes it `rejected` and frees the name.
 */
export async function organizationApplicationsRoutes(
  app: FastifyInstance,
  { clock }: { clock: Clock },
) {
  const applyDoc = apiDoc({
    summary: 'Apply to use JobMatch as a company (an administrator reviews it)',
    access: 'public',
    body: organizationApplicationInputSchema,
    answers: { 201: 'OrganizationApplication' },
    errors: { 409: ['already_exists'], 429: ['api_error'] },
  });
  const applyOptions = { schema: applyDoc, config: app.rateLimitConfig('mail') };
  app.post('/organizations', applyOptions, async (request, reply) => {
    const input = parseInput(organizationApplicationInputSchema, request.body);
    const application = await app.db.transaction(async (tx) => {
      const created = await submitApplication(tx, input, clock());
      if (created)
        await app.mailer.send(
          app.mailer.templates.organizationApplicationReceived(created.email, created),
          tx,
        );
      return created;
    });
    if (!application) throw nameTaken('companyName');
    return reply.status(201).send(toApplicationJson(application));
  });

  const listDoc = apiDoc({
    summary: 'Company applications, by status (administrators)',
    access: 'administrator',
    query: listQuery(applicationListQueryEntries),
    answers: { 200: { list: 'OrganizationApplication' } },
    errors: { 400: ['invalid_filter_parameter', 'invalid_order_by_parameter'] },
  });
  const listOptions = { schema: listDoc, preHandler: app.authenticate };
  app.get('/organization-applications', listOptions, async (request) => {
    assertAdmin(request);
    const params = new SqlParams();
    const { query, list } = readListRequest(
      request.query,
      ORGANIZATION_APPLICATION_LIST,
      params,
      applicationListQueryEntries,
    );
    const page = await listApplications(app.db, list, params, query.status);
    return {
      ...page,
      value: page.value.map(toApplicationJson),
    } satisfies Paginated<OrganizationApplication>;
  });

  const detailDoc = apiDoc({
    summary: 'A company application (administrators)',
    access: 'administrator',
    params: idParamsSchema,
    answers: { 200: 'OrganizationApplication' },
    errors: { 404: ['not_found'] },
  });
  const detailOptions = { schema: detailDoc, preHandler: app.authenticate };
  app.get('/organization-applications/:id', detailOptions, async (request) => {
    const { id } = reviewOf(request);
    const application = await findApplicationById(app.db, id);
    if (!application) throw notFound('Application');
    return toApplicationJson(application);
  });

  /**
   * Decides a pending application in one transaction with what follows from it (the
   * organization's status here, the mail in `consequences`), so a decision exists only with its
   * consequences.
   */
  const decide = async (
    id: string,
    reviewedBy: string,
    decision: { status: 'approved' | 'rejected'; rejectionReason: string | null },
    consequences: (
      tx: Queryable,
      application: OrganizationApplicationRecord,
      now: Date,
    ) => Promise<void>,
  ) => {
    const now = clock();
    const decided = await app.db.transaction(async (tx) => {
      const application = await decideApplication(tx, id, { ...decision, reviewedBy, now });
      if (application) {
        const status = ORGANIZATION_STATUS_AFTER[decision.status];
        await setOrganizationStatus(tx, application.organizationId, status, now);
        await consequences(tx, application, now);
      }
      return application;
    });
    if (decided) return toApplicationJson(decided);
    if (!(await findApplicationById(app.db, id))) throw notFound('Application');
    throw refused('The application has been decided already');
  };

  /** The applicant's owner invitation, mailed in the decision's or the resend's transaction. */
  const inviteOwner = (
    tx: Queryable,
    application: OrganizationApplicationRecord,
    invitedBy: string,
    now: Date,
  ) =>
    inviteByMail(tx, app.mailer, {
      organizationId: application.organizationId,
      organizationName: application.companyName,
      email: application.email,
      role: 'owner',
      invitedBy,
      now,
    });

  app.post(
    '/organization-applications/:id/approve',
    {
      schema: apiDoc({
        summary: 'Approve a company application: the applicant is invited as its owner',
        access: 'administrator',
        params: idParamsSchema,
        answers: { 200: 'OrganizationApplication' },
        errors: { 404: ['not_found'], 409: ['wrong_parameter'] },
      }),
      preHandler: app.authenticate,
    },
    async (request) => {
      const { auth, id } = reviewOf(request);
      const decision = { status: 'approved', rejectionReason: null } as const;
      return decide(id, auth.user.id, decision, async (tx, application, now) => {
        await inviteOwner(tx, application, auth.user.id, now);
      });
    },
  );

  app.post(
    '/organization-applications/:id/reject',
    {
      schema: apiDoc({
        summary: 'Reject a company application with a reason',
        access: 'administrator',
        params: idParamsSchema,
        body: rejectApplicationInputSchema,
        answers: { 200: 'OrganizationApplication' },
        errors: { 404: ['not_found'], 409: ['wrong_parameter'] },
      }),
      preHandler: app.authenticate,
    },
    async (request) => {
      const { auth, id } = reviewOf(request);
      const { reason } = parseInput(rejectApplicationInputSchema, request.body);
      const decision = { status: 'rejected', rejectionReason: reason } as const;
      return decide(id, auth.user.id, decision, async (tx, application) => {
        await app.mailer.send(
          app.mailer.templates.organizationApplicationRejected(application.email, {
            ...application,
            reason,
          }),
          tx,
        );
      });
    },
  );

  /**
   * The owner invitation again, for an approved company nobody has joined yet: its link expired or
   * the mail went astray, and without an owner no one in the company could resend it. The new
   * link replaces the old one.
   */
  app.post(
    '/organization-applications/:id/resend-invitation',
    {
      schema: apiDoc({
        summary: 'Mail an approved applicant’s owner invitation again',
        access: 'administrator',
        params: idParamsSchema,
        answers: { 204: null },
        errors: { 404: ['not_found'], 409: ['wrong_parameter'], 429: ['api_error'] },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request, reply) => {
      const { auth, id } = reviewOf(request);
      await app.db.transaction(async (tx) => {
        const application = await findApplicationById(tx, id);
        if (!application) throw notFound('Application');
        if (application.status !== 'approved')
          throw refused('Only an approved application has an invitation');
        if ((await listMembers(tx, application.organizationId)).length > 0)
          throw refused('The company has members who invite others');
        await inviteOwner(tx, application, auth.user.id, clock());
      });
      return reply.status(204).send();
    },
  );
}
