import { useEffect, useRef, type ReactNode } from 'react';
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
  /**
   * Also fetch the next page when the end of the list scrolls into view (the chat's topics);
   * "もっと見る" stays for keyboards and browsers without IntersectionObserver.
   */
  loadOnScroll?: boolean;
}

/**
 * Calls `onVisible` whenever the returned element's box enters the viewport. `pageCount` observes
 * anew after each page, so a sentinel still in view after a short page asks for the next one.
 */
function useSentinel(enabled: boolean, pageCount: number, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pageCount]);
  return ref;
}

/**
 * The states of a token-paged list: loading, error with retry, empty, or the items followed by
 * "もっと見る" while there is a next page (and, with `loadOnScroll`, as the list's end comes into view).
 */
export function PagedList<TItem>({
  query,
  loadingMinHeight,
  errorMessage,
  empty,
  children,
  loadOnScroll = false,
}: PagedListProps<TItem>) {
  const { t } = useTranslation('shared');
  const items = query.data?.pages.flatMap((page) => page.value) ?? [];
  const canLoadMore = query.hasNextPage && !query.isPending && !query.isError;
  const sentinelRef = useSentinel(
    loadOnScroll && canLoadMore,
    query.data?.pages.length ?? 0,
    () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  );
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
      {loadOnScroll && query.hasNextPage && <div ref={sentinelRef} aria-hidden="true" />}
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
