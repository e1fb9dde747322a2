import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, pathTo } from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { RecordTable, RowLink } from '../../../components/record-table';
import {
  AS_TABLE,
  CardLabel,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { ApplicationStatusChip } from './application-status-chip';

// Names keep a readable width in the table; the address is what gives way (it wraps anywhere).
const tableStyle = css`
  ${AS_TABLE} {
    & td[data-column='contact'] {
      min-width: 6em;
    }
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
    <RecordTable
      size="S"
      caption={t('applications_caption')}
      columns={[
        { key: 'name', label: t('application_company_name') },
        { key: 'contact', label: t('application_contact_name') },
        { key: 'email', label: t('application_email') },
        { key: 'date', label: t('application_applied_at'), noWrap: true },
        { key: 'status', label: t('application_status') },
      ]}
      css={tableStyle}
    >
      {applications.map((application) => (
        <ResponsiveTableRow key={application.id}>
          <ResponsiveTableCell data-column="name">
            <RowLink
              to={pathTo('admin.organization-applications.show', {
                applicationId: application.id,
              })}
            >
              {application.companyName}
            </RowLink>
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
    </RecordTable>
  );
}
