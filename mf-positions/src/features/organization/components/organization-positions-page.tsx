import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout, PagedList, secondaryTextStyle, sectionHeadingStyle } from '@jobmatch/shared';
import { ORGANIZATION_POSITIONS_PAGE_SIZE, useProductsInfinite } from '../../../api/get-products';
import { ProductCardList } from '../../../components/product-card-list';
import type { PublicOrganization as Organization } from '@jobmatch/shared/contracts';
import { OrganizationLayout } from './organization-layout';
import { useLoadedOrganization } from './organization-page';

/** organization.positions.list: the company's open positions, 20 a page, under the jobOpenings tab. */
export function OrganizationPositionsPage() {
  const organization = useLoadedOrganization();
  if (!organization) return null;
  return <OrganizationPositions organization={organization} />;
}

function OrganizationPositions({ organization }: { organization: Organization }) {
  const { t } = useTranslation('positions');
  const sectionId = useId();
  const productsQuery = useProductsInfinite(
    { organizationId: organization.id },
    ORGANIZATION_POSITIONS_PAGE_SIZE,
  );
  return (
    <PageLayout>
      <OrganizationLayout organization={organization} tab="jobOpenings">
        <section
          aria-labelledby={sectionId}
          css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] })}
        >
          <h2 id={sectionId} css={sectionHeadingStyle}>
            {t('organization_positions_title')}
          </h2>
          <PagedList
            query={productsQuery}
            loadingMinHeight={200}
            empty={<p css={secondaryTextStyle}>{t('organization_no_positions')}</p>}
          >
            {(products) => (
              <ProductCardList products={products} headingLevel={3} aria-labelledby={sectionId} />
            )}
          </PagedList>
        </section>
      </OrganizationLayout>
    </PageLayout>
  );
}
