import { useTranslation } from 'react-i18next';
import type { SettingsTextKey } from '../app/i18n/ja';

/**
 * What a settings form says for codes whose catalogue text does not fit it (for FormServerError):
 * a wrong current password answers `login_error`, whose catalogue text speaks of the address too.
 */
export function useServerErrorMessages(
  formMessages: Partial<Record<string, SettingsTextKey>> = {},
): Partial<Record<string, string>> {
  const { t } = useTranslation('settings');
  const keys: Partial<Record<string, SettingsTextKey>> = {
    login_error: 'wrong_current_password',
    ...formMessages,
  };
  return Object.fromEntries(
    Object.entries(keys).map(([code, key]) => [code, key ? t(key) : undefined]),
  );
}
