import { useSearchParams } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout, PagedList, TabBar, pathTo } from '@jobmatch/shared';
import { useOrganizationApplications } from '../api/get-organization-applications';
import { APPLICATION_STATUSES, statusFilterOf } from '../utils/application-view';
import { ApplicationTable } from './application-table';

// A desk: on wide screens the table takes the content area's width, not the reading column's.
const pageStyle = (theme: Theme) => css`
  ${theme.mq.desktop} {
    max-width: ${theme.layout.contentMaxWidth};
  }
`;

const totalStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
`;

/**
 * admin.organization-applications: every application newest first, filtered by status
 * (`?status=`, so a filtered list can be reloaded and shared), 20 at a time with もっと見る.
 */
export function ApplicationListPage() {
  const { t } = useTranslation('company');
  const [searchParams] = useSearchParams();
  const status = statusFilterOf(searchParams.get('status'));
  const applicationsQuery = useOrganizationApplications(status);
  const total = applicationsQuery.data?.pages[0]?.total;

  const tabs = [
    {
      key: 'all',
      label: t('applications_filter_all'),
      to: pathTo('admin.organization-applications'),
    },
    ...APPLICATION_STATUSES.map((value) => ({
      key: value,
      label: t(`application_status_${value}`),
      to: pathTo('admin.organization-applications', null, { status: value }),
    })),
  ];

  return (
    <PageLayout heading={t('applications_heading')} css={pageStyle}>
      <TabBar label={t('applications_filter_label')} tabs={tabs} selected={status ?? 'all'}>
        <p css={totalStyle} role="status">
          {total !== undefined && t('applications_total', { count: total })}
        </p>
        <PagedList
          query={applicationsQuery}
          loadingMinHeight={240}
          empty={<EmptyState title={t('applications_empty')} />}
        >
          {(applications) => <ApplicationTable applications={applications} />}
        </PagedList>
      </TabBar>
    </PageLayout>
  );
}
