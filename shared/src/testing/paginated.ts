import type { Paginated } from '../contracts';

/**
 * One page of a list as the api answers it (`Paginated`): these items, all there is unless
 * `extra` says otherwise (`nextToken` for more, `total`, `totalCapped`).
 */
export function createPage<T>(value: T[], extra: Partial<Paginated<T>> = {}): Paginated<T> {
  return {
    value,
    count: value.length,
    total: value.length,
    nextToken: null,
    previousToken: null,
    ...extra,
  };
}
