import { useShellTranslation } from '../../lib/use-shell-translation';
import { BackToTopLink } from '../../lib/back-to-top-link';
import { ErrorPage } from '../../lib/error-page';

/** 500: an unexpected error inside the content area. */
export function ServerErrorPage() {
  const { t } = useShellTranslation();
  return (
    <ErrorPage title={t('server_error_title')} actions={<BackToTopLink />}>
      <p>{t('server_error_message')}</p>
    </ErrorPage>
  );
}
