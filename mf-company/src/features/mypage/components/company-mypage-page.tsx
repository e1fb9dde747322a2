import { useId } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  DetailsSection,
  LinkGroup,
  LinkGroupLink,
  PageLayout,
  pathTo,
  secondaryTextStyle,
  type LinkGroupLinkProps,
} from '@jobmatch/shared';
import { deskPageStyle } from '../../../components/page-styles';
import { ORGANIZATION_STATUS_LABEL_KEYS, ROLE_LABEL_KEYS } from '../../../lib/labels';
import { canManageOrganization, needsRegistration } from '../../../lib/organization-roles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { CompanyFigures } from './company-figures';

/**
 * company.mypage: the company's start page (docs/company.md#screens). An owner or admin whose
 * approved company is not registered yet is sent on to the wizard instead. Every member works on
 * postings and applicants; members management is linked only for those who may manage.
 */
function CompanyMypage({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const summaryId = useId();
  const { organization, role } = membership;
  if (needsRegistration(membership))
    return <Navigate to={pathTo('company.registration')} replace />;

  const links: LinkGroupLinkProps[] = [
    {
      to: pathTo('company.jobs'),
      label: t('mypage_link_jobs'),
      hint: t('mypage_link_jobs_hint'),
    },
    {
      to: pathTo('company.applicants'),
      label: t('mypage_link_applicants'),
      hint: t('mypage_link_applicants_hint'),
    },
    {
      to: pathTo('company.pipeline'),
      label: t('mypage_link_pipeline'),
      hint: t('mypage_link_pipeline_hint'),
    },
    {
      to: pathTo('company.profile'),
      label: t('mypage_link_profile'),
      hint: t('mypage_link_profile_hint'),
    },
    ...(canManageOrganization(role)
      ? [
          {
            to: pathTo('company.members'),
            label: t('mypage_link_members'),
            hint: t('mypage_link_members_hint'),
          },
        ]
      : []),
  ];

  return (
    <PageLayout heading={organization.name} css={deskPageStyle}>
      {organization.status === 'normal' && <CompanyFigures organizationId={organization.id} />}
      <DetailsSection id={summaryId} title={t('mypage_title')}>
        <DetailsList
          entries={[
            [t('mypage_status_label'), t(ORGANIZATION_STATUS_LABEL_KEYS[organization.status])],
            [t('mypage_role_label'), t(ROLE_LABEL_KEYS[role])],
          ]}
        />
        {organization.status === 'pending' && (
          <p css={secondaryTextStyle}>{t('mypage_pending_note')}</p>
        )}
      </DetailsSection>
      <LinkGroup as="nav" title={t('mypage_menu_heading')}>
        {links.map((link) => (
          <LinkGroupLink key={link.to} {...link} />
        ))}
      </LinkGroup>
    </PageLayout>
  );
}

export const CompanyMypagePage = withCompanyMembership(CompanyMypage, 'mypage_title');
