import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Keeps document.title in step with the current route. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Navigation scrolls to the top (docs/shell.md#page-titles); a change of query or hash alone does not. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
