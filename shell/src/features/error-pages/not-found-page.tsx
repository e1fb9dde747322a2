import { BackToTopLink } from '../../lib/back-to-top-link';
import { useDeclarePageHandle } from '../../lib/current-page';
import { ErrorPage } from '../../lib/error-page';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';
import { SHELL_NAMESPACE, useShellTranslation } from '../../lib/use-shell-translation';

/** The 404 page's chrome (the spec's `fallback` route): its own title, and ホーム › it as breadcrumb. */
export const NOT_FOUND_HANDLE: ShellRouteHandle = {
  name: 'fallback',
  topBar: 'standard',
  footer: true,
  titleKey: 'not_found_title',
  access: 'public',
  namespace: SHELL_NAMESPACE,
};

/**
 * 404: any path no route (shell or loaded remote) claims, and a record a remote's loader does
 * not find. Wherever it shows, the title and breadcrumb are its own, not the failed route's.
 */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  useDeclarePageHandle(NOT_FOUND_HANDLE);
  return (
    <ErrorPage title={t('not_found_title')} actions={<BackToTopLink />}>
      <p>{t('not_found_message')}</p>
    </ErrorPage>
  );
}
