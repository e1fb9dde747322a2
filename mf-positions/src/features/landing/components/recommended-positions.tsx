import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  LoadError,
  LoadingPage,
  buttonStyle,
  pathTo,
  sectionHeadingStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import { useMypageRecommendations } from '../../../api/get-recommendations';
import { ProductCardList } from '../../../components/product-card-list';
import { landingSectionLoadingStyle, landingSectionStyle } from './landing-section-styles';
import { useRecommendationsOwner } from '../../../lib/use-card-match';

/** Each recommendation lists this many reasons under its マッチ度. */
const REASONS_SHOWN = 2;

/**
 * おすすめ求人 on landing.mypage (docs/matching.md#recommendations): the five best matches with
 * their マッチ度 and first two reasons. A profile without a job type or a skill has nothing to
 * match, so the section asks for one instead of showing a meaningless score.
 */
export function RecommendedPositions() {
  const { t } = useTranslation('positions');
  const headingId = useId();
  const owner = useRecommendationsOwner() ?? null;
  const { data, isPending, isError, refetch } = useMypageRecommendations(owner);
  const heading = (
    <h2 id={headingId} css={sectionHeadingStyle}>
      {t('recommended_heading')}
    </h2>
  );
  if (!owner)
    return (
      <section css={landingSectionStyle} aria-labelledby={headingId}>
        {heading}
        <EmptyState
          title={t('recommended_profile_needed_title')}
          action={
            <Link to={pathTo('user.profile')} css={buttonStyle({ variant: 'secondary' })}>
              {t('recommended_profile_needed_action')}
            </Link>
          }
        >
          {t('recommended_profile_needed_body')}
        </EmptyState>
      </section>
    );
  return (
    <section css={landingSectionStyle} aria-labelledby={headingId}>
      {heading}
      {isPending ? (
        <LoadingPage label={t('shared:loading')} css={landingSectionLoadingStyle} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.value.length === 0 ? (
        <EmptyState title={t('recommended_empty_title')}>{t('recommended_empty_body')}</EmptyState>
      ) : (
        <>
          <ProductCardList
            products={data.value}
            headingLevel={3}
            matchReasons={REASONS_SHOWN}
            aria-labelledby={headingId}
          />
          <Link to={`${pathTo('positions.list')}?sort=recommended`} css={textLinkStyle}>
            {t('recommended_see_all')}
          </Link>
        </>
      )}
    </section>
  );
}
