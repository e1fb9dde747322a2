import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { pageHeadingStyle, pathTo, TabBar, type TabBarItem } from '@jobmatch/shared';
import { useQuery } from '@tanstack/react-query';
import { PRODUCTS_COUNT_ONLY, productsPageQueryOptions } from '../../../api/get-products';
import type { PublicOrganization as Organization } from '@jobmatch/shared/contracts';

export type OrganizationTab = 'companyInformation' | 'jobOpenings';

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;

const logoStyle = (theme: Theme) => css`
  flex: none;
  width: 56px;
  height: 56px;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  object-fit: contain;
  background: ${theme.colors.surface.raised};
`;

/**
 * The company name and the tab bar of the two organization routes, around the selected tab's
 * content. Tabs are links between the routes; the selected one is disabled
 * (docs/positions.md#organization-pages).
 */
export function OrganizationLayout({
  organization,
  tab,
  children,
}: {
  organization: Organization;
  tab: OrganizationTab;
  children: ReactNode;
}) {
  const { t } = useTranslation('positions');
  // The company JSON carries the count; an older api without it is asked for a one-item page.
  const known = organization.viewableProductCount;
  const { data } = useQuery({
    ...productsPageQueryOptions({ organizationId: organization.id }, PRODUCTS_COUNT_ONLY),
    enabled: known === undefined,
  });
  const count = known ?? data?.total;
  const tabs: (TabBarItem & { key: OrganizationTab })[] = [
    {
      key: 'companyInformation',
      label: t('tab_company_information'),
      to: pathTo('organization.show', { organizationId: organization.id }),
    },
    {
      key: 'jobOpenings',
      label: count === undefined ? t('tab_job_openings_unknown') : t('tab_job_openings', { count }),
      to: pathTo('organization.positions.list', { organizationId: organization.id }),
    },
  ];
  const logo = organization.logoImageUri ?? organization.iconImageUri;
  return (
    <>
      <div css={headerStyle}>
        {logo && <img src={logo} alt="" css={logoStyle} />}
        <h1 css={pageHeadingStyle}>{organization.name}</h1>
      </div>
      <TabBar label={t('organization_tabs')} tabs={tabs} selected={tab}>
        {children}
      </TabBar>
    </>
  );
}
