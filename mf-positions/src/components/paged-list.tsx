import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPage } from '@jobmatch/shared';
import { LoadMoreButton } from './load-more-button';
import { QueryError } from './query-error';

/** The parts of a token-paged infinite query that PagedList reads. */
export interface PagedQuery<TItem> {
  data: { pages: readonly { value: readonly TItem[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

export interface PagedListProps<TItem> {
  query: PagedQuery<TItem>;
  loadingMinHeight: number;
  /** Shown instead of the generic load error. */
  errorMessage?: string;
  empty: ReactNode;
  /** Renders the items loaded so far; "もっと見る" follows them. */
  children: (items: TItem[]) => ReactNode;
}

/** The states of a load-more list: loading, error with retry, empty, or the items and "もっと見る". */
export function PagedList<TItem>({
  query,
  loadingMinHeight,
  errorMessage,
  empty,
  children,
}: PagedListProps<TItem>) {
  const { t } = useTranslation('positions');
  const items = query.data?.pages.flatMap((page) => page.value) ?? [];
  if (query.isPending) {
    return <LoadingPage label={t('loading')} css={{ minHeight: loadingMinHeight }} />;
  }
  if (query.isError) {
    return <QueryError onRetry={() => void query.refetch()} message={errorMessage} />;
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      <LoadMoreButton
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
