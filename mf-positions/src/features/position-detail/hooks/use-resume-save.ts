import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isJobSeekerType } from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useSetInterest } from '../../../api/set-interest';
import { RESUME_SAVE_PARAM } from '../../../components/interest-toggle';
import { useInterestErrorToast } from '../../../hooks/use-interest-error-toast';

/**
 * `?save=1` (docs/positions.md#気になる): a guest pressed 気になる, logged in or signed up and came
 * back; the save they asked for is made now and said in a toast. The marker is spent on arrival
 * (replace), so a reload or Back does not save again; a company user's is dropped unused.
 */
export function useResumeSave(productId: string) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const seekerId = isLoggedIn && user && isJobSeekerType(user.typeId) ? user.id : null;
  const setInterest = useSetInterest(seekerId ?? '');
  const showError = useInterestErrorToast();
  const requested = searchParams.get(RESUME_SAVE_PARAM) === '1';
  // StrictMode runs effects twice; the save is made once per arrival
  const handled = useRef(false);

  useEffect(() => {
    if (!requested || !isLoggedIn || handled.current) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete(RESUME_SAVE_PARAM);
        return params;
      },
      { replace: true },
    );
    if (!seekerId) return;
    setInterest.mutate(
      { productId, saved: true },
      {
        onSuccess: () => toast.show(t('interest_saved'), { variant: 'success' }),
        onError: (error) => showError(error, true),
      },
    );
  }, [requested, isLoggedIn, seekerId, productId, setInterest, setSearchParams, showError, t]);
}
