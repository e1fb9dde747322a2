import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';

/** Why a 気になる press did not stick, in an error toast; the 500 ceiling in its own words. */
export function useInterestErrorToast() {
  const { t } = useTranslation('positions');
  return (error: unknown, saving: boolean) => {
    const message =
      errorCodeOf(error) === 'limit_exceeded'
        ? t('interest_limit_exceeded')
        : errorTextOf(error, saving ? t('interest_save_failed') : t('interest_remove_failed'));
    toast.show(message, { variant: 'error' });
  };
}
