import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { parseSkillsAttribute } from '../lib/skills';
import type { SkillsAttribute } from '../types/catalog';

/**
 * `GET /api/catalog/attributes` filtered to the `skills` attribute (spec section 7: limit 1).
 * Invalid data resolves to null (logged), so callers simply omit skill chips.
 */
export async function getSkillsAttribute(signal?: AbortSignal): Promise<SkillsAttribute | null> {
  const page = await session.api.request<Paginated<unknown>>('catalog', '/attributes', {
    auth: 'none',
    signal,
    query: { $filter: "name eq 'skills'", $top: 1 },
  });
  return parseSkillsAttribute(page?.value?.[0]);
}

// Reference data: it changes with a release, not while someone browses.
export const skillsAttributeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'attributes', 'skills'],
    queryFn: ({ signal }) => getSkillsAttribute(signal),
    staleTime: Infinity,
  });

export function useSkillsAttribute() {
  return useQuery(skillsAttributeQueryOptions());
}
