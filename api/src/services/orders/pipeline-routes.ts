import type { FastifyInstance } from 'fastify';
import type { Pipeline, PipelineStage } from '@jobmatch/shared/contracts';
import { DEFAULT_PIPELINE_STAGES, placedStageOf } from '@jobmatch/shared/domain';
import { pipelineInputSchema } from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, wrongParameter } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { orgParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import {
  MANAGING_ROLES,
  requireCompanyMember,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import {
  countProcessingByStage,
  findStoredStages,
  insertStageEvents,
  moveProcessingOrders,
  pipelineStagesOf,
  replaceStages,
} from './pipeline-repository';

// `GET` and `PUT /api/organization/organizations/{orgId}/pipeline` (docs/company-desk.md#pipeline):
// the company's selection stages. Served under the organization's base path, kept beside the
// orders they sort.

/** Open 選考中 applications per stage, as the board places them. */
async function applicantCounts(db: Queryable, organizationId: string, stages: PipelineStage[]) {
  const counts = new Map(stages.map((stage) => [stage.key, 0]));
  for (const row of await countProcessingByStage(db, organizationId)) {
    const placed = placedStageOf({ status: 'PROCESSING', stage: row.stage_key }, stages);
    if (placed) counts.set(placed.key, (counts.get(placed.key) ?? 0) + row.total);
  }
  return counts;
}

async function pipelineOf(db: Queryable, organizationId: string): Promise<Pipeline> {
  const stored = await findStoredStages(db, organizationId);
  const stages = stored.length > 0 ? stored : [...DEFAULT_PIPELINE_STAGES];
  const counts = await applicantCounts(db, organizationId, stages);
  return {
    stages: stages.map((stage) => ({ ...stage, applicantCount: counts.get(stage.key) ?? 0 })),
    customized: stored.length > 0,
  };
}

export async function pipelineRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const pipelineDoc = apiDoc({
    summary: 'The organization’s selection stages, with how many applicants each holds',
    access: 'company-member',
    params: orgParamsSchema,
    answers: { 200: 'Pipeline' },
    errors: { 404: ['not_found'] },
  });
  const pipelineOptions = { schema: pipelineDoc, preHandler: app.authenticate };
  app.get('/organizations/:orgId/pipeline', pipelineOptions, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    // every member works the board; only owners and admins change its stages
    await requireCompanyMember(app.db, request, orgId);
    return pipelineOf(app.db, orgId);
  });

  const setPipelineDoc = apiDoc({
    summary: 'Replace the selection stages; a removed stage’s applicants move as `reassign` says',
    access: 'company-admin',
    params: orgParamsSchema,
    body: pipelineInputSchema,
    answers: { 200: 'Pipeline' },
    errors: {
      403: ['incorrect_organization_role'],
      404: ['not_found'],
      409: ['stage_not_empty', 'organization_not_normal'],
    },
  });
  const setPipelineOptions = { schema: setPipelineDoc, preHandler: app.authenticate };
  app.put('/organizations/:orgId/pipeline', setPipelineOptions, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    const { auth } = await requireCompanyWriter(app.db, request, orgId, MANAGING_ROLES);
    const { stages, reassign = {} } = parseInput(pipelineInputSchema, request.body);
    const now = clock();
    await app.db.transaction(async (tx) => {
      const before = await pipelineStagesOf(tx, orgId);
      const kept = new Set(stages.map((stage) => stage.key));
      const counts = await applicantCounts(tx, orgId, before);
      const removed = before.filter((stage) => !kept.has(stage.key));
      for (const [from, to] of Object.entries(reassign)) {
        if (!removed.some((stage) => stage.key === from) || !kept.has(to))
          throw wrongParameter('reassign', 'reassign maps a removed stage to a kept one');
      }
      const stranded = removed.filter(
        (stage) => (counts.get(stage.key) ?? 0) > 0 && !reassign[stage.key],
      );
      if (stranded.length > 0)
        throw new ApiError(409, 'stage_not_empty', 'A removed stage still holds applicants', {
          target: 'reassign',
          details: stranded.map((stage) => ({
            code: 'stage_not_empty',
            target: stage.key,
            message: `${stage.label}: ${counts.get(stage.key)}`,
          })),
        });
      await replaceStages(tx, orgId, stages);
      const labelOf = (key: string | null, list: readonly PipelineStage[]) =>
        list.find((stage) => stage.key === key)?.label ?? null;
      for (const stage of removed) {
        const to = reassign[stage.key];
        if (!to) continue;
        // the first stage also holds the applications without a known stage
        const moved = await moveProcessingOrders(tx, {
          organizationId: orgId,
          fromKey: stage.key,
          unplacedToo: stage.key === before[0]?.key,
          knownKeys: before.map((known) => known.key),
          toKey: to,
          now,
        });
        await insertStageEvents(
          tx,
          moved.map((order) => ({
            orderId: order.id,
            organizationId: orgId,
            fromStatus: 'PROCESSING',
            toStatus: 'PROCESSING',
            fromStage: labelOf(order.stage_key, before) ?? stage.label,
            toStage: labelOf(to, stages),
            actorUserId: auth.user.id,
            now,
          })),
        );
      }
    });
    return pipelineOf(app.db, orgId);
  });
}
