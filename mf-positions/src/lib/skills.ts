import type { Product, SkillGroup, SkillItem, SkillsAttribute } from '../types/catalog';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isSkillItem(value: unknown): value is SkillItem {
  return (
    isRecord(value) && isString(value.key) && isString(value.value) && isString(value.groupName)
  );
}

function isSkillGroup(value: unknown): value is SkillGroup {
  return isRecord(value) && isString(value.key) && Array.isArray(value.categoryIds);
}

/**
 * Checks the `skills` attribute from `GET /attributes`. Spec section 8: invalid skill attribute
 * data is logged and the chips are omitted, so this never throws; it returns null instead.
 */
export function parseSkillsAttribute(raw: unknown): SkillsAttribute | null {
  if (raw === undefined || raw === null) return null;
  const valid =
    isRecord(raw) &&
    Array.isArray(raw.items) &&
    Array.isArray(raw.itemGroups) &&
    raw.items.every(isSkillItem) &&
    raw.itemGroups.every(isSkillGroup);
  if (!valid) {
    console.error('[positions] invalid skills attribute data; skill chips are omitted', raw);
    return null;
  }
  return raw as unknown as SkillsAttribute;
}

/** The skill groups in attribute order, each with at most `limit` items (spec section 9: 10 chips a group). */
export function skillsByGroup(
  attribute: SkillsAttribute,
  limit = Infinity,
): { group: SkillGroup; items: SkillItem[] }[] {
  return attribute.itemGroups
    .map((group) => ({
      group,
      items: attribute.items.filter((item) => item.groupName === group.key).slice(0, limit),
    }))
    .filter(({ items }) => items.length > 0);
}

/** A lookup from skill key to its item, for tags and filter chips. */
export function skillIndex(attribute: SkillsAttribute | null | undefined): Map<string, SkillItem> {
  return new Map((attribute?.items ?? []).map((item) => [item.key, item]));
}

function toKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(isString);
  if (isString(value))
    return value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  return [];
}

/** Spec section 3: a product's first attribute holds its skill keys. */
export function productSkillKeys(product: Pick<Product, 'attributes'>): string[] {
  const first = product.attributes?.[0];
  if (!first) return [];
  return toKeys(first.value ?? first.values);
}
