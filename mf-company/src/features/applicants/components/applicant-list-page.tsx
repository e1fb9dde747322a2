import { useTranslation } from 'react-i18next';
import { PageLayout } from '@jobmatch/shared';
import { deskPageStyle } from '../../../components/page-styles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { ApplicantList } from './applicant-list';

/** company.applicants: every application of the organization, whichever posting it is for. */
function Applicants({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  return (
    <PageLayout heading={t('applicants_heading')} css={deskPageStyle}>
      <ApplicantList organizationId={membership.organization.id} productId={null} />
    </PageLayout>
  );
}

export const ApplicantListPage = withCompanyMembership(Applicants, 'applicants_title');
