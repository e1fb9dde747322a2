import { useShellTranslation } from '../../lib/use-shell-translation';
import { BackToTopLink } from './back-to-top-link';
import { ErrorPage } from './error-page';

/** 404: any path no route (shell or loaded remote) claims. */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <ErrorPage title={t('not_found_title')} actions={<BackToTopLink />}>
      <p>{t('not_found_message')}</p>
    </ErrorPage>
  );
}
