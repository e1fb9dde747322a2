import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_ORDER_STATUSES,
  EmptyState,
  PagedList,
  TabBar,
  secondaryTextStyle,
  type CompanyOrderStatus,
} from '@jobmatch/shared';
import { useApplicants } from '../../../api/get-applicants';
import { ApplicantTable } from '../../../components/applicant-table';
import { statusLabelKey } from '../../../lib/labels';
import { statusFilterOf } from '../utils/applicant-view';

export interface ApplicantListProps {
  organizationId: string;
  /** One posting's applications; null for every posting's (which names each row's posting). */
  productId: string | null;
  /** The list's own page with `?status=` (null: all), for the filter's tabs. */
  pathFor: (status: CompanyOrderStatus | null) => string;
}

/**
 * The applications of the organization or of one posting, newest first, filtered by status
 * (`?status=`, so a filtered list can be reloaded and shared), 20 at a time with もっと見る.
 */
export function ApplicantList({ organizationId, productId, pathFor }: ApplicantListProps) {
  const { t } = useTranslation('company');
  const [searchParams] = useSearchParams();
  const status = statusFilterOf(searchParams.get('status'));
  const applicantsQuery = useApplicants(organizationId, { status, productId });
  const total = applicantsQuery.data?.pages[0]?.total;

  const tabs = [
    { key: 'all', label: t('applicants_filter_all'), to: pathFor(null) },
    ...COMPANY_ORDER_STATUSES.map((value) => ({
      key: value,
      label: t(statusLabelKey(value)),
      to: pathFor(value),
    })),
  ];

  return (
    <TabBar label={t('applicants_filter_label')} tabs={tabs} selected={status ?? 'all'}>
      <p css={secondaryTextStyle} role="status">
        {total !== undefined && t('applicants_total', { count: total })}
      </p>
      <PagedList
        query={applicantsQuery}
        loadingMinHeight={240}
        empty={
          status ? (
            <EmptyState title={t(`applicants_empty_${status.toLowerCase()}`)} />
          ) : (
            <EmptyState title={t('applicants_empty_all')}>
              {t('applicants_empty_all_hint')}
            </EmptyState>
          )
        }
      >
        {(applicants) => (
          <ApplicantTable applicants={applicants} showPosting={productId === null} />
        )}
      </PagedList>
    </TabBar>
  );
}
