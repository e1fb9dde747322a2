import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  PageLayout,
  PagedList,
  TabBar,
  buttonStyle,
  cardListStyle,
  pathTo,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { useMyOrders } from '../api/get-my-orders';
import { ApplicationCard } from './application-card';

/**
 * job-applications.list (signed-in users): applications newest first, 20 a page, load more,
 * under the spec's one-tab bar (`applied`, selected and so disabled; docs/positions.md#job-applications).
 */
export function JobApplicationsPage() {
  const { t } = useTranslation('positions');
  const tabs = [
    { key: 'applied', label: t('tab_applied'), to: pathTo('job-applications.list') },
  ] as const;
  const { userId } = useSession();
  const ordersQuery = useMyOrders(userId ?? '');
  return (
    <PageLayout heading={t('job_applications_heading')}>
      <TabBar label={t('job_applications_tabs')} tabs={tabs} selected="applied">
        <PagedList
          query={ordersQuery}
          loadingMinHeight={240}
          empty={
            <EmptyState
              title={t('job_applications_empty_heading')}
              action={
                <Link to={pathTo('positions.list')} css={buttonStyle()}>
                  {t('search_positions')}
                </Link>
              }
            >
              {t('job_applications_empty_body')}
            </EmptyState>
          }
        >
          {(orders) => (
            <ul css={cardListStyle}>
              {orders.map((order) => (
                <li key={order.id}>
                  <ApplicationCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </TabBar>
    </PageLayout>
  );
}
