import type { PipelineStage } from '@jobmatch/shared/contracts';
import { placedStageOf, type CompanyOrderStatus } from '@jobmatch/shared/domain';
import type { Database } from '../../db/database';
import { ApiError, notFound, wrongParameter } from '../../lib/api-error';
import {
  changeOrderStage,
  changeOrderStatus,
  findOrganizationOrder,
  type OrderRow,
} from './orders-repository';
import { insertStageEvents, pipelineStagesOf } from './pipeline-repository';
import { scheduleStatusMail } from './status-notices-repository';

// A company's move of an application (docs/company-desk.md#pipeline): a new status, a new stage,
// or both, with an event for the history; a status change is mailed once the company settled.

export interface OrderMove {
  organizationId: string;
  orderId: string;
  status?: CompanyOrderStatus;
  stageKey?: string | null;
  message?: string;
  actorUserId: string;
  now: Date;
}

const notAllowed = () =>
  new ApiError(409, 'no_orders_with_allowed_status', 'この応募の状態は変更できません', {
    target: 'status',
  });

/** Where a 選考中 order sits: its stage, or the first one when its stage is unknown. */
const effectiveStage = (row: OrderRow, stages: readonly PipelineStage[]) =>
  placedStageOf({ status: row.status, stage: row.stage_key }, stages);

/** Applies the move; answers the order as it is after it (unchanged when it was already there). */
export async function moveOrder(db: Database, move: OrderMove): Promise<OrderRow> {
  const current = await findOrganizationOrder(db, move.organizationId, move.orderId);
  if (!current) throw notFound('Order');
  // an application that left the lists is closed to any change
  if (current.removed_at) throw notAllowed();
  const stages = await pipelineStagesOf(db, move.organizationId);
  const wanted = move.stageKey ? stages.find((stage) => stage.key === move.stageKey) : undefined;
  if (move.stageKey && !wanted)
    throw wrongParameter('customFields.stage', 'customFields.stage is not a stage of the pipeline');
  const status = move.status ?? (wanted ? 'PROCESSING' : current.status);
  if (wanted && status !== 'PROCESSING')
    throw wrongParameter('customFields.stage', 'A stage goes with the PROCESSING status only');
  const from = effectiveStage(current, stages);
  const to = status === 'PROCESSING' ? (wanted ?? from ?? stages[0]) : undefined;

  if (status === current.status) {
    // the place it already has: nothing changes, nobody is mailed
    if (status !== 'PROCESSING' || !to || to.key === from?.key) return current;
    return db.transaction(async (tx) => {
      const moved = await changeOrderStage(tx, {
        organizationId: move.organizationId,
        id: move.orderId,
        stageKey: to.key,
        now: move.now,
      });
      if (!moved) throw notAllowed();
      await insertStageEvents(tx, [eventOf(move, current, moved, from, to)]);
      return moved;
    });
  }
  return db.transaction(async (tx) => {
    // one conditional UPDATE: of two members deciding at once only one wins
    const changed = await changeOrderStatus(tx, {
      organizationId: move.organizationId,
      id: move.orderId,
      status,
      message: move.message ?? null,
      stageKey: to?.key ?? null,
      now: move.now,
    });
    if (!changed) throw notAllowed();
    await insertStageEvents(tx, [eventOf(move, current, changed, from, to)]);
    // the seeker hears of it once the company settled (docs/conversations.md#status-mails)
    await scheduleStatusMail(tx, { orderId: move.orderId, from: current.status, now: move.now });
    return changed;
  });
}

const eventOf = (
  move: OrderMove,
  before: OrderRow,
  after: OrderRow,
  from: PipelineStage | undefined,
  to: PipelineStage | undefined,
) => ({
  orderId: after.id,
  organizationId: move.organizationId,
  fromStatus: before.status,
  toStatus: after.status,
  fromStage: from?.label ?? null,
  toStage: to?.label ?? null,
  actorUserId: move.actorUserId,
  now: move.now,
});
