import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ChatSide, InterviewProposalList } from '@jobmatch/shared/contracts';
import { isJobSeekerType } from '@jobmatch/shared/domain';
import {
  interviewAcceptInputSchema,
  interviewCancelInputSchema,
  interviewDeclineInputSchema,
  interviewProposalInputSchema,
  slotsInFuture,
  interviewValidationMessages,
} from '@jobmatch/shared/schemas';
import { noPermission, notFound, wrongParameter } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { idSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { signedIn } from '../../lib/request-auth';
import { findOrderForInterview } from '../orders/orders-module';
import {
  findMembership,
  organizationNotNormal,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import { interviewActions, type Sender } from './interview-actions';
import { orderNotOpen } from './interview-errors';
import { toInterviewProposalJson } from './interview-json';
import { listOrderProposals } from './interviews-repository';

// Interview scheduling under the order service (docs/conversations.md#interview-scheduling): a
// member proposes, the seeker books or asks for other times, either side cancels.

const orgOrderParams = v.object({ orgId: idSchema, orderId: idSchema });
const orderParams = v.object({ orderId: idSchema });
const proposalParams = v.object({ orderId: idSchema, proposalId: idSchema });
/** `{proposalId}:accept`: the id may hold no colon, so the action is the path's own. */
const PROPOSAL = '/orders/:orderId/interview-proposals/:proposalId(^[^:/]+)';

const PARTY =
  'The seeker of the order or an active member of its organization; anyone else gets 404.';
const PROPOSE_DOC = apiDoc({
  summary: 'Propose interview times for an application',
  access: 'company-member',
  params: orgOrderParams,
  body: interviewProposalInputSchema,
  answers: { 201: 'InterviewProposal' },
  errors: {
    404: ['not_found'],
    409: ['organization_not_normal', 'no_orders_with_allowed_status', 'topic_closed'],
  },
});
const PROPOSALS_DOC = apiDoc({
  summary: "An order's interview proposals",
  description: PARTY,
  access: 'signed-in',
  params: orderParams,
  answers: { 200: 'InterviewProposalList' },
  errors: { 403: ['no_permission'], 404: ['not_found'] },
});
const ACCEPT_DOC = apiDoc({
  summary: 'Book one of the proposed times (the job seeker)',
  access: 'job-seeker',
  params: proposalParams,
  body: interviewAcceptInputSchema,
  answers: { 200: 'InterviewProposal' },
  errors: {
    404: ['not_found'],
    409: [
      'organization_not_normal',
      'no_orders_with_allowed_status',
      'interview_not_open',
      'interview_slot_taken',
      'interview_expired',
    ],
  },
});
const DECLINE_DOC = apiDoc({
  summary: 'Ask for other times (the job seeker)',
  access: 'job-seeker',
  params: proposalParams,
  body: interviewDeclineInputSchema,
  bodyOptional: true,
  answers: { 200: 'InterviewProposal' },
  errors: {
    404: ['not_found'],
    409: [
      'organization_not_normal',
      'no_orders_with_allowed_status',
      'interview_not_open',
      'interview_expired',
    ],
  },
});
const CANCEL_DOC = apiDoc({
  summary: 'Cancel an interview proposal or a booked interview',
  description: PARTY,
  access: 'signed-in',
  params: proposalParams,
  body: interviewCancelInputSchema,
  answers: { 200: 'InterviewProposal' },
  errors: {
    403: ['no_permission'],
    404: ['not_found'],
    409: ['organization_not_normal', 'interview_not_open'],
  },
});

export async function interviewsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const actions = interviewActions(app);
  const authenticated = (schema: ReturnType<typeof apiDoc>) => ({
    preHandler: app.authenticate,
    schema,
  });

  /**
   * The order and the side the caller acts for: its seeker, or an active member of its
   * organization (`write`: an approved one). Anyone else gets `404`, so an order id never
   * confirms that it exists; a suspended member `403`.
   */
  const partyOf = async (request: FastifyRequest, orderId: string, write: boolean) => {
    const auth = signedIn(request);
    const order = await findOrderForInterview(app.db, orderId);
    if (!order) throw notFound('Order');
    let side: ChatSide;
    if (isJobSeekerType(auth.user.typeId)) {
      if (auth.user.id !== order.userId) throw notFound('Order');
      side = 'user';
    } else {
      const membership = await findMembership(app.db, order.organizationId, auth.user.id);
      if (!membership) throw notFound('Order');
      if (membership.status !== 'active') throw noPermission();
      if (write && membership.organizationStatus !== 'normal') throw organizationNotNormal();
      side = 'organization';
    }
    const sender: Sender = { id: auth.user.id, name: auth.user.name, side };
    return { order, sender };
  };

  /** The seeker's own calls (`:accept`, `:decline`): a member of the company is refused. */
  const seekerOf = async (request: FastifyRequest, orderId: string) => {
    const party = await partyOf(request, orderId, true);
    if (party.sender.side !== 'user') throw noPermission();
    if (!party.order.open) throw orderNotOpen();
    return party;
  };

  app.post(
    '/orgs/:orgId/orders/:orderId/interview-proposals',
    authenticated(PROPOSE_DOC),
    async (request, reply) => {
      const { orgId, orderId } = parseInput(orgOrderParams, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      const input = parseInput(interviewProposalInputSchema, request.body);
      const now = clock();
      if (!slotsInFuture(input.slots, now))
        throw wrongParameter('slots', interviewValidationMessages.slotInPast);
      const order = await findOrderForInterview(app.db, orderId);
      if (!order || order.organizationId !== orgId) throw notFound('Order');
      if (!order.open) throw orderNotOpen();
      const proposal = await app.db.transaction((tx) =>
        actions.propose(tx, {
          order,
          input,
          sender: { id: auth.user.id, name: auth.user.name, side: 'organization' },
          now,
        }),
      );
      return reply.code(201).send(toInterviewProposalJson(proposal, now));
    },
  );

  app.get('/orders/:orderId/interview-proposals', authenticated(PROPOSALS_DOC), async (request) => {
    const { orderId } = parseInput(orderParams, request.params, 'params');
    await partyOf(request, orderId, false);
    const now = clock();
    const rows = await listOrderProposals(app.db, orderId);
    return {
      value: rows.map((row) => toInterviewProposalJson(row, now)),
    } satisfies InterviewProposalList;
  });

  app.post(`${PROPOSAL}::accept`, authenticated(ACCEPT_DOC), async (request) => {
    const { orderId, proposalId } = parseInput(proposalParams, request.params, 'params');
    const { order, sender } = await seekerOf(request, orderId);
    const { slotIndex } = parseInput(interviewAcceptInputSchema, request.body);
    const now = clock();
    const proposal = await app.db.transaction((tx) =>
      actions.accept(tx, { order, proposalId, slotIndex, sender, now }),
    );
    return toInterviewProposalJson(proposal, now);
  });

  app.post(`${PROPOSAL}::decline`, authenticated(DECLINE_DOC), async (request) => {
    const { orderId, proposalId } = parseInput(proposalParams, request.params, 'params');
    const { order, sender } = await seekerOf(request, orderId);
    const { message } = parseInput(interviewDeclineInputSchema, request.body ?? {});
    const now = clock();
    const proposal = await app.db.transaction((tx) =>
      actions.decline(tx, { order, proposalId, message: message ?? null, sender, now }),
    );
    return toInterviewProposalJson(proposal, now);
  });

  app.post(`${PROPOSAL}::cancel`, authenticated(CANCEL_DOC), async (request) => {
    const { orderId, proposalId } = parseInput(proposalParams, request.params, 'params');
    const { order, sender } = await partyOf(request, orderId, true);
    const { reason } = parseInput(interviewCancelInputSchema, request.body);
    const now = clock();
    const proposal = await app.db.transaction((tx) =>
      actions.cancel(tx, { order, proposalId, reason, sender, now }),
    );
    return toInterviewProposalJson(proposal, now);
  });
}
