import { BackToTopLink } from '../../lib/back-to-top-link';
import { useDeclarePageHandle } from '../../lib/current-page';
import { ErrorPage } from '../../lib/error-page';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';
import { SHELL_NAMESPACE, useShellTranslation } from '../../lib/use-shell-translation';

/** The 500 page's chrome: like the 404 page, its own title and breadcrumb, not the crashed page's. */
export const SERVER_ERROR_HANDLE: ShellRouteHandle = {
  name: 'fallback',
  topBar: 'standard',
  footer: true,
  titleKey: 'server_error_title',
  access: 'public',
  namespace: SHELL_NAMESPACE,
};

/** 500: an unexpected error inside the content area. */
export function ServerErrorPage() {
  const { t } = useShellTranslation();
  useDeclarePageHandle(SERVER_ERROR_HANDLE);
  return (
    <ErrorPage title={t('server_error_title')} actions={<BackToTopLink />}>
      <p>{t('server_error_message')}</p>
    </ErrorPage>
  );
}
