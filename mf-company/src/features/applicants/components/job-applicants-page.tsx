import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, PageLayout, pathTo, textLinkStyle } from '@jobmatch/shared';
import { useCompanyProduct } from '../../../api/get-company-product';
import { deskPageStyle } from '../../../components/page-styles';
import { PostingNotFound } from '../../../components/posting-not-found';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { ApplicantList } from './applicant-list';

/**
 * company.jobs.applicants: one posting's applications, under the posting's name with the way
 * back to it. The list asks for the posting's applications whether or not its name has come; a
 * posting that is not the organization's says so.
 */
function JobApplicants({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const { productId = '' } = useParams();
  const organizationId = membership.organization.id;
  const posting = useCompanyProduct(organizationId, productId);

  if (posting.error instanceof ApiRequestError && posting.error.httpCode === 404)
    return <PostingNotFound />;

  return (
    <PageLayout
      heading={
        posting.data
          ? t('job_applicants_heading', { name: posting.data.name })
          : t('applicants_heading')
      }
      css={deskPageStyle}
    >
      <p css={{ margin: 0 }}>
        <Link to={pathTo('company.jobs.show', { productId })} css={textLinkStyle}>
          {t('job_back_to_detail')}
        </Link>
      </p>
      <ApplicantList organizationId={organizationId} productId={productId} />
    </PageLayout>
  );
}

export const JobApplicantsPage = withCompanyMembership(JobApplicants, 'job_applicants_title');
