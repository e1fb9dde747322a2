import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPage } from '@jobmatch/shared';
import { ORGANIZATION_POSITIONS_PAGE_SIZE, useProductsInfinite } from '../../../api/get-products';
import { LoadMoreButton } from '../../../components/load-more-button';
import {
  PageLayout,
  secondaryTextStyle,
  sectionHeadingStyle,
} from '../../../components/page-layout';
import { ProductCardList } from '../../../components/product-card-list';
import { QueryError } from '../../../components/query-error';
import type { Organization } from '../../../types/catalog';
import { OrganizationHeader } from './organization-header';
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
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useProductsInfinite({ organizationId: organization.id }, ORGANIZATION_POSITIONS_PAGE_SIZE);
  const products = data?.pages.flatMap((page) => page.value) ?? [];
  return (
    <PageLayout>
      <OrganizationHeader organization={organization} tab="jobOpenings" />
      <section
        aria-labelledby={sectionId}
        css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] })}
      >
        <h2 id={sectionId} css={sectionHeadingStyle}>
          {t('organization_positions_title')}
        </h2>
        {isPending ? (
          <LoadingPage label={t('loading')} css={{ minHeight: 200 }} />
        ) : isError ? (
          <QueryError onRetry={() => void refetch()} />
        ) : products.length === 0 ? (
          <p css={secondaryTextStyle}>{t('organization_no_positions')}</p>
        ) : (
          <>
            <ProductCardList products={products} headingLevel={3} aria-labelledby={sectionId} />
            <LoadMoreButton
              hasNextPage={hasNextPage}
              isFetchingNextPage={isFetchingNextPage}
              onLoadMore={() => void fetchNextPage()}
            />
          </>
        )}
      </section>
    </PageLayout>
  );
}
