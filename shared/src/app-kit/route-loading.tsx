import { useTranslation } from 'react-i18next';
import { LoadingPage } from '../ui/loading-page';

/**
 * Fills the content area while a page's lazy chunk or its data loads (React Router's
 * HydrateFallback of every remote route, and a page's own pending state).
 */
export function RouteLoading() {
  const { t } = useTranslation('shared');
  return <LoadingPage label={t('loading')} />;
}
