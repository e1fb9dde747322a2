import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Paginated, ProductListItem } from '@jobmatch/shared/contracts';
import {
  DEFAULT_POSITION_SORT,
  POSITION_SORT_ORDER_BY,
  effectivePositionSort,
  odataString,
  type PositionSort,
  type RequestQuery,
} from '@jobmatch/shared';
import { session } from 'shell/session';
import { getRecommendations } from './get-recommendations';

/** docs/positions.md#limits page sizes. */
export const POSITIONS_PAGE_SIZE = 10;
export const ORGANIZATION_POSITIONS_PAGE_SIZE = 20;
export const NEWEST_POSITIONS_COUNT = 5;
/** A one-item page, read for its `total` (the job-openings tab count). */
export const PRODUCTS_COUNT_ONLY = 1;

export interface ProductsFilter {
  /** Dotted selections (`location.tokyo`, `category.backend_engineer`, `skills.frontend.react`). */
  filters?: readonly string[];
  search?: string;
  /** The order (docs/positions.md#sort); absent, or 関連度順 without a search term, is 新着順. */
  sort?: PositionSort;
  /** Only the postings of one company (organization pages). */
  organizationId?: string;
  /**
   * The signed-in seeker whose profile can be matched: with it おすすめ順 lists their
   * recommendations; without it, おすすめ順 reads as 新着順.
   */
  recommendFor?: string;
}

/** The order a filter lists in, as the api is asked for it. */
function listSort(filter: ProductsFilter): PositionSort {
  const sort = effectivePositionSort(filter.sort, Boolean(filter.search?.trim()));
  return sort === 'recommended' && !filter.recommendFor ? DEFAULT_POSITION_SORT : sort;
}

const PRODUCT_EXPAND = ['attributes', 'variants', 'organization', 'category'];

/**
 * How a search becomes the list call's query (docs/api.md, catalog): the structured selections
 * go as they are in `filters` (comma-joined) and the server composes
 * (location OR remote) AND (category OR …) AND (skill OR …); the text goes in `search`.
 */
export function toProductsQuery({
  filters = [],
  search,
  sort,
  organizationId,
}: ProductsFilter): RequestQuery {
  const text = search?.trim() || undefined;
  return {
    $expand: PRODUCT_EXPAND,
    $orderBy: POSITION_SORT_ORDER_BY[effectivePositionSort(sort, text !== undefined)],
    // list items: what a card shows (docs/api.md#product-list-item)
    view: 'card',
    filters: filters.length > 0 ? filters : undefined,
    search: text,
    $filter: organizationId ? `organizationId eq ${odataString(organizationId)}` : undefined,
  };
}

/**
 * `GET /api/catalog/products`: active postings in the asked order (newest first by default), token paging. Each is a list item,
 * what its card shows; the posting's page loads the whole posting (`getProduct`).
 */
export function getProducts(
  filter: ProductsFilter,
  page: { top: number; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<ProductListItem>> {
  if (filter.recommendFor && listSort(filter) === 'recommended')
    return getRecommendations(filter.recommendFor, filter, page, signal);
  return session.api.request<Paginated<ProductListItem>>('catalog', '/products', {
    auth: 'none',
    signal,
    query: { ...toProductsQuery(filter), $top: page.top, $nextToken: page.nextToken ?? undefined },
  });
}

/** The order is part of the key: the same search in another order is another list (and another first HTML). */
export const productsQueryKey = (filter: ProductsFilter) =>
  [
    'catalog',
    'products',
    {
      filters: [...(filter.filters ?? [])],
      search: filter.search ?? '',
      sort: listSort(filter),
      organizationId: filter.organizationId ?? null,
      // recommendations are one seeker's
      recommendFor: listSort(filter) === 'recommended' ? filter.recommendFor : null,
    },
  ] as const;

/** A load-more list: each page asks for the next token of the one before. */
export const productsInfiniteQueryOptions = (filter: ProductsFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey(filter), { pageSize }],
    queryFn: ({ pageParam, signal }) =>
      getProducts(filter, { top: pageSize, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** `enabled: false` holds the call back (a search whose filters are still being checked). */
export function useProductsInfinite(
  filter: ProductsFilter,
  pageSize = POSITIONS_PAGE_SIZE,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...productsInfiniteQueryOptions(filter, pageSize), enabled });
}

/** The first page only: the newest postings (landing pages) or a count (organization tab). */
export const productsPageQueryOptions = (filter: ProductsFilter, top: number) =>
  queryOptions({
    queryKey: [...productsQueryKey(filter), { top }],
    queryFn: ({ signal }) => getProducts(filter, { top }, signal),
  });

export function useNewestProducts(count = NEWEST_POSITIONS_COUNT) {
  return useQuery(productsPageQueryOptions({}, count));
}
