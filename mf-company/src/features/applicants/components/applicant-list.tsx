import { useLocation, useSearchParams } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_ORDER_STATUSES,
  EmptyState,
  PagedList,
  TabBar,
  secondaryTextStyle,
} from '@jobmatch/shared';
import { useApplicants } from '../../../api/get-applicants';
import { usePipeline } from '../../../api/get-pipeline';
import { usePostingOptions } from '../../../api/get-posting-options';
import { ApplicantTable } from '../../../components/applicant-table';
import { statusLabelKey } from '../../../lib/labels';
import {
  applicantSearchOf,
  isNarrowed,
  withChanges,
  type ApplicantSearch,
} from '../utils/applicant-search';
import { ApplicantBoard } from './applicant-board';
import { ApplicantFilters } from './applicant-filters';
import { ViewSwitch } from './view-switch';

const columnStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

export interface ApplicantListProps {
  organizationId: string;
  /** One posting's applications; null for every posting's (which names each row's posting). */
  productId: string | null;
}

/**
 * The applications of the organization or of one posting (docs/company-desk.md#finding), as a
 * list with status tabs or as the pipeline board, narrowed by name or kana, posting, stage and
 * reply state; everything in the URL, so a view can be reloaded and shared.
 */
export function ApplicantList({ organizationId, productId }: ApplicantListProps) {
  const [params, setParams] = useSearchParams();
  const search = applicantSearchOf(params, productId);
  const pipeline = usePipeline(organizationId);
  const postings = usePostingOptions(organizationId);
  const stages = pipeline.data?.stages ?? [];
  const change = (changes: Record<string, string | null>) =>
    setParams(withChanges(params, changes));

  return (
    <div css={columnStyle}>
      <ViewSwitch
        view={search.view}
        hrefOf={(view) => `?${withChanges(params, { view: view === 'board' ? view : null })}`}
      />
      <ApplicantFilters
        search={search}
        postings={productId === null ? (postings.data ?? []) : undefined}
        stages={stages}
        onChange={change}
      />
      {search.view === 'board' ? (
        <ApplicantBoard
          organizationId={organizationId}
          search={search}
          stages={stages}
          showPosting={productId === null}
        />
      ) : (
        <StatusTabs
          organizationId={organizationId}
          search={search}
          fixedProductId={productId}
          stages={stages}
        />
      )}
    </div>
  );
}

function StatusTabs({
  organizationId,
  search,
  fixedProductId,
  stages,
}: {
  organizationId: string;
  search: ApplicantSearch;
  fixedProductId: string | null;
  stages: ReadonlyArray<{ key: string; label: string }>;
}) {
  const { t } = useTranslation('company');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { view: _view, ...filter } = search;
  const applicantsQuery = useApplicants(organizationId, filter);
  const total = applicantsQuery.data?.pages[0]?.total;
  const hrefOf = (status: string | null) => `${pathname}?${withChanges(params, { status })}`;
  const tabs = [
    { key: 'all', label: t('applicants_filter_all'), to: hrefOf(null) },
    ...COMPANY_ORDER_STATUSES.map((value) => ({
      key: value,
      label: t(statusLabelKey(value)),
      to: hrefOf(value),
    })),
  ];
  const status = search.status;

  return (
    <TabBar label={t('applicants_filter_label')} tabs={tabs} selected={status ?? 'all'}>
      <p css={secondaryTextStyle} role="status">
        {total !== undefined && t('applicants_total', { count: total })}
      </p>
      <PagedList
        query={applicantsQuery}
        loadingMinHeight={240}
        empty={
          isNarrowed(search, fixedProductId) ? (
            <EmptyState title={t('applicants_empty_filtered')} />
          ) : status ? (
            <EmptyState title={t(`applicants_empty_${status.toLowerCase()}`)} />
          ) : (
            <EmptyState title={t('applicants_empty_all')}>
              {t('applicants_empty_all_hint')}
            </EmptyState>
          )
        }
      >
        {(applicants) => (
          <ApplicantTable
            applicants={applicants}
            showPosting={fixedProductId === null}
            stages={stages}
          />
        )}
      </PagedList>
    </TabBar>
  );
}
