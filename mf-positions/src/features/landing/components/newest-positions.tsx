import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  LoadingPage,
  pathTo,
  sectionHeadingStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import { NEWEST_POSITIONS_COUNT, useNewestProducts } from '../../../api/get-products';
import { ProductCardList } from '../../../components/product-card-list';
import { landingSectionLoadingStyle, landingSectionStyle } from './landing-section-styles';

/** The five newest positions (landing.index with company lines, landing.mypage without). */
export function NewestPositions({ withSubtitle = true }: { withSubtitle?: boolean }) {
  const { t } = useTranslation('positions');
  const headingId = useId();
  const { data, isPending, isError, refetch } = useNewestProducts(NEWEST_POSITIONS_COUNT);
  return (
    <section css={landingSectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        {t('newest_heading')}
      </h2>
      {isPending ? (
        <LoadingPage label={t('shared:loading')} css={landingSectionLoadingStyle} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <ProductCardList
          products={data.value}
          withSubtitle={withSubtitle}
          headingLevel={3}
          aria-labelledby={headingId}
        />
      )}
      <Link to={pathTo('positions.list')} css={textLinkStyle}>
        {t('see_all_positions')}
      </Link>
    </section>
  );
}
