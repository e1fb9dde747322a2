import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  DetailsSection,
  PageLayout,
  Stack,
  buttonStyle,
  pathTo,
  secondaryTextStyle,
  sectionHeadingStyle,
  textLinkStyle,
  formatDateTime,
} from '@jobmatch/shared';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { usePageTitle } from 'shell/page-title';
import { useCompanyProduct } from '../../../api/get-company-product';
import { PostingNotFound } from '../../../components/posting-not-found';
import { RecordPage } from '../../../components/record-page';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { publicationWindowText } from '../utils/publication-view';
import { ApplicantCounts } from './applicant-counts';
import { NewestApplicants } from './newest-applicants';
import { PostingFrame } from './posting-frame';
import { DuplicateJobButton } from './duplicate-job-button';
import { PublicationActions } from './publication-actions';
import { PublicationStateChip } from './publication-state-chip';

/**
 * company.jobs.show (docs/jobs.md#routes-mf-company-access-company-desk-screen-modes): the posting as job seekers will see it (the public
 * page's article), its publication state and window with what can be done to it, and its
 * applicants: the counts by status and the newest few. Another organization's posting is not
 * found, like an unknown one.
 */
function JobDetail({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const { productId = '' } = useParams();
  const organizationId = membership.organization.id;
  return (
    <RecordPage
      query={useCompanyProduct(organizationId, productId)}
      heading={t('job_detail_heading')}
      notFound={<PostingNotFound />}
    >
      {(product) => <JobDetails product={product} organizationId={organizationId} />}
    </RecordPage>
  );
}

function JobDetails({
  product,
  organizationId,
}: {
  product: CompanyProduct;
  organizationId: string;
}) {
  const { t } = useTranslation('company');
  const postingHeadingId = useId();
  usePageTitle(product.name);
  const archived = product.publication.status === 'ARCHIVED';
  const { publishedAt } = product.publication;

  return (
    <PageLayout heading={product.name}>
      <DetailsSection
        id={`${postingHeadingId}-publication`}
        title={t('job_publication_section')}
        action={
          <span css={{ display: 'inline-flex', gap: 8 }}>
            <DuplicateJobButton organizationId={organizationId} productId={product.id} />
            {!archived && (
              <Link
                to={pathTo('company.jobs.edit', { productId: product.id })}
                css={buttonStyle({ size: 'S', variant: 'secondary' })}
              >
                {t('job_edit')}
              </Link>
            )}
          </span>
        }
      >
        <DetailsList
          entries={[
            [
              t('job_state_label'),
              <PublicationStateChip key="state" publication={product.publication} size="S" />,
            ],
            [t('job_window_label'), publicationWindowText(t, product.publication)],
            [
              t('job_published_at_label'),
              publishedAt ? formatDateTime(publishedAt) : t('job_never_published'),
            ],
            [t('job_updated_at_label'), formatDateTime(product.updatedAt)],
          ]}
        />
        {archived && <p css={secondaryTextStyle}>{t('job_archived_note')}</p>}
        <PublicationActions product={product} organizationId={organizationId} />
      </DetailsSection>

      <DetailsSection
        id={`${postingHeadingId}-applicants`}
        title={t('job_applicants_section')}
        action={
          <Link
            to={pathTo('company.jobs.applicants', { productId: product.id })}
            css={textLinkStyle}
          >
            {t('job_applicants_all')}
          </Link>
        }
      >
        <ApplicantCounts organizationId={organizationId} productId={product.id} />
        {/* how many seekers saved it (気になる), never who: docs/matching.md#saved-postings-気になる */}
        <p css={secondaryTextStyle}>
          {t('job_interest_count', { count: product.interestCount ?? 0 })}
        </p>
        <NewestApplicants organizationId={organizationId} productId={product.id} />
      </DetailsSection>

      <Stack as="section" gap={3} aria-labelledby={postingHeadingId}>
        <h2 id={postingHeadingId} css={sectionHeadingStyle}>
          {t('job_posting_section')}
        </h2>
        <p css={secondaryTextStyle}>{t('job_posting_note')}</p>
        <PostingFrame product={product} />
      </Stack>
    </PageLayout>
  );
}

export const JobDetailPage = withCompanyMembership(JobDetail, 'job_detail_heading');
