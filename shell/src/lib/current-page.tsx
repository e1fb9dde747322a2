import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useLocation, useMatches, type Params } from 'react-router';
import { findCurrentHandle, type ShellRouteHandle } from './shell-route-handle';

interface DeclaredPage {
  /** The location it was declared for: the next navigation ignores it without waiting for cleanup. */
  locationKey: string;
  handle: ShellRouteHandle;
}

interface CurrentPageState {
  declared: DeclaredPage | null;
  declare: Dispatch<SetStateAction<DeclaredPage | null>>;
}

const CurrentPageContext = createContext<CurrentPageState | null>(null);

/** Keeps what a page shown in place of its route declared; goes between the router and the chrome. */
export function CurrentPageProvider({ children }: { children: ReactNode }) {
  const [declared, declare] = useState<DeclaredPage | null>(null);
  const value = useMemo(() => ({ declared, declare }), [declared]);
  return <CurrentPageContext.Provider value={value}>{children}</CurrentPageContext.Provider>;
}

export interface CurrentPage {
  handle: ShellRouteHandle;
  params: Params;
}

/**
 * The page on screen, as the chrome (top bar, side menu, title, footer) sees it: the deepest
 * matched route's handle, unless the page shown in its place declared another one for this
 * location (`useDeclarePageHandle`).
 */
export function useCurrentPage(): CurrentPage | null {
  const matches = useMatches();
  const { key } = useLocation();
  const declared = useContext(CurrentPageContext)?.declared;
  if (declared && declared.locationKey === key)
    return { handle: declared.handle, params: matches.at(-1)?.params ?? {} };
  return findCurrentHandle(matches);
}

/**
 * For a page that can replace its route's own: the 404 page, shown by an error element when a
 * remote's loader answers `notFound()`, or by a remote's catch-all, keeps its own title and
 * breadcrumb instead of the route's it replaced (docs/shell.md#error-pages). A layout effect, so
 * the chrome is right before the first paint.
 */
export function useDeclarePageHandle(handle: ShellRouteHandle): void {
  const declare = useContext(CurrentPageContext)?.declare;
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (!declare) return;
    declare({ locationKey: key, handle });
    return () => declare((current) => (current?.locationKey === key ? null : current));
  }, [declare, key, handle]);
}
