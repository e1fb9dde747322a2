import { Link, useSearchParams } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  PUBLICATION_STATES,
  PageLayout,
  PagedList,
  buttonStyle,
  chipListStyle,
  chipStyle,
  pathTo,
  secondaryTextStyle,
  type PublicationState,
} from '@jobmatch/shared';
import { deskPageStyle } from '../../../components/page-styles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { JOB_SORTS, useCompanyProducts } from '../api/get-company-products';
import { withChanges } from '../../../lib/search-params';
import { usePagesOrderStats } from '../api/get-product-order-stats';
import { PUBLICATION_STATE_LABEL_KEYS, stateFilterOf } from '../utils/publication-view';
import { JobFinder } from './job-finder';
import { JobTable } from './job-table';

const toolbarStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

/**
 * company.jobs (docs/jobs.md#routes-mf-company-access-company-desk-screen-modes): the organization's postings, newest first, 20 at a time,
 * filtered by publication state (`?state=`, so a filtered list can be reloaded and shared), each
 * with its state, job type, window and applicant counts.
 */
function JobList({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const organizationId = membership.organization.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFilterOf(searchParams.get('state'));
  const search = searchParams.get('q') ?? '';
  const sort = JOB_SORTS.find((value) => value === searchParams.get('sort')) ?? 'newest';
  const productsQuery = useCompanyProducts(organizationId, { state, search, sort });
  const pages = productsQuery.data?.pages.map((page) => page.value) ?? [];
  const stats = usePagesOrderStats(organizationId, pages);
  const total = productsQuery.data?.pages[0]?.total;
  const now = new Date();

  const filters: { key: PublicationState | 'all'; label: string; to: string }[] = [
    {
      key: 'all',
      label: t('jobs_filter_all'),
      to: `?${withChanges(searchParams, { state: null })}`,
    },
    ...PUBLICATION_STATES.map((value) => ({
      key: value,
      label: t(PUBLICATION_STATE_LABEL_KEYS[value]),
      to: `?${withChanges(searchParams, { state: value })}`,
    })),
  ];
  const selected = state ?? 'all';
  const createLink = (
    <Link to={pathTo('company.jobs.new')} css={buttonStyle({ size: 'S' })}>
      {t('jobs_create')}
    </Link>
  );

  return (
    <PageLayout heading={t('jobs_heading')} css={deskPageStyle}>
      <div css={toolbarStyle}>
        <nav aria-label={t('jobs_filter_label')}>
          <ul css={chipListStyle}>
            {filters.map((filter) => (
              <li key={filter.key}>
                <Link
                  to={filter.to}
                  aria-current={filter.key === selected ? 'page' : undefined}
                  css={chipStyle({
                    size: 'M',
                    selected: filter.key === selected,
                    interactive: true,
                  })}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {createLink}
      </div>
      <JobFinder
        search={search}
        sort={sort}
        onChange={(changes) => setSearchParams(withChanges(searchParams, changes))}
      />
      <p css={secondaryTextStyle} role="status">
        {total !== undefined && t('jobs_total', { count: total })}
      </p>
      <PagedList
        query={productsQuery}
        loadingMinHeight={240}
        empty={
          search ? (
            <EmptyState title={t('jobs_empty_search')} />
          ) : state ? (
            <EmptyState
              title={t('jobs_empty_state', { state: t(PUBLICATION_STATE_LABEL_KEYS[state]) })}
            />
          ) : (
            <EmptyState title={t('jobs_empty')} action={createLink}>
              {t('jobs_empty_hint')}
            </EmptyState>
          )
        }
      >
        {(products) => <JobTable products={products} stats={stats} now={now} />}
      </PagedList>
    </PageLayout>
  );
}

export const JobListPage = withCompanyMembership(JobList, 'jobs_heading');
