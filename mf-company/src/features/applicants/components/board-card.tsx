import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Chip, daysInStage, pathTo } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { ReplyByLabel } from '../../../components/reply-by-label';
import { postingOf } from '../../../lib/order-posting';
import { MoveMenu } from './move-menu';

const cardStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  font-size: ${theme.typography.fontSize.s};

  &[draggable='true'] {
    cursor: grab;
  }
`;

const headStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const nameStyle = (theme: Theme) => css`
  color: ${theme.colors.text.link};
  font-weight: ${theme.typography.fontWeight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const metaStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
`;

export interface BoardCardProps {
  order: CompanyOrder;
  showPosting: boolean;
  /** Where it may move, as the menu words them; none: it stays (decided). */
  targets: ReadonlyArray<{ key: string; label: string }>;
  /** It was just moved: it takes the focus when it appears in its new column. */
  focused: boolean;
  onFocused: () => void;
  onMove: (columnKey: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

/** One applicant on the board: name, posting, days in the stage, reply-by state and 移動. */
export function BoardCard({
  order,
  showPosting,
  targets,
  focused,
  onFocused,
  onMove,
  onDragStart,
  onDragEnd,
}: BoardCardProps) {
  const { t } = useTranslation('company');
  const cardRef = useRef<HTMLLIElement>(null);
  const name = order.customer.name;
  const days = daysInStage(order.stageEnteredAt, new Date());

  useEffect(() => {
    if (!focused) return;
    const card = cardRef.current;
    const target =
      card?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? card?.querySelector('a');
    target?.focus();
    onFocused();
  }, [focused, onFocused]);

  return (
    <li
      ref={cardRef}
      css={cardStyle}
      data-order-id={order.id}
      draggable={targets.length > 0}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', order.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
    >
      <div css={headStyle}>
        <Link to={pathTo('company.applicants.show', { orderId: order.id })} css={nameStyle}>
          {name}
        </Link>
        {targets.length > 0 && (
          <MoveMenu
            label={t('board_move')}
            accessibleLabel={t('board_move_label', { name })}
            items={targets}
            onSelect={onMove}
          />
        )}
      </div>
      {order.customFields.kind === 'casual_interview' && (
        <span>
          <Chip size="XS" variant="outline">
            {t('chip_casual')}
          </Chip>
        </span>
      )}
      {showPosting && <p css={metaStyle}>{postingOf(order)?.productName}</p>}
      <p css={metaStyle}>
        {days === 0 ? t('board_days_in_stage_today') : t('board_days_in_stage', { count: days })}
      </p>
      <ReplyByLabel order={order} />
    </li>
  );
}
