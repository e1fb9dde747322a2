import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { pathTo, visuallyHiddenStyle } from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { formatDateTime } from '../utils/application-view';
import { ApplicationStatusChip } from './application-status-chip';

// One table, two looks: on phones each row is a card (the header row hidden but still naming the
// cells), from the tablet cut-off (docs/shell.md#screen-modes, `theme.mq`) a table across the
// width. The explicit roles keep the table semantics where `display` changes would drop them.

const tableStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};

  ${theme.mq.tablet} {
    display: table;
  }
`;

const headStyle = (theme: Theme) => css`
  ${visuallyHiddenStyle};

  ${theme.mq.tablet} {
    position: static !important;
    display: table-header-group;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
  }

  & th {
    padding: ${theme.space[2]};
    border-bottom: 2px solid ${theme.colors.border.subtle};
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.xs};
    font-weight: ${theme.typography.fontWeight.bold};
    text-align: left;
    white-space: nowrap;
  }
`;

const bodyStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};

  ${theme.mq.tablet} {
    display: table-row-group;
  }
`;

const rowStyle = (theme: Theme) => css`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'name status'
    'contact contact'
    'email email'
    'date date';
  gap: ${theme.space[1]} ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};

  &:hover {
    background: ${theme.colors.surface.sunken};
  }

  ${theme.mq.tablet} {
    display: table-row;
    border: 0;
    border-radius: 0;

    & > td {
      display: table-cell;
      padding: ${theme.space[3]} ${theme.space[2]};
      border-bottom: 1px solid ${theme.colors.border.subtle};
      vertical-align: middle;
    }
  }
`;

const cellStyle = (area: string) => (theme: Theme) => css`
  display: block;
  grid-area: ${area};
  min-width: 0;
  padding: 0;
  color: ${theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const nameCellStyle = (theme: Theme) => css`
  ${cellStyle('name')(theme)};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  ${theme.mq.tablet} {
    min-width: 9em;
  }
`;

// The whole row (card) opens the application; the link is still the one thing to focus.
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

// Names keep a readable width in the table; the address is what gives way (it wraps anywhere).
const contactCellStyle = (theme: Theme) => css`
  ${cellStyle('contact')(theme)};
  ${theme.mq.tablet} {
    min-width: 6em;
  }
`;

const dateCellStyle = (theme: Theme) => css`
  ${cellStyle('date')(theme)};
  ${theme.mq.tablet} {
    white-space: nowrap;
  }
`;

const statusCellStyle = (theme: Theme) => css`
  ${cellStyle('status')(theme)};
  align-self: start;
  justify-self: end;
`;

// The cards' own labels; the table has its header row instead (screen readers get the header).
const cardLabelStyle = (theme: Theme) => css`
  margin-right: ${theme.space[2]};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};

  ${theme.mq.tablet} {
    display: none;
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
    <table role="table" css={tableStyle}>
      <caption css={visuallyHiddenStyle}>{t('applications_caption')}</caption>
      <thead role="rowgroup" css={headStyle}>
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('application_company_name')}
          </th>
          <th role="columnheader" scope="col">
            {t('application_contact_name')}
          </th>
          <th role="columnheader" scope="col">
            {t('application_email')}
          </th>
          <th role="columnheader" scope="col">
            {t('application_applied_at')}
          </th>
          <th role="columnheader" scope="col">
            {t('application_status')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" css={bodyStyle}>
        {applications.map((application) => (
          <tr key={application.id} role="row" css={rowStyle}>
            <td role="cell" css={nameCellStyle}>
              <Link
                to={pathTo('admin.organization-applications.show', {
                  applicationId: application.id,
                })}
                css={rowLinkStyle}
              >
                {application.companyName}
              </Link>
            </td>
            <td role="cell" css={contactCellStyle}>
              <span aria-hidden="true" css={cardLabelStyle}>
                {t('application_contact_name')}
              </span>
              {application.contactName}
            </td>
            <td role="cell" css={cellStyle('email')}>
              {application.email}
            </td>
            <td role="cell" css={dateCellStyle}>
              <span aria-hidden="true" css={cardLabelStyle}>
                {t('application_applied_at')}
              </span>
              <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
            </td>
            <td role="cell" css={statusCellStyle}>
              <ApplicationStatusChip status={application.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
