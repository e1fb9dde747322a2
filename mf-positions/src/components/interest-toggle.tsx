import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveToggle, isJobSeekerType, pathTo } from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { useInterestIds } from '../api/get-interest-ids';
import { useSetInterest } from '../api/set-interest';
import { useInterestErrorToast } from '../hooks/use-interest-error-toast';
import { LoginPromptModal } from './login-prompt-modal';

/** `?save=1`: a guest who pressed 気になる comes back to the posting, where the save is made. */
export const RESUME_SAVE_PARAM = 'save';

export interface InterestToggleProps {
  productId: string;
  /** The posting's name: an icon toggle among cards is told apart by it (「気になる（…）」). */
  productName: string;
  /** `icon` on cards, `labelled` (heart and 気になる) on the posting's page. */
  variant?: 'icon' | 'labelled';
}

/**
 * 気になる on a posting (docs/positions.md#気になる): a seeker saves or removes it at once (undone,
 * with a toast, when the api refuses); a guest is asked to log in or sign up and comes back to
 * the posting with `?save=1`; company users and administrators see nothing.
 */
export function InterestToggle({ productId, productName, variant = 'icon' }: InterestToggleProps) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const seekerId = isLoggedIn && user && isJobSeekerType(user.typeId) ? user.id : null;
  const savedIds = useInterestIds(seekerId);
  const setInterest = useSetInterest(seekerId ?? '');
  const showError = useInterestErrorToast();
  const [promptOpen, setPromptOpen] = useState(false);

  if (isLoggedIn && !seekerId) return null;

  const handlePress = (saved: boolean) => {
    if (!seekerId) {
      setPromptOpen(true);
      return;
    }
    setInterest.mutate({ productId, saved }, { onError: (error) => showError(error, saved) });
  };

  return (
    <>
      <SaveToggle
        pressed={savedIds.has(productId)}
        onPressedChange={handlePress}
        label={
          variant === 'icon'
            ? t('interest_toggle_label_for', { name: productName })
            : t('shared:interest_toggle_label')
        }
        variant={variant}
      />
      {!seekerId && (
        <LoginPromptModal
          open={promptOpen}
          onClose={() => setPromptOpen(false)}
          title={t('interest_guest_title')}
          body={t('interest_guest_body')}
          intendedUrl={pathTo('positions.show', { productId }, { [RESUME_SAVE_PARAM]: 1 })}
        />
      )}
    </>
  );
}
