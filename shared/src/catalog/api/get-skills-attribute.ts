import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../contracts';
import { logger } from '../../logging';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';
import { parseSkillsAttribute, type SkillItem, type SkillsAttribute } from '../catalog-schemas';
import { skillIndex } from '../skill-groups';
import { catalogQueryKeys } from './catalog-query-keys';

/**
 * `GET /api/catalog/attributes` filtered to the `skills` attribute. Resolves to null when the
 * attribute is missing or invalid: that is logged, and every reader goes on without skills
 * (chips omitted, skill pages skipped) instead of waiting for data that will not come.
 */
export async function getSkillsAttribute(signal?: AbortSignal): Promise<SkillsAttribute | null> {
  const page = await session.api.request<Paginated<unknown>>('catalog', '/attributes', {
    auth: 'none',
    signal,
    query: { $filter: "name eq 'skills'", $top: 1 },
  });
  const result = parseSkillsAttribute(page?.value?.[0]);
  if (result.success) return result.attribute;
  logger.error('[catalog] invalid skills attribute data; skills are omitted', result.problem);
  return null;
}

// Reference data changes with a release, not while someone browses.
export const skillsAttributeQueryOptions = () =>
  queryOptions({
    queryKey: catalogQueryKeys.skillsAttribute,
    queryFn: ({ signal }) => getSkillsAttribute(signal),
    staleTime: Infinity,
  });

/** `data`: the attribute, null when the catalogue's skills data is unusable, undefined while loading. */
export function useSkillsAttribute() {
  return useQuery(skillsAttributeQueryOptions());
}

/** Skill key → item, for tags and filter chips; empty while loading or without usable skills data. */
export function useSkillIndex(): ReadonlyMap<string, SkillItem> {
  const { data } = useSkillsAttribute();
  return useMemo(() => skillIndex(data), [data]);
}
