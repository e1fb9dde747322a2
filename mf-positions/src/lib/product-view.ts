import type { TFunction } from 'i18next';
import {
  MAX_SKILL_TAGS,
  pathTo,
  prefectureLabel,
  productChips,
  productCompensation,
  productEmploymentType,
  productRemoteLabel,
  productSkillKeys,
  tokyoDayKey,
  type ProductCardFact,
  type ProductCardProps,
  type SkillItem,
} from '@jobmatch/shared';
import type { ProductListItem } from '@jobmatch/shared/contracts';

// A posting's pay, employment and remote wording are the posting article's (the app kit's
// posting view), so its card and its page say the same; the card's own parts are here.

export interface ProductCardOptions {
  skills: ReadonlyMap<string, SkillItem>;
  /** landing.mypage shows cards without the company line. */
  withSubtitle?: boolean;
  now?: Date;
}

/** Postings published this many Tokyo days ago or fewer read 「N日前」; older ones their date. */
export const RELATIVE_POSTED_DAYS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Tokyo calendar days from `from` to `to` (0 on the same Tokyo day). */
function tokyoDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.parse(`${tokyoDayKey(date)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * When a posting was published, as its card says it (Asia/Tokyo): 本日掲載, 昨日掲載, 3日前, then
 * 11月20日掲載 (with the year when it is not this year's). Null without a readable date.
 */
export function postedLabel(
  t: TFunction<'positions'>,
  iso: string | null | undefined,
  now = new Date(),
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // a start a moment ahead of this clock is today's
  const days = Math.max(0, tokyoDaysBetween(date, now));
  if (days === 0) return t('posted_today');
  if (days === 1) return t('posted_yesterday');
  if (days <= RELATIVE_POSTED_DAYS) return t('posted_days_ago', { count: days });
  const [year, month, day] = tokyoDayKey(date).split('-').map(Number);
  const sameYear = tokyoDayKey(date).slice(0, 4) === tokyoDayKey(now).slice(0, 4);
  return sameYear ? t('posted_on', { month, day }) : t('posted_on_with_year', { year, month, day });
}

/** Pay, employment type, prefecture and remote work, each when the posting states it. */
export function productFacts(product: ProductListItem): ProductCardFact[] {
  const facts: ProductCardFact[] = [];
  const pay = productCompensation(product);
  if (pay) facts.push({ key: 'pay', label: pay, icon: 'pay' });
  const employment = productEmploymentType(product);
  if (employment) facts.push({ key: 'employmentType', label: employment, icon: 'employment' });
  const location = prefectureLabel(product.addressLine1);
  if (location) facts.push({ key: 'location', label: location, icon: 'location' });
  const remote = productRemoteLabel(product);
  // with a prefecture, the remote wording reads as part of the place (東京都 · フルリモート)
  if (remote)
    facts.push({ key: 'remoteWork', label: remote, icon: location ? undefined : 'remote' });
  return facts;
}

/** A list item as the shared ProductCard shows it (docs/positions.md#posting-cards). */
export function toProductCard(
  t: TFunction<'positions'>,
  product: ProductListItem,
  { skills, withSubtitle = true, now = new Date() }: ProductCardOptions,
): ProductCardProps {
  const publishedAt = product.publication?.publishedAt ?? product.publication?.since ?? null;
  const posted = postedLabel(t, publishedAt, now);
  return {
    title: product.name,
    href: pathTo('positions.show', { productId: product.id }),
    subtitle: withSubtitle ? product.organization?.name : undefined,
    subtitleImageUrl: withSubtitle ? (product.organization?.iconImageUri ?? null) : undefined,
    posted: posted && publishedAt ? { label: posted, dateTime: publishedAt } : undefined,
    // remote work is one of the facts; the chip would say it twice
    chips: productChips(product, now).filter((chip) => chip.key === 'newProduct'),
    facts: productFacts(product),
    factsLabel: t('card_facts'),
    tags: productSkillKeys(product)
      .slice(0, MAX_SKILL_TAGS)
      .map((key) => ({ key: `skill-${key}`, label: skills.get(key)?.value ?? key })),
    tagsLabel: t('card_skills'),
  };
}
