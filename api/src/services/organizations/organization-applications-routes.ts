import type { FastifyInstance } from 'fastify';
import {
  organizationApplicationInputSchema,
  rejectApplicationInputSchema,
} from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { assertAdmin } from '../../plugins/auth-plugin';
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

/**
 * Applying to use the platform and the administrators' review (docs/company.md#company-applications):
 * an application creates its organization at once as `pending`; approval makes it `normal` and
 * invites the applicant as its owner, rejection makes it `rejected` and frees the name.
 */
export async function organizationApplicationsRoutes(
  app: FastifyInstance,
  { clock }: { clock: Clock },
) {
  app.post('/organizations', { config: app.rateLimitConfig('mail') }, async (request, reply) => {
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

  app.get('/organization-applications', { preHandler: app.authenticate }, async (request) => {
    assertAdmin(request);
    const params = new SqlParams();
    const { query, list } = readListRequest(
      request.query,
      ORGANIZATION_APPLICATION_LIST,
      params,
      applicationListQueryEntries,
    );
    const page = await listApplications(app.db, list, params, query.status);
    return { ...page, value: page.value.map(toApplicationJson) };
  });

  app.get('/organization-applications/:id', { preHandler: app.authenticate }, async (request) => {
    assertAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const application = await findApplicationById(app.db, id);
    if (!application) throw notFound('Application');
    return toApplicationJson(application);
  });

  /**
   * Decides a pending application in one transaction with what follows from it (the
   * organization's status, the mail), so a decision exists only with its consequences.
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
      if (application) await consequences(tx, application, now);
      return application;
    });
    if (decided) return toApplicationJson(decided);
    if (!(await findApplicationById(app.db, id))) throw notFound('Application');
    throw new ApiError(409, 'wrong_parameter', 'The application has been decided already', {
      target: 'id',
    });
  };

  app.post(
    '/organization-applications/:id/approve',
    { preHandler: app.authenticate },
    async (request) => {
      const auth = assertAdmin(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const decision = { status: 'approved', rejectionReason: null } as const;
      return decide(id, auth.user.id, decision, async (tx, application, now) => {
        await setOrganizationStatus(tx, application.organizationId, 'normal', now);
        await inviteByMail(tx, app.mailer, {
          organizationId: application.organizationId,
          organizationName: application.companyName,
          email: application.email,
          role: 'owner',
          invitedBy: auth.user.id,
          now,
        });
      });
    },
  );

  app.post(
    '/organization-applications/:id/reject',
    { preHandler: app.authenticate },
    async (request) => {
      const auth = assertAdmin(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const { reason } = parseInput(rejectApplicationInputSchema, request.body);
      const decision = { status: 'rejected', rejectionReason: reason } as const;
      return decide(id, auth.user.id, decision, async (tx, application, now) => {
        await setOrganizationStatus(tx, application.organizationId, 'rejected', now);
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
    { preHandler: app.authenticate, config: app.rateLimitConfig('mail') },
    async (request, reply) => {
      const auth = assertAdmin(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      await app.db.transaction(async (tx) => {
        const application = await findApplicationById(tx, id);
        if (!application) throw notFound('Application');
        if (application.status !== 'approved')
          throw new ApiError(
            409,
            'wrong_parameter',
            'Only an approved application has an invitation',
            {
              target: 'id',
            },
          );
        if ((await listMembers(tx, application.organizationId)).length > 0)
          throw new ApiError(409, 'wrong_parameter', 'The company has members who invite others', {
            target: 'id',
          });
        await inviteByMail(tx, app.mailer, {
          organizationId: application.organizationId,
          organizationName: application.companyName,
          email: application.email,
          role: 'owner',
          invitedBy: auth.user.id,
          now: clock(),
        });
      });
      return reply.status(204).send();
    },
  );
}
