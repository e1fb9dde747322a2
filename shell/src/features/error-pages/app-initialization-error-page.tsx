import { Button } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { ErrorPage } from '../../lib/error-page';

export const APP_INITIALIZATION_FAILED = 'app_initialization_failed';

/** Start-up failed (config, remotes list or session): nothing else can render, so offer a reload. */
export function AppInitializationErrorPage({
  onReload = () => window.location.reload(),
}: {
  onReload?: () => void;
}) {
  const { t } = useShellTranslation();
  return (
    <main css={{ display: 'flex', minHeight: '100vh' }} data-error-code={APP_INITIALIZATION_FAILED}>
      <ErrorPage
        title={t('app_initialization_failed_title')}
        actions={<Button onClick={onReload}>{t('reload')}</Button>}
      >
        <p>{t('app_initialization_failed_message')}</p>
        <p css={(theme) => ({ fontSize: '0.75rem', color: theme.colors.text.secondary })}>
          {t('error_code', { code: APP_INITIALIZATION_FAILED })}
        </p>
      </ErrorPage>
    </main>
  );
}
