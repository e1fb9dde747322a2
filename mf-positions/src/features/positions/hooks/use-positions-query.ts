import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readPositionsQuery,
  toPositionsSearchParams,
  type PositionsQuery,
} from '../../../lib/positions-query';

/**
 * The search of positions.list / positions.filter, kept in the URL (`filters`, `search`). Each
 * change is a new history entry, so back/forward walk through earlier searches.
 */
export function usePositionsQuery() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Recomputed only when the query string changes, so the value is stable for query keys.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => readPositionsQuery(params), [key]);
  const setQuery = useCallback(
    (next: PositionsQuery) => setParams(toPositionsSearchParams(next)),
    [setParams],
  );
  return [query, setQuery] as const;
}
