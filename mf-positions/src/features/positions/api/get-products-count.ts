import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@jobmatch/shared';
import {
  PRODUCTS_COUNT_ONLY,
  productsPageQueryOptions,
  type ProductsFilter,
} from '../../../api/get-products';

/** How long the filter panel waits after the last tick before it asks for the count. */
export const FILTER_COUNT_DEBOUNCE_MS = 300;

type CountFilter = Required<Pick<ProductsFilter, 'filters' | 'search'>>;

/**
 * The number of postings a pending selection would show (`GET /api/catalog/products` with
 * `$top=1`, read for `total` and `totalCapped`), for the filter panel's apply button. Asked once
 * the selection has settled; the previous answer stays while the next one loads. The order does
 * not change a count, so it is left out of the call (and of the cache key).
 */
export function useProductsCount({ filters, search }: CountFilter) {
  // a string, so the debounce compares by value and a render does not restart it
  const key = JSON.stringify({ filters, search });
  const settledKey = useDebouncedValue(key, FILTER_COUNT_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as CountFilter, [settledKey]);
  const query = useQuery({
    ...productsPageQueryOptions(settled, PRODUCTS_COUNT_ONLY),
    placeholderData: keepPreviousData,
  });
  return {
    /** Waiting for the selection to settle or for the api: a count shown now would be stale. */
    isChecking: settledKey !== key || query.isFetching,
    isError: query.isError && !query.isFetching,
    total: query.data?.total,
    totalCapped: query.data?.totalCapped === true,
  };
}
