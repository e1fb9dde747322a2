import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatDate, pathTo } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { postingOf } from '../lib/order-posting';
import { stageLabelOf } from '../lib/order-stage';
import { ApplicantStatusChip } from './applicant-status-chip';
import { RecordTable, RowLink } from './record-table';
import { ReplyByLabel } from './reply-by-label';
import { CardLabel, ResponsiveTableCell, ResponsiveTableRow } from './responsive-table';

const kanaStyle = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.regular};
`;

export interface ApplicantTableProps {
  applicants: readonly CompanyOrder[];
  /** The posting column: on the list of every posting, not on one posting's own lists. */
  showPosting: boolean;
  /** The heading that names the table; without one, a caption (for screen readers) does. */
  labelledBy?: string;
  /** The company's stages: a 選考中 row says which one it is in (docs/company-desk.md). */
  stages?: ReadonlyArray<{ key: string; label: string }>;
}

/**
 * Applications as rows (cards on a phone), each leading to the application's page: the
 * applicant, the posting, when they applied, the status and the reply deadline. The applicants
 * pages and a posting's page list them so.
 */
export function ApplicantTable({
  applicants,
  showPosting,
  labelledBy,
  stages,
}: ApplicantTableProps) {
  const { t } = useTranslation('company');
  return (
    <RecordTable
      caption={labelledBy ? undefined : t('applicants_caption')}
      aria-labelledby={labelledBy}
      columns={[
        { key: 'name', label: t('applicants_column_name') },
        ...(showPosting
          ? [{ key: 'posting', label: t('applicants_column_posting'), text: true }]
          : []),
        { key: 'date', label: t('applicants_column_applied_at') },
        { key: 'status', label: t('applicants_column_status') },
        { key: 'reply', label: t('applicant_reply_by') },
      ]}
    >
      {applicants.map((order) => (
        <ResponsiveTableRow key={order.id}>
          <ResponsiveTableCell data-column="name">
            <RowLink to={pathTo('company.applicants.show', { orderId: order.id })}>
              {order.customer.name}
            </RowLink>
            {order.customer.nameKana && <span css={kanaStyle}>{order.customer.nameKana}</span>}
          </ResponsiveTableCell>
          {showPosting && (
            <ResponsiveTableCell data-column="posting">
              <CardLabel>{t('applicants_column_posting')}</CardLabel>
              {postingOf(order)?.productName}
            </ResponsiveTableCell>
          )}
          <ResponsiveTableCell data-column="date">
            <CardLabel>{t('applicants_column_applied_at')}</CardLabel>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="status">
            <ApplicantStatusChip order={order} />
            {stages && order.status === 'PROCESSING' && (
              <span css={kanaStyle}>{stageLabelOf(order, stages)}</span>
            )}
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="reply">
            <CardLabel>{t('applicant_reply_by')}</CardLabel>
            <ReplyByLabel order={order} />
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </RecordTable>
  );
}
