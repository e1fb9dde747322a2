import { useTranslation } from 'react-i18next';

/** Labels of the TextField's show/hide button on password fields. */
export function usePasswordToggleLabels() {
  const { t } = useTranslation('auth');
  return { show: t('show_password'), hide: t('hide_password') };
}
