import { placedStageOf } from '@jobmatch/shared';
import type { CompanyOrder, PipelineStage } from '@jobmatch/shared/contracts';

/**
 * The label of the stage a 選考中 application sits in (docs/company-desk.md#pipeline): one moved
 * before the company had stages sits in the first. Null for any other status.
 */
export function stageLabelOf(
  order: Pick<CompanyOrder, 'status' | 'customFields'>,
  stages: readonly PipelineStage[],
): string | null {
  return (
    placedStageOf({ status: order.status, stage: order.customFields.stage }, stages)?.label ?? null
  );
}
