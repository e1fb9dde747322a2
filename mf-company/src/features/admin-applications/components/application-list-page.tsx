import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  PageLayout,
  PagedList,
  TabBar,
  pathTo,
  secondaryTextStyle,
} from '@jobmatch/shared';
import { deskPageStyle } from '../../../components/page-styles';
import { useOrganizationApplications } from '../api/get-organization-applications';
import { APPLICATION_STATUSES, statusFilterOf } from '../utils/application-view';
import { ApplicationTable } from './application-table';

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
    <PageLayout heading={t('applications_heading')} css={deskPageStyle}>
      <TabBar label={t('applications_filter_label')} tabs={tabs} selected={status ?? 'all'}>
        <p css={secondaryTextStyle} role="status">
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
