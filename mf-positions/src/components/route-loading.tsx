import { useTranslation } from 'react-i18next';
import { LoadingPage } from '@jobmatch/shared';

/** Shown while a page's lazy chunk loads on the first render (React Router's HydrateFallback). */
export function RouteLoading() {
  const { t } = useTranslation('positions');
  return <LoadingPage label={t('loading')} />;
}
