import type { SkillItem } from '../catalog/catalog-schemas';
import { categoryLabel } from '../catalog/catalog-labels';
import type { Product } from '../contracts/catalog';
import { postingPayLabel } from '../domain/compensation-label';
import { employmentTypeLabel } from '../domain/employment-type';
import { findPrefecture } from '../domain/prefectures';
import { isNewlyPublished } from '../domain/publication';
import { ensureI18n } from '../i18n/i18n-instance';
import type { ProductCardChip, ProductCardTag } from '../ui/product-card';

// What a posting shows besides its own texts: the chips, the tags, its pay and place, the same on
// its card (mf-positions) and on its page, whether a job seeker or its company looks at it. The
// words are the `shared` namespace's (posting_*).

const text = (key: string) => ensureI18n().t(key, { ns: 'shared' });

/** docs/positions.md#posting-cards: a card shows at most five skill tags. */
export const MAX_SKILL_TAGS = 5;

/** What the chips and tags read of a posting: a list item (`ProductListItem`) has it all. */
export type PostingFacts = Pick<
  Product,
  | 'publication'
  | 'isNew'
  | 'isSupportsRemoteWork'
  | 'customFields'
  | 'category'
  | 'addressLine1'
  | 'attributes'
>;

export function isProductNew(
  product: Pick<PostingFacts, 'isNew' | 'publication'>,
  now = new Date(),
): boolean {
  return product.isNew ?? isNewlyPublished(product.publication, now);
}

export function isProductRemote(
  product: Pick<PostingFacts, 'isSupportsRemoteWork' | 'customFields'>,
): boolean {
  return product.isSupportsRemoteWork ?? product.customFields?.supports_remote_work === true;
}

/** How remote the work is, in words: フルリモート, 一部リモート, else null (an office posting). */
export function productRemoteLabel(
  product: Pick<PostingFacts, 'isSupportsRemoteWork' | 'customFields'>,
): string | null {
  const style = product.customFields?.work_style;
  if (style === 'full_remote') return text('posting_tag_full_remote');
  if (style === 'hybrid') return text('posting_tag_hybrid');
  if (style === 'office') return null;
  return isProductRemote(product) ? text('posting_tag_remote_work') : null;
}

/** 正社員, 業務委託 …: the posting's employment type, or null for an older posting without one. */
export function productEmploymentType(product: Pick<Product, 'customFields'>): string | null {
  return employmentTypeLabel(product.customFields?.employment_type);
}

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** A posting's skill keys: its first attribute holds them, as a list or comma-separated. */
export function productSkillKeys(product: Pick<Product, 'attributes'>): string[] {
  const first = product.attributes?.[0];
  const value = first?.value ?? first?.values;
  if (Array.isArray(value)) return value.filter(isKey);
  if (isKey(value))
    return value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  return [];
}

/** Prefecture name for a stored `addressLine1` (a name, or a key such as `tokyo`). */
export function prefectureLabel(addressLine1: string | null | undefined): string | null {
  if (!addressLine1) return null;
  return findPrefecture(addressLine1)?.name ?? addressLine1;
}

/** The chips above a posting's title: 新着 (docs/positions.md#new-badge) and リモート可. */
export function productChips(product: PostingFacts, now = new Date()): ProductCardChip[] {
  const chips: ProductCardChip[] = [];
  if (isProductNew(product, now))
    chips.push({ key: 'newProduct', label: text('posting_chip_new'), variant: 'primary' });
  if (isProductRemote(product))
    chips.push({ key: 'remoteWork', label: text('posting_chip_remote_work'), variant: 'default' });
  return chips;
}

/** The posting's pay (「年収 600万〜800万円」), the same on its card and its page (docs/positions.md#compensation-wording). */
export function productCompensation(product: Pick<Product, 'customFields'>): string | null {
  return postingPayLabel(product.customFields);
}

/**
 * docs/positions.md#posting-cards tags: category, pay, employment type, location, remote work,
 * up to five skills.
 */
export function productTags(
  product: PostingFacts,
  skills: ReadonlyMap<string, SkillItem>,
): ProductCardTag[] {
  const tags: ProductCardTag[] = [];
  const category = product.category ? categoryLabel(product.category) : null;
  if (category) tags.push({ key: 'category', label: category });
  const compensation = productCompensation(product);
  if (compensation) tags.push({ key: 'compensation', label: compensation });
  const employment = productEmploymentType(product);
  if (employment) tags.push({ key: 'employmentType', label: employment });
  const location = prefectureLabel(product.addressLine1);
  if (location) tags.push({ key: 'location', label: location });
  const remote = productRemoteLabel(product);
  if (remote) tags.push({ key: 'remoteWork', label: remote });
  for (const key of productSkillKeys(product).slice(0, MAX_SKILL_TAGS)) {
    tags.push({ key: `skill-${key}`, label: skills.get(key)?.value ?? key });
  }
  return tags;
}
