import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@jobmatch/shared';
import { errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import { useSendVerificationEmail } from '../api/send-verification-email';

export interface EmailVerificationModalProps {
  open: boolean;
  userId: string;
  email: string;
  /** 'sent': a mail went out just now (sign-up); 'pending': an earlier mail is still unconfirmed (login). */
  reason: 'sent' | 'pending';
  onContinue: () => void;
  onClose: () => void;
}

/**
 * Tells the user to open the link in the verification mail and lets them ask for a new one.
 * Nothing is sent on opening: only the resend button sends (docs/accounts.md#email-verification: the login redirect must not
 * resend the mail).
 */
export function EmailVerificationModal({
  open,
  userId,
  email,
  reason,
  onContinue,
  onClose,
}: EmailVerificationModalProps) {
  const { t } = useTranslation('auth');
  const resend = useSendVerificationEmail();

  const handleResend = () => {
    resend.mutate(userId, {
      onSuccess: () => toast.show(t('verification_resent'), { variant: 'success' }),
      onError: (error) =>
        toast.show(errorTextOf(error, t('shared:generic_error')), { variant: 'error' }),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('verification_heading')}
      closeLabel={t('shared:close')}
      actions={
        <>
          <Button variant="secondary" fullWidth loading={resend.isPending} onClick={handleResend}>
            {t('verification_resend')}
          </Button>
          <Button fullWidth onClick={onContinue}>
            {t('verification_continue')}
          </Button>
        </>
      }
    >
      <p>{t(reason === 'sent' ? 'verification_sent' : 'verification_pending', { email })}</p>
    </Modal>
  );
}
