import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ApplicantNotes } from '@jobmatch/shared/contracts';
import { applicantEvaluationInputSchema, applicantNoteInputSchema } from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { idSchema, parseInput } from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc } from '../../openapi/route-docs';
import {
  MANAGING_ROLES,
  requireCompanyMember,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import {
  deleteEvaluation,
  deleteNote,
  insertNote,
  listEvaluations,
  listNotes,
  upsertEvaluation,
} from './notes-repository';
import { findOrganizationOrder } from './orders-repository';

// Internal notes and 1–5 evaluations on an applicant (docs/company-desk.md#notes): the company's
// members only; another company's ids answer 404 as if they did not exist.

const orderParams = v.object({ orgId: idSchema, orderId: idSchema });
const noteParams = v.object({ orgId: idSchema, orderId: idSchema, noteId: idSchema });

const NOTES_DOC = apiDoc({
  summary: "An applicant's notes and evaluations",
  access: 'company-member',
  params: orderParams,
  answers: { 200: 'ApplicantNotes' },
  errors: { 404: ['not_found'] },
});
const ADD_NOTE_DOC = apiDoc({
  summary: 'Add a note on an applicant',
  access: 'company-member',
  params: orderParams,
  body: applicantNoteInputSchema,
  answers: { 201: 'ApplicantNote' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const DELETE_NOTE_DOC = apiDoc({
  summary: 'Delete a note',
  description: "Its author's own; owners and admins may delete anyone's.",
  access: 'company-member',
  params: noteParams,
  answers: { 204: null },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const EVALUATE_DOC = apiDoc({
  summary: "Set the caller's 1–5 evaluation of an applicant",
  access: 'company-member',
  params: orderParams,
  body: applicantEvaluationInputSchema,
  answers: { 200: 'ApplicantNotes' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const CLEAR_EVALUATION_DOC = apiDoc({
  summary: "Clear the caller's evaluation of an applicant",
  access: 'company-member',
  params: orderParams,
  answers: { 200: 'ApplicantNotes' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});

async function requireOrder(db: Queryable, orgId: string, orderId: string) {
  if (!(await findOrganizationOrder(db, orgId, orderId))) throw notFound('Order');
}

async function notesOf(db: Queryable, orderId: string, userId: string): Promise<ApplicantNotes> {
  const evaluations = await listEvaluations(db, orderId);
  const total = evaluations.reduce((sum, evaluation) => sum + evaluation.score, 0);
  return {
    value: await listNotes(db, orderId),
    evaluations,
    myScore: evaluations.find((evaluation) => evaluation.userId === userId)?.score ?? null,
    averageScore:
      evaluations.length > 0 ? Math.round((total / evaluations.length) * 10) / 10 : null,
  };
}

export async function notesRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const path = '/orgs/:orgId/orders/:orderId';

  app.get(`${path}/notes`, { preHandler: app.authenticate, schema: NOTES_DOC }, async (request) => {
    const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
    const { auth } = await requireCompanyMember(app.db, request, orgId);
    await requireOrder(app.db, orgId, orderId);
    return notesOf(app.db, orderId, auth.user.id);
  });

  app.post(
    `${path}/notes`,
    { preHandler: app.authenticate, schema: ADD_NOTE_DOC },
    async (request, reply) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      const { body } = parseInput(applicantNoteInputSchema, request.body);
      await requireOrder(app.db, orgId, orderId);
      const note = await insertNote(app.db, {
        id: newId(),
        orderId,
        organizationId: orgId,
        authorUserId: auth.user.id,
        body,
        now: clock(),
      });
      return reply.code(201).send(note);
    },
  );

  app.delete(
    `${path}/notes/:noteId`,
    { preHandler: app.authenticate, schema: DELETE_NOTE_DOC },
    async (request, reply) => {
      const { orgId, orderId, noteId } = parseInput(noteParams, request.params, 'params');
      const { auth, membership } = await requireCompanyWriter(app.db, request, orgId);
      await requireOrder(app.db, orgId, orderId);
      // a note is its author's; owners and admins may clear anyone's
      const anyone = MANAGING_ROLES.includes(membership.role);
      const deleted = await deleteNote(app.db, {
        id: noteId,
        orderId,
        authorUserId: anyone ? null : auth.user.id,
      });
      if (!deleted) throw notFound('Note');
      return reply.code(204).send();
    },
  );

  app.put(
    `${path}/evaluation`,
    { preHandler: app.authenticate, schema: EVALUATE_DOC },
    async (request) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      const { score } = parseInput(applicantEvaluationInputSchema, request.body);
      await requireOrder(app.db, orgId, orderId);
      await upsertEvaluation(app.db, { orderId, userId: auth.user.id, score, now: clock() });
      return notesOf(app.db, orderId, auth.user.id);
    },
  );

  app.delete(
    `${path}/evaluation`,
    { preHandler: app.authenticate, schema: CLEAR_EVALUATION_DOC },
    async (request) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      await requireOrder(app.db, orgId, orderId);
      await deleteEvaluation(app.db, orderId, auth.user.id);
      return notesOf(app.db, orderId, auth.user.id);
    },
  );
}
