import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { LoadingPage } from '../ui/loading-page';
import { LoadError } from './load-error';

/** The parts of a token-paged infinite query (`{ value }` pages) that PagedList reads. */
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
  /** Keeps the space of the list while its first page loads. */
  loadingMinHeight: number;
  /** Shown instead of the generic load error. */
  errorMessage?: string;
  empty: ReactNode;
  /** Renders the items loaded so far. */
  children: (items: TItem[]) => ReactNode;
}

/**
 * The states of a token-paged list: loading, error with retry, empty, or the items followed by
 * "もっと見る" while there is a next page.
 */
export function PagedList<TItem>({
  query,
  loadingMinHeight,
  errorMessage,
  empty,
  children,
}: PagedListProps<TItem>) {
  const { t } = useTranslation('shared');
  const items = query.data?.pages.flatMap((page) => page.value) ?? [];
  if (query.isPending) {
    return <LoadingPage label={t('loading')} css={{ minHeight: loadingMinHeight }} />;
  }
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()} message={errorMessage} />;
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          fullWidth
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('load_more')}
        </Button>
      )}
    </>
  );
}
