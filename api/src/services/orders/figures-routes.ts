import type { FastifyInstance } from 'fastify';
import { PIPELINE_LIMITS, type CompanyFigures } from '@jobmatch/shared/contracts';
import type { Clock } from '../../lib/clock';
import { isoTime } from '../../lib/iso-time';
import { orgParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { listPublicPostings, sumProductViews } from '../catalog/catalog-module';
import { countUnread } from '../chat/chat-module';
import { requireCompanyMember } from '../organizations/organizations-module';
import { countDeskBacklog, countFunnel } from './figures-repository';

const DAY_MS = 86_400_000;

/**
 * `GET /api/order/orgs/{orgId}/figures`: what /company/mypage opens on (docs/company-desk.md#figures):
 * the backlog, unread messages, postings ending soon, and per public posting the funnel of the
 * last 30 days (detail views → applications → 選考中 → 内定).
 */
const FIGURES_DOC = apiDoc({
  summary: "The company desk's figures: backlog, unread messages, postings ending soon, funnels",
  access: 'company-member',
  params: orgParamsSchema,
  answers: { 200: 'CompanyFigures' },
  errors: { 404: ['not_found'] },
});

export async function figuresRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  app.get(
    '/orgs/:orgId/figures',
    { preHandler: app.authenticate, schema: FIGURES_DOC },
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const now = clock();
      const since = new Date(now.getTime() - PIPELINE_LIMITS.funnelDays * DAY_MS);
      const endingBy = new Date(now.getTime() + PIPELINE_LIMITS.endingWithinDays * DAY_MS);
      const postings = await listPublicPostings(app.db, orgId, now);
      const ids = postings.map((posting) => posting.id);
      const backlog = await countDeskBacklog(app.db, orgId, now);
      const unreadMessages = await countUnread(app.db, { side: 'organization', id: orgId });
      const views = await sumProductViews(app.db, ids, since);
      const funnel = await countFunnel(app.db, orgId, ids, since);
      const figures: CompanyFigures = {
        ...backlog,
        unreadMessages,
        endingSoon: postings
          .filter((posting) => posting.until && new Date(posting.until) <= endingBy)
          .sort((a, b) => new Date(a.until!).getTime() - new Date(b.until!).getTime())
          .map((posting) => ({
            productId: posting.id,
            productName: posting.name,
            until: isoTime(posting.until!),
          })),
        // the postings that draw applicants first, then those that draw readers
        funnel: postings
          .map((posting) => ({
            productId: posting.id,
            productName: posting.name,
            status: posting.status,
            views: views.get(posting.id) ?? 0,
            applications: 0,
            processing: 0,
            accepted: 0,
            ...funnel.get(posting.id),
          }))
          .sort((a, b) => b.applications - a.applications || b.views - a.views),
        since: isoTime(since),
      };
      return figures;
    },
  );
}
