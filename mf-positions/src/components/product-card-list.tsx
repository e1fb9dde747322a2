import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ProductCard, cardListStyle, useSkillIndex } from '@jobmatch/shared';
import { toProductCard } from '../lib/product-view';
import { InterestToggle } from './interest-toggle';
import { useCardMatch } from '../lib/use-card-match';
import type { ProductListItem } from '@jobmatch/shared/contracts';

export interface ProductCardListProps {
  products: readonly ProductListItem[];
  /** landing.mypage: cards without the company line. */
  withSubtitle?: boolean;
  headingLevel?: 2 | 3;
  /** The 気になる toggle on each card; default true. */
  withInterest?: boolean;
  /** How many match reasons each card lists under its マッチ度 (recommendations: 2). */
  matchReasons?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Compact cards close together: a phone shows three at a glance (docs/positions.md#posting-cards). */
const listStyle = (theme: Theme) => css`
  ${cardListStyle(theme)};
  gap: ${theme.space[3]};
`;

/** Positions as a list of cards (docs/positions.md#posting-cards). */
export function ProductCardList({
  products,
  withSubtitle = true,
  headingLevel = 2,
  withInterest = true,
  matchReasons = 0,
  ...aria
}: ProductCardListProps) {
  const { t } = useTranslation('positions');
  const skills = useSkillIndex();
  const matchOf = useCardMatch(matchReasons);
  const now = new Date();
  return (
    <ul css={listStyle} {...aria}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            {...toProductCard(t, product, { skills, withSubtitle, now })}
            headingLevel={headingLevel}
            match={matchOf(product)}
            action={
              withInterest && <InterestToggle productId={product.id} productName={product.name} />
            }
          />
        </li>
      ))}
    </ul>
  );
}
