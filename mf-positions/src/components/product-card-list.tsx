import { useTranslation } from 'react-i18next';
import { ProductCard, cardListStyle, useSkillIndex } from '@jobmatch/shared';
import { toProductCard } from '../lib/product-view';
import type { ProductListItem } from '@jobmatch/shared/contracts';

export interface ProductCardListProps {
  products: readonly ProductListItem[];
  /** landing.mypage: cards without the company line. */
  withSubtitle?: boolean;
  headingLevel?: 2 | 3;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Positions as a list of cards (docs/positions.md#posting-cards). */
export function ProductCardList({
  products,
  withSubtitle = true,
  headingLevel = 2,
  ...aria
}: ProductCardListProps) {
  const { t } = useTranslation('positions');
  const skills = useSkillIndex();
  const now = new Date();
  return (
    <ul css={cardListStyle} {...aria}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            {...toProductCard(t, product, { skills, withSubtitle, now })}
            headingLevel={headingLevel}
            firstOnScreen={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
