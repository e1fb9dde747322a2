import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  ApiRequestError,
  DetailsList,
  DetailsSection,
  LoadError,
  PageLayout,
  PostingArticle,
  RouteLoading,
  buttonStyle,
  errorCodeOf,
  errorMessage,
  pathTo,
  secondaryTextStyle,
  sectionHeadingStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { usePageTitle } from 'shell/page-title';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useCompanyProduct } from '../api/get-company-product';
import { formatDateTime, publicationWindowText } from '../utils/publication-view';
import { ApplicantCounts } from './applicant-counts';
import { JobNotFound } from './job-not-found';
import { PublicationActions } from './publication-actions';
import { PublicationStateChip } from './publication-state-chip';

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

// The article draws its own padding; the frame says where the public page begins and ends.
const articleFrameStyle = (theme: Theme) => css`
  overflow: hidden;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
`;

/**
 * company.jobs.show (docs/jobs.md#routes): the posting as job seekers will see it (the public
 * page's article), its publication state and window with what can be done to it, and its
 * applicants by status. Another organization's posting is not found, like an unknown one.
 */
function JobDetail({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const { productId = '' } = useParams();
  const organizationId = membership.organization.id;
  const productQuery = useCompanyProduct(organizationId, productId);
  const { data: product, error } = productQuery;

  if (product) return <JobDetails product={product} organizationId={organizationId} />;
  if (error instanceof ApiRequestError && error.httpCode === 404) return <JobNotFound />;
  if (error)
    return (
      <PageLayout heading={t('job_detail_heading')}>
        <LoadError
          message={errorMessage(errorCodeOf(error)) ?? undefined}
          onRetry={() => void productQuery.refetch()}
        />
      </PageLayout>
    );
  return <RouteLoading />;
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
          archived ? undefined : (
            <Link
              to={pathTo('company.jobs.edit', { productId: product.id })}
              css={buttonStyle({ size: 'S', variant: 'secondary' })}
            >
              {t('job_edit')}
            </Link>
          )
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
      </DetailsSection>

      <section css={sectionStyle} aria-labelledby={postingHeadingId}>
        <h2 id={postingHeadingId} css={sectionHeadingStyle}>
          {t('job_posting_section')}
        </h2>
        <p css={secondaryTextStyle}>{t('job_posting_note')}</p>
        <div css={articleFrameStyle}>
          <PostingArticle product={product} headingLevel={3} />
        </div>
      </section>
    </PageLayout>
  );
}

export const JobDetailPage = withCompanyMembership(JobDetail, 'job_detail_heading');
