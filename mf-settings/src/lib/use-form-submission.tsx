import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormServerError } from '@jobmatch/shared';
import type { SettingsTextKey } from '../app/i18n/ja';

/**
 * The server side of a settings form, the one way: `submit(action)` runs the call and resolves
 * whether it succeeded; a failure shows above the form as `serverError`. Codes whose catalogue
 * text does not fit a settings form get the form's own: a wrong current password answers
 * `login_error`, whose catalogue text speaks of the address too.
 */
export function useFormSubmission(formMessages: Partial<Record<string, SettingsTextKey>> = {}) {
  const { t } = useTranslation('settings');
  const [error, setError] = useState<unknown>(null);
  const keys: Partial<Record<string, SettingsTextKey>> = {
    login_error: 'wrong_current_password',
    ...formMessages,
  };
  const messages = Object.fromEntries(
    Object.entries(keys).map(([code, key]) => [code, key ? t(key) : undefined]),
  );

  const submit = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    }
  };

  return { submit, serverError: <FormServerError error={error} messages={messages} /> };
}
