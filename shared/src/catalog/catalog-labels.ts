import { ensureI18n } from '../i18n/i18n-instance';

// Our Japanese names (the `shared` namespace) come first, so every remote names a category or a
// skill group the same way; the api's name, then the bare key, cover entries we do not know yet.

/** A category (job type) by id, or as the api sends it (`{ id, name }`). */
export function categoryLabel(category: string | { id: string; name?: string | null }): string {
  const { id, name } = typeof category === 'string' ? { id: category, name: null } : category;
  return ensureI18n().t(`category_${id}`, { ns: 'shared', defaultValue: name || id });
}

/** A skill group of the `skills` attribute. */
export function skillGroupLabel(group: { key: string; name?: string | null }): string {
  return ensureI18n().t(`skill_group_${group.key}`, {
    ns: 'shared',
    defaultValue: group.name || group.key,
  });
}
