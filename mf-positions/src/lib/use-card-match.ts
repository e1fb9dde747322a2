import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isJobSeekerType,
  matchPostingOf,
  matchProfileOf,
  matchScore,
  useSkillIndex,
  type MatchProfile,
  type ProductCardProps,
} from '@jobmatch/shared';
import type { ProductListItem, RecommendedProduct } from '@jobmatch/shared/contracts';
import { useSession } from 'shell/session';

/** The signed-in job seeker's profile as the match score reads it; null for anyone else or an empty profile. */
export function useMatchProfile(): MatchProfile | null {
  const { user } = useSession();
  return useMemo(
    () => (user && isJobSeekerType(user.typeId) ? matchProfileOf(user) : null),
    [user],
  );
}

/** The id of the signed-in seeker who can be recommended postings (a profile to match), else undefined. */
export function useRecommendationsOwner(): string | undefined {
  const { user } = useSession();
  return useMatchProfile() && user ? user.id : undefined;
}

const isRecommended = (product: ProductListItem): product is RecommendedProduct =>
  typeof (product as Partial<RecommendedProduct>).matchScore === 'number';

/**
 * A card's マッチ度 for the signed-in seeker (docs/matching.md#match-score): the api's score on a
 * recommendation, else the same shared function run on the card's fields. `reasons`: how many
 * of its reasons the card lists (the recommendations show two).
 */
export function useCardMatch(reasons = 0) {
  const { t } = useTranslation('positions');
  const profile = useMatchProfile();
  const skills = useSkillIndex();
  return (product: ProductListItem): ProductCardProps['match'] => {
    if (!profile) return undefined;
    const result = isRecommended(product)
      ? { score: product.matchScore, reasons: product.matchReasons }
      : matchScore(profile, matchPostingOf(product), (key) => skills.get(key)?.value ?? key);
    return {
      label: t('match_score', { score: result.score }),
      reasons: reasons > 0 ? result.reasons.slice(0, reasons) : undefined,
    };
  };
}
