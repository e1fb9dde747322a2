import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  errorCodeOf,
  errorMessage,
  pathTo,
  secondaryTextStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import { useOrganization } from '../../../api/get-organization';
import { OrganizationImageFields } from '../../../components/organization-image-fields';
import { canManageOrganization } from '../../../lib/organization-roles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

/**
 * company.profile (docs/company.md#screens): the company information job seekers see on its
 * public page. Owners and admins edit it (one form, saved at once) and upload the logo and icon,
 * which take effect on their own; members read it and are told whom to ask.
 */
function CompanyProfile({ user, membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const organization = useOrganization(membership.organization.id);
  const manages = canManageOrganization(membership.role);

  if (organization.isPending) return <RouteLoading />;
  if (organization.isError) {
    return (
      <PageLayout width="medium" heading={t('profile_heading')}>
        <LoadError
          message={errorMessage(errorCodeOf(organization.error)) ?? undefined}
          onRetry={() => void organization.refetch()}
        />
      </PageLayout>
    );
  }
  const data = organization.data;

  return (
    <PageLayout width="medium" heading={t('profile_heading')}>
      {data.status === 'normal' && (
        <p css={secondaryTextStyle}>
          <Link css={textLinkStyle} to={pathTo('organization.show', { organizationId: data.id })}>
            {t('profile_public_page')}
          </Link>
        </p>
      )}
      {!manages && <p css={secondaryTextStyle}>{t('profile_read_only_note')}</p>}
      <OrganizationImageFields organization={data} userId={user.id} readOnly={!manages} />
      {manages ? (
        <ProfileForm organization={data} userId={user.id} />
      ) : (
        <ProfileDetails organization={data} />
      )}
    </PageLayout>
  );
}

export const CompanyProfilePage = withCompanyMembership(CompanyProfile, 'profile_heading');
