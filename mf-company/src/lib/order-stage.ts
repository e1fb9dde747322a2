import { boardColumnOf, stageColumnKey } from '@jobmatch/shared';
import type { CompanyOrder, PipelineStage } from '@jobmatch/shared/contracts';

/**
 * The label of the stage a 選考中 application sits in (docs/company-desk.md#pipeline): one moved
 * before the company had stages sits in the first. Null for any other status.
 */
export function stageLabelOf(
  order: Pick<CompanyOrder, 'status' | 'customFields'>,
  stages: readonly PipelineStage[],
): string | null {
  const column = boardColumnOf({ status: order.status, stage: order.customFields.stage }, stages);
  return stages.find((stage) => column === stageColumnKey(stage.key))?.label ?? null;
}
