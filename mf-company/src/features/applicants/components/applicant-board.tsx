import { useState, type DragEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  RouteLoading,
  errorCodeOf,
  secondaryTextStyle,
  type BoardColumn,
} from '@jobmatch/shared';
import type { CompanyOrder, PipelineStage } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useBoardApplicants } from '../api/get-board-applicants';
import { useMoveApplicant } from '../api/update-applicant-status';
import type { ApplicantSearch } from '../utils/applicant-search';
import type { FinalDecision } from '../utils/applicant-view';
import { groupByColumn, moveOf, moveTargetsOf } from '../utils/board-moves';
import { BoardCard } from './board-card';
import { DecisionDialog } from './decision-dialog';

const boardStyle = (theme: Theme) => css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(78vw, 1fr);
  gap: ${theme.space[3]};
  overflow-x: auto;
  padding-bottom: ${theme.space[2]};
  scroll-snap-type: x mandatory;

  ${theme.mq.tablet} {
    grid-auto-columns: minmax(200px, 1fr);
    scroll-snap-type: none;
  }

  /* a desk shows every column of a usual pipeline (seven) side by side */
  ${theme.mq.desktop} {
    grid-auto-columns: minmax(136px, 1fr);
  }
`;

const columnStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-height: 240px;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.sunken};
  scroll-snap-align: start;

  &[data-drop-target='true'] {
    outline: 2px dashed ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const columnHeadingStyle = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  white-space: nowrap;
`;

const cardListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ApplicantBoardProps {
  organizationId: string;
  search: ApplicantSearch;
  stages: readonly PipelineStage[];
  showPosting: boolean;
}

/**
 * The pipeline board (docs/company-desk.md#board): 未対応, each stage, 内定, 見送り as columns.
 * Cards move by drag and drop or by their 移動 menu; the moved card keeps the focus in its new
 * column. 内定 and 見送り are confirmed first, with the company's words for the mail.
 */
export function ApplicantBoard({
  organizationId,
  search,
  stages,
  showPosting,
}: ApplicantBoardProps) {
  const { t } = useTranslation('company');
  const { view: _view, ...filter } = search;
  const query = useBoardApplicants(organizationId, filter);
  const move = useMoveApplicant(organizationId);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<CompanyOrder | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ order: CompanyOrder; decision: FinalDecision } | null>(
    null,
  );

  if (query.isPending || stages.length === 0) return <RouteLoading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;

  const page = query.data;
  const columns = groupByColumn(page.value, stages);
  const labelOf = (column: BoardColumn) =>
    column.stage?.label ??
    t(`board_column_${column.key.toLowerCase() as 'pending' | 'accepted' | 'closed'}`);

  const moveTo = async (order: CompanyOrder, column: BoardColumn) => {
    // one move at a time: the next waits until the board shows this one
    if (move.isPending) return;
    const planned = moveOf(column);
    if (planned.kind === 'decide') {
      setDeciding({ order, decision: planned.decision });
      return;
    }
    try {
      // resolves once the board was read again: the card is in its new column
      await move.mutateAsync({ orderId: order.id, body: planned.body });
      // and the focus goes with it
      setFocusId(order.id);
      toast.show(t('board_moved', { name: order.customer.name, column: labelOf(column) }), {
        variant: 'success',
      });
    } catch (error) {
      toast.show(
        errorCodeOf(error) === 'no_orders_with_allowed_status'
          ? t('applicant_status_conflict')
          : t('board_move_failed'),
        { variant: 'error' },
      );
    }
  };

  const onDrop = (event: DragEvent, column: BoardColumn) => {
    event.preventDefault();
    setDropKey(null);
    const order = dragging;
    setDragging(null);
    if (order && moveTargetsOf(order, columns, stages).some((target) => target.key === column.key))
      void moveTo(order, column);
  };

  return (
    <>
      <p css={secondaryTextStyle}>
        {page.total > page.value.length
          ? t('board_truncated', { shown: page.value.length, total: page.total })
          : t('board_drag_hint')}
      </p>
      <div role="region" aria-label={t('board_label')} css={boardStyle} tabIndex={0}>
        {columns.map((column) => {
          const headingId = `board-column-${column.key}`;
          const accepts =
            dragging !== null &&
            moveTargetsOf(dragging, columns, stages).some((target) => target.key === column.key);
          return (
            <section
              key={column.key}
              aria-labelledby={headingId}
              css={columnStyle}
              data-drop-target={accepts && dropKey === column.key}
              onDragOver={(event) => {
                if (!accepts) return;
                event.preventDefault();
                setDropKey(column.key);
              }}
              onDragLeave={() => setDropKey((key) => (key === column.key ? null : key))}
              onDrop={(event) => onDrop(event, column)}
            >
              <h3 id={headingId} css={columnHeadingStyle}>
                <span>{labelOf(column)}</span>
                <span>{t('board_column_count', { count: column.orders.length })}</span>
              </h3>
              {column.orders.length === 0 ? (
                <p css={secondaryTextStyle}>{t('board_column_empty')}</p>
              ) : (
                <ul css={cardListStyle}>
                  {column.orders.map((order) => (
                    <BoardCard
                      key={order.id}
                      order={order}
                      showPosting={showPosting}
                      targets={moveTargetsOf(order, columns, stages).map((target) => ({
                        key: target.key,
                        label: t('board_move_to', { column: labelOf(target) }),
                      }))}
                      focused={focusId === order.id}
                      onFocused={() => setFocusId(null)}
                      onMove={(key) => {
                        const target = columns.find((candidate) => candidate.key === key);
                        if (target) void moveTo(order, target);
                      }}
                      onDragStart={() => setDragging(order)}
                      onDragEnd={() => {
                        setDragging(null);
                        setDropKey(null);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <p css={secondaryTextStyle}>{t('board_final_note')}</p>
      {deciding && (
        <DecisionDialog
          organizationId={organizationId}
          order={deciding.order}
          name={deciding.order.customer.name}
          decision={deciding.decision}
          onClose={() => {
            setFocusId(deciding.order.id);
            setDeciding(null);
          }}
        />
      )}
    </>
  );
}
