import { LoadingPage } from '@jobmatch/shared';
import { useShellTranslation } from '../lib/use-shell-translation';

export function PageLoading() {
  const { t } = useShellTranslation();
  return <LoadingPage label={t('loading')} />;
}
