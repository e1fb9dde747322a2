import { initReactI18next } from 'react-i18next';
import { ensureI18n } from './i18n-instance';

// Bind react-i18next to the instance (useTranslation finds it without a provider). The plugin is
// applied directly because the instance may already be initialised by the error catalogue.
initReactI18next.init(ensureI18n());

export {
  i18n,
  ensureI18n,
  registerNamespace,
  LANGUAGE,
  TRANSLATION_LOADER_OPTIONS,
} from './i18n-instance';
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatLongDate,
  formatMonthDay,
  tokyoDayKey,
  DISPLAY_TIME_ZONE,
} from './format-date';
export { formatPostalCode } from './format-postal-code';
export { errorsJa } from './ja/errors';
export type { ErrorsKey } from './ja/errors';
export { sharedJa } from './ja/shared';
