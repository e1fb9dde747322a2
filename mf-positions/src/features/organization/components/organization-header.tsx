import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadingStyle, pathTo } from '@jobmatch/shared';
import { useQuery } from '@tanstack/react-query';
import { PRODUCTS_COUNT_ONLY, productsPageQueryOptions } from '../../../api/get-products';
import type { Organization } from '../../../types/catalog';

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

const tabListStyle = (theme: Theme) => css`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.colors.border.subtle};

  & > li {
    flex: 1;
  }
`;

const tabStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[2]};
  border-bottom: 3px solid transparent;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  text-align: center;
  text-decoration: none;

  &[aria-current='page'] {
    border-bottom-color: ${theme.colors.brand.main};
    color: ${theme.colors.brand.active};
    cursor: default;
  }
`;

/**
 * The company name and the tab bar of the two organization routes. Tabs are links between the
 * routes; the selected one is disabled (docs/positions.md#organization-pages), marked
 * as the current page and not a link.
 */
export function OrganizationHeader({
  organization,
  tab,
}: {
  organization: Organization;
  tab: OrganizationTab;
}) {
  const { t } = useTranslation('positions');
  // The company JSON carries the count; an older api without it is asked for a one-item page.
  const known = organization.viewableProductCount;
  const { data } = useQuery({
    ...productsPageQueryOptions({ organizationId: organization.id }, PRODUCTS_COUNT_ONLY),
    enabled: known === undefined,
  });
  const count = known ?? data?.total;
  const tabs: { key: OrganizationTab; label: string; to: string }[] = [
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
      <nav aria-label={t('organization_tabs')}>
        <ul css={tabListStyle}>
          {tabs.map((item) => (
            <li key={item.key}>
              {item.key === tab ? (
                <span css={tabStyle} aria-current="page" aria-disabled="true">
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} css={tabStyle}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
