import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import {
  AS_TABLE,
  CardLabel,
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { formatDateTime } from '../utils/application-view';
import { ApplicationStatusChip } from './application-status-chip';

// Each card: the company and its status, then the contact, address and date; a table row from
// the table's width on. The whole row (card) opens the application.
const tableStyle = (theme: Theme) => css`
  & th {
    padding: ${theme.space[2]};
    border-bottom: 2px solid ${theme.colors.border.subtle};
  }
  & > tbody > tr {
    position: relative;
    grid-template-areas:
      'name status'
      'contact contact'
      'email email'
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
  & td[data-column='contact'] {
    grid-area: contact;
  }
  & td[data-column='email'] {
    grid-area: email;
  }
  & td[data-column='date'] {
    grid-area: date;
  }
  & td[data-column='status'] {
    grid-area: status;
    align-self: start;
    justify-self: end;
  }

  /* Names keep a readable width in the table; the address is what gives way (it wraps anywhere). */
  ${AS_TABLE} {
    & td[data-column='name'] {
      min-width: 9em;
    }
    & td[data-column='contact'] {
      min-width: 6em;
    }
    & td[data-column='date'] {
      white-space: nowrap;
    }
  }
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

/** The administrators' list of applications: each row leads to the application's page. */
export function ApplicationTable({
  applications,
}: {
  applications: readonly OrganizationApplication[];
}) {
  const { t } = useTranslation('company');
  return (
    <ResponsiveTable
      size="S"
      caption={t('applications_caption')}
      columns={[
        t('application_company_name'),
        t('application_contact_name'),
        t('application_email'),
        t('application_applied_at'),
        t('application_status'),
      ]}
      css={tableStyle}
    >
      {applications.map((application) => (
        <ResponsiveTableRow key={application.id}>
          <ResponsiveTableCell data-column="name">
            <Link
              to={pathTo('admin.organization-applications.show', {
                applicationId: application.id,
              })}
              css={rowLinkStyle}
            >
              {application.companyName}
            </Link>
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="contact">
            <CardLabel>{t('application_contact_name')}</CardLabel>
            {application.contactName}
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="email">{application.email}</ResponsiveTableCell>
          <ResponsiveTableCell data-column="date">
            <CardLabel>{t('application_applied_at')}</CardLabel>
            <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="status">
            <ApplicationStatusChip status={application.status} />
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </ResponsiveTable>
  );
}
