import { useId, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useLoaderData, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PageLayout,
  bodyTextStyle,
  formatDate,
  formatPostalCode,
  sectionHeadingStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import type { PublicOrganization as Organization } from '@jobmatch/shared/contracts';
import { safeWebUrl } from '@jobmatch/shared/domain';
import { useOrganization } from '../api/get-organization';
import { OrganizationLayout } from './organization-layout';

const detailsStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.colors.border.subtle};
  }
  & dt {
    font-size: ${theme.typography.fontSize.s};
    font-weight: ${theme.typography.fontWeight.bold};
    color: ${theme.colors.text.secondary};
  }
  & dd {
    margin: 0;
    font-size: ${theme.typography.fontSize.m};
    line-height: ${theme.typography.lineHeight.body};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false)
    return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The loaded organization (loader data first, then the query cache). */
export function useLoadedOrganization(): Organization | undefined {
  const { organizationId = '' } = useParams();
  const loaded = useLoaderData() as Organization | undefined;
  return useOrganization(organizationId, loaded).data;
}

/** organization.show: company details under the companyInformation tab. */
export function OrganizationPage() {
  const { t } = useTranslation('positions');
  const organization = useLoadedOrganization();
  const sectionId = useId();
  if (!organization) return null;
  const fields = organization.customFields ?? {};
  const website = safeWebUrl(organization.website ?? organization.url);
  const address = [organization.addressLine1, organization.addressLine2, organization.addressLine3]
    .filter(Boolean)
    .join('');
  return (
    <PageLayout>
      <OrganizationLayout organization={organization} tab="companyInformation">
        <section
          aria-labelledby={sectionId}
          css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3] })}
        >
          <h2 id={sectionId} css={sectionHeadingStyle}>
            {t('tab_company_information')}
          </h2>
          {fields.organization_summary && <p css={bodyTextStyle}>{fields.organization_summary}</p>}
          <dl css={detailsStyle}>
            <Detail term={t('organization_business_operations')}>
              {fields.business_operations}
            </Detail>
            <Detail term={t('organization_industry')}>{fields.industry}</Detail>
            <Detail term={t('organization_address')}>
              {(organization.postalCode || address) && (
                <>
                  {organization.postalCode && (
                    <span>{formatPostalCode(organization.postalCode)} </span>
                  )}
                  {address}
                </>
              )}
            </Detail>
            <Detail term={t('organization_established')}>
              {organization.establishedOn ? formatDate(organization.establishedOn) : null}
            </Detail>
            <Detail term={t('organization_representative')}>
              {organization.representativeName}
            </Detail>
            <Detail term={t('organization_employees')}>
              {typeof organization.employeeCount === 'number'
                ? t('organization_employees_value', { count: organization.employeeCount })
                : null}
            </Detail>
            <Detail term={t('organization_capital')}>
              {typeof organization.capital === 'number'
                ? t('organization_capital_value', {
                    amount: organization.capital.toLocaleString('ja-JP'),
                  })
                : null}
            </Detail>
            <Detail term={t('organization_website')}>
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer" css={textLinkStyle}>
                  {website}
                </a>
              )}
            </Detail>
          </dl>
        </section>
      </OrganizationLayout>
    </PageLayout>
  );
}
