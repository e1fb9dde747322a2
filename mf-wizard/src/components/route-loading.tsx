import { useTranslation } from 'react-i18next';
import { LoadingPage } from '@jobmatch/shared';

/** Shown while a page's chunk or its data loads. */
export function RouteLoading() {
  const { t } = useTranslation('wizard');
  return <LoadingPage label={t('loading')} />;
}
