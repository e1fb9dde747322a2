// The hiring pipeline's rules (docs/company-desk.md#pipeline): the board's columns and what a
// move to each means in the spec's statuses. Free of React and the DOM: the api and the desk
// share it.
import type { BoardColumnKey, PipelineStage } from '../contracts';
import type { CompanyOrderStatus, OrderStatus } from './order-status';

/** What a company that never set its own stages works with. */
export const DEFAULT_PIPELINE_STAGES: readonly PipelineStage[] = [
  { key: 'screening', label: '書類選考' },
  { key: 'first_interview', label: '一次面接' },
  { key: 'final_interview', label: '最終面接' },
];

export interface BoardColumn {
  key: BoardColumnKey;
  status: CompanyOrderStatus;
  /** The stage of a 選考中 column; null for 未対応, 内定 and 見送り. */
  stage: PipelineStage | null;
}

export const stageColumnKey = (stageKey: string): BoardColumnKey => `stage:${stageKey}`;

/** 未対応, each stage in order, 内定, 見送り. */
export function boardColumnsOf(stages: readonly PipelineStage[]): BoardColumn[] {
  return [
    { key: 'PENDING', status: 'PENDING', stage: null },
    ...stages.map((stage) => ({
      key: stageColumnKey(stage.key),
      status: 'PROCESSING' as const,
      stage,
    })),
    { key: 'ACCEPTED', status: 'ACCEPTED', stage: null },
    { key: 'CLOSED', status: 'CLOSED', stage: null },
  ];
}

/**
 * The stage a 選考中 order sits in: its own, or the first one when its stage is unknown (set
 * before the company had stages, or removed since). Undefined for any other status.
 */
export function placedStageOf(
  order: { status: OrderStatus; stage: string | null | undefined },
  stages: readonly PipelineStage[],
): PipelineStage | undefined {
  if (order.status !== 'PROCESSING') return undefined;
  return stages.find((stage) => stage.key === order.stage) ?? stages[0];
}

/** The column an order sits in (its placed stage while 選考中); CANCELED orders are on no board. */
export function boardColumnOf(
  order: { status: OrderStatus; stage: string | null | undefined },
  stages: readonly PipelineStage[],
): BoardColumnKey | null {
  if (order.status === 'CANCELED') return null;
  if (order.status !== 'PROCESSING') return order.status;
  const placed = placedStageOf(order, stages);
  return placed ? stageColumnKey(placed.key) : null;
}

/** Whole days an order has spent where it is now (an event per move keeps the start). */
export function daysInStage(enteredAt: string | Date, now: Date): number {
  const start = typeof enteredAt === 'string' ? new Date(enteredAt) : enteredAt;
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / 86_400_000));
}
