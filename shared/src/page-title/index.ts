// `shell/page-title`: the title a page gives itself from its data (docs/shell.md#page-titles).
// A remote's page declares it with `usePageTitle`; the shell's top bar, document title and
// breadcrumb read it with `useDeclaredPageTitle` instead of the route handle's titleKey.
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createPageTitleStore } from './page-title-store';

/** The page's one title store, shared by Module Federation as a singleton. */
export const pageTitle = createPageTitleStore();

/**
 * Titles the current page `title` while the calling component is mounted; null (data not there
 * yet, an error) or blank leaves the route handle's title. The declaration is tied to the
 * location it was made at, so the next route never shows it even before this page unmounts. A
 * layout effect: the bar is right before the first paint.
 */
export function usePageTitle(title: string | null): void {
  const { key } = useLocation();
  const text = title?.trim() ?? '';
  useLayoutEffect(() => {
    if (!text) return undefined;
    return pageTitle.declare(key, text);
  }, [key, text]);
}

const getServerSnapshot = () => null;

/** The title the page on screen declared for the current location, or null (the shell's side). */
export function useDeclaredPageTitle(): string | null {
  const { key } = useLocation();
  const declared = useSyncExternalStore(
    pageTitle.subscribe,
    pageTitle.getSnapshot,
    getServerSnapshot,
  );
  return declared?.locationKey === key ? declared.title : null;
}

export { createPageTitleStore } from './page-title-store';
export type { PageTitleDeclaration, PageTitleStore } from './page-title-store';
