import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PageLayout,
  PagedList,
  buttonStyle,
  pathTo,
  secondaryTextStyle,
  sectionHeadingStyle,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { useMyOrders } from '../api/get-my-orders';
import { ApplicationCard } from './application-card';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const emptyStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]} ${theme.space[4]};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.page};
  text-align: center;
`;

/** job-applications.list (signed-in users): applications newest first, 20 a page, load more. */
export function JobApplicationsPage() {
  const { t } = useTranslation('positions');
  const { userId } = useSession();
  const ordersQuery = useMyOrders(userId ?? '');
  return (
    <PageLayout heading={t('job_applications_heading')}>
      <PagedList
        query={ordersQuery}
        loadingMinHeight={240}
        empty={
          <div css={emptyStyle}>
            <p css={[sectionHeadingStyle, { fontSize: 16 }]}>
              {t('job_applications_empty_heading')}
            </p>
            <p css={secondaryTextStyle}>{t('job_applications_empty_body')}</p>
            <Link to={pathTo('positions.list')} css={buttonStyle()}>
              {t('search_positions')}
            </Link>
          </div>
        }
      >
        {(orders) => (
          <ul css={listStyle}>
            {orders.map((order) => (
              <li key={order.id}>
                <ApplicationCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </PageLayout>
  );
}
