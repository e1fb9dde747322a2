import type { TFunction } from 'i18next';
import {
  pathTo,
  productChips,
  productTags,
  type ProductCardProps,
  type SkillItem,
} from '@jobmatch/shared';
import type { ProductListItem } from '@jobmatch/shared/contracts';

// A posting's chips, tags and pay are the posting article's (the app kit's posting view), so its
// card and its page say the same; the card's own parts are here.

export interface ProductCardOptions {
  skills: ReadonlyMap<string, SkillItem>;
  /** landing.mypage shows cards without the company line. */
  withSubtitle?: boolean;
  now?: Date;
}

/** A list item as the shared ProductCard shows it (docs/positions.md#posting-cards). */
export function toProductCard(
  t: TFunction<'positions'>,
  product: ProductListItem,
  { skills, withSubtitle = true, now = new Date() }: ProductCardOptions,
): ProductCardProps {
  return {
    title: product.name,
    href: pathTo('positions.show', { productId: product.id }),
    imageUrl: product.images?.[0]?.url ?? null,
    subtitle: withSubtitle ? product.organization?.name : undefined,
    subtitleImageUrl: withSubtitle ? (product.organization?.iconImageUri ?? null) : undefined,
    summary: product.summary,
    chips: productChips(product, now),
    tags: productTags(product, skills),
    tagsLabel: t('card_tags'),
  };
}
