import { useTranslation } from 'react-i18next';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';

/** The page title of a route handle, from its titleKey in the namespace it was registered with. */
export function useRouteTitle(): (handle: ShellRouteHandle | undefined) => string {
  const { t, i18n } = useTranslation();
  return (handle) => {
    if (!handle?.titleKey) return '';
    if (!i18n.exists(handle.titleKey, { ns: handle.namespace })) return '';
    return t(handle.titleKey, { ns: handle.namespace });
  };
}

/** `{page} | {appName}`, or the app name alone when the page has no title (docs/shell.md#page-titles). */
export function formatDocumentTitle(pageTitle: string, appName: string): string {
  return pageTitle ? `${pageTitle} | ${appName}` : appName;
}
