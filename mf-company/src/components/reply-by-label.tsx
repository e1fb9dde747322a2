import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { replyDaysLeft } from '../features/applicants/utils/applicant-view';

const overdueStyle = (theme: Theme) => css`
  color: ${theme.colors.error.text};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const soonStyle = (theme: Theme) => css`
  color: ${theme.colors.warning.text};
`;

const repliedStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
`;

/**
 * 返信期限 of an application (docs/conversations.md#replies-on-time): the date and how near it is,
 * in red once it passed; 返信済み once the company answered; nothing for a closed one.
 */
export function ReplyByLabel({
  order,
  now = new Date(),
}: {
  order: Pick<CompanyOrder, 'replyBy' | 'firstReplyAt' | 'status' | 'removedAt'>;
  now?: Date;
}) {
  const { t } = useTranslation('company');
  if (order.firstReplyAt)
    return (
      <span css={repliedStyle}>
        {t('applicant_replied_at', { date: formatDate(order.firstReplyAt) })}
      </span>
    );
  const open = (order.status === 'PENDING' || order.status === 'PROCESSING') && !order.removedAt;
  if (!order.replyBy || !open) return null;
  const date = formatDate(order.replyBy);
  const left = replyDaysLeft(order.replyBy, now);
  if (left < 0)
    return (
      <strong css={overdueStyle} data-overdue="true">
        {t('applicant_reply_by_overdue', { date })}
      </strong>
    );
  return (
    <span css={left <= 1 ? soonStyle : undefined}>
      {left === 0
        ? t('applicant_reply_by_today', { date })
        : t('applicant_reply_by_days', { date, days: left })}
    </span>
  );
}
