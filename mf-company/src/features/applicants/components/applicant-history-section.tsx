import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DetailsSection, formatDateTime, type OrderStatus } from '@jobmatch/shared';
import type { CompanyOrder, StageEvent } from '@jobmatch/shared/contracts';
import { statusLabelKey } from '../../../lib/labels';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0 0 0 ${theme.space[4]};
  border-left: 2px solid ${theme.colors.border.subtle};
  list-style: none;
`;

const whenStyle = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
`;

/**
 * 選考の履歴 (docs/company-desk.md#history): when the application came, then every move with the
 * stage names as they were then, who made it and when, oldest first.
 */
export function ApplicantHistorySection({ id, order }: { id: string; order: CompanyOrder }) {
  const { t } = useTranslation('company');
  const placeOf = (status: string | null, stage: string | null) =>
    stage ?? (status ? t(statusLabelKey(status as OrderStatus)) : '');
  const history: StageEvent[] = order.history ?? [];
  return (
    <DetailsSection id={id} title={t('applicant_section_history')}>
      <ol css={listStyle}>
        <li>
          {t('applicant_history_applied')}
          <time css={whenStyle} dateTime={order.createdAt}>
            {formatDateTime(order.createdAt)}
          </time>
        </li>
        {history.map((event) => (
          <li key={event.id}>
            {t('applicant_history_move', {
              from: placeOf(event.fromStatus, event.fromStage),
              to: placeOf(event.toStatus, event.toStage),
            })}
            <span css={whenStyle}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.actor && ` ・ ${t('applicant_history_by', { name: event.actor.name })}`}
            </span>
          </li>
        ))}
      </ol>
    </DetailsSection>
  );
}
