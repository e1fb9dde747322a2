import { boardColumnOf, boardColumnsOf, type BoardColumn } from '@jobmatch/shared';
import type { BoardColumnKey, CompanyOrder, PipelineStage } from '@jobmatch/shared/contracts';
import type { OrderUpdateInput } from '@jobmatch/shared/schemas';
import type { FinalDecision } from './applicant-view';

// What a move on the board means (docs/company-desk.md#board): where a card may go and the call
// (or the confirmed decision) each column stands for.

/** The columns a card may move to: none once decided or off the lists; a casual talk never 内定. */
export function moveTargetsOf(
  order: Pick<CompanyOrder, 'status' | 'removedAt' | 'customFields'>,
  columns: readonly BoardColumn[],
  stages: readonly PipelineStage[],
): BoardColumn[] {
  if (order.removedAt || (order.status !== 'PENDING' && order.status !== 'PROCESSING')) return [];
  const here = boardColumnOf({ status: order.status, stage: order.customFields.stage }, stages);
  return columns.filter(
    (column) =>
      column.key !== here &&
      !(column.key === 'ACCEPTED' && order.customFields.kind === 'casual_interview'),
  );
}

export type BoardMove =
  | { kind: 'update'; body: OrderUpdateInput }
  | { kind: 'decide'; decision: FinalDecision };

/** 内定 and 見送り are decisions mailed to the seeker, so they are confirmed first. */
export function moveOf(column: BoardColumn): BoardMove {
  if (column.key === 'ACCEPTED' || column.key === 'CLOSED')
    return { kind: 'decide', decision: column.key };
  if (column.stage) return { kind: 'update', body: { customFields: { stage: column.stage.key } } };
  return { kind: 'update', body: { status: 'PENDING' } };
}

/** The board's columns, each with its cards, in the pipeline's order. */
export function groupByColumn(
  orders: readonly CompanyOrder[],
  stages: readonly PipelineStage[],
): Array<BoardColumn & { orders: CompanyOrder[] }> {
  const columns = boardColumnsOf(stages).map((column) => ({
    ...column,
    orders: [] as CompanyOrder[],
  }));
  const byKey = new Map<BoardColumnKey, (typeof columns)[number]>(
    columns.map((column) => [column.key, column]),
  );
  for (const order of orders) {
    const key = boardColumnOf({ status: order.status, stage: order.customFields.stage }, stages);
    if (key) byKey.get(key)?.orders.push(order);
  }
  return columns;
}
