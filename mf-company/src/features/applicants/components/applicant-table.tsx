import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, pathTo } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import {
  AS_TABLE,
  CardLabel,
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { postingOf } from '../utils/applicant-view';
import { ApplicantStatusChip } from './applicant-status-chip';

// Each card: the applicant and the status, then the posting and the date; a table row from the
// table's width on. The whole row (card) opens the application.
const tableStyle = (theme: Theme) => css`
  & th {
    padding: ${theme.space[2]};
    border-bottom: 2px solid ${theme.colors.border.subtle};
  }
  & > tbody > tr {
    position: relative;
    grid-template-areas:
      'name status'
      'posting posting'
      'date date';

    &:hover {
      background: ${theme.colors.surface.sunken};
    }
  }
  & td[data-column] {
    color: ${theme.colors.text.secondary};
  }
  & td[data-column='name'] {
    grid-area: name;
    color: ${theme.colors.text.primary};
    font-size: ${theme.typography.fontSize.m};
    font-weight: ${theme.typography.fontWeight.bold};
  }
  & td[data-column='posting'] {
    grid-area: posting;
  }
  & td[data-column='date'] {
    grid-area: date;
  }
  & td[data-column='status'] {
    grid-area: status;
    align-self: start;
    justify-self: end;
  }

  ${AS_TABLE} {
    & td[data-column='name'] {
      min-width: 9em;
    }
    & td[data-column='date'] {
      white-space: nowrap;
    }
  }
`;

const kanaStyle = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.regular};
`;

// The link is still the one thing to focus; its ::after covers the row.
const rowLinkStyle = (theme: Theme) => css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.l};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

export interface ApplicantTableProps {
  applicants: readonly CompanyOrder[];
  /** The posting column: on the list of every posting, not on one posting's own list. */
  showPosting: boolean;
}

/** The applications as rows (cards on a phone), each leading to the application's page. */
export function ApplicantTable({ applicants, showPosting }: ApplicantTableProps) {
  const { t } = useTranslation('company');
  return (
    <ResponsiveTable
      caption={t('applicants_caption')}
      columns={[
        t('applicants_column_name'),
        ...(showPosting ? [t('applicants_column_posting')] : []),
        t('applicants_column_applied_at'),
        t('applicants_column_status'),
      ]}
      css={tableStyle}
    >
      {applicants.map((order) => (
        <ResponsiveTableRow key={order.id}>
          <ResponsiveTableCell data-column="name">
            <Link to={pathTo('company.applicants.show', { orderId: order.id })} css={rowLinkStyle}>
              {order.customer.name}
            </Link>
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
            <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="status">
            <ApplicantStatusChip status={order.status} />
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </ResponsiveTable>
  );
}
