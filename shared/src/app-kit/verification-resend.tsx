import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';
import { toast } from '@jobmatch/shared/toast';
import { errorTextOf } from '../errors/error-messages';
import { retryAfterSecondsOf } from '../errors/rate-limit';
import { Button, type ButtonVariant } from '../ui/button';

/**
 * Seconds the button stays disabled after a mail went out. The api limits resends too
 * (docs/accounts.md#email-verification); waiting here first saves the user a refused click.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

export interface SendVerificationEmailInput {
  userId: string;
  /** Same-site path the mail's link carries on, so verifying continues where the user was. */
  intendedUrl?: string | null;
}

/** `POST /api/demand-user/users/{id}:sendVerificationEmail` (bearer): mails a new verification link. */
export function sendVerificationEmail({
  userId,
  intendedUrl,
}: SendVerificationEmailInput): Promise<unknown> {
  return session.api.request('user', `/users/${encodeURIComponent(userId)}:sendVerificationEmail`, {
    method: 'POST',
    body: intendedUrl ? { intendedUrl } : {},
  });
}

/** Seconds left of a wait that counts down once a second; set it to start another. */
export function useCountdown(initialSeconds: number): [number, (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft];
}

export interface ResendVerificationButtonProps extends SendVerificationEmailInput {
  variant?: ButtonVariant;
  /** Start disabled, for a page shown right after a mail went out (sign-up). */
  justSent?: boolean;
}

/**
 * 「確認メールを再送信する」: sends a new verification mail, says so in a toast, then waits out a
 * cooldown showing the seconds left. A refusal for resending too soon restarts the wait with the
 * time the api names instead of showing an error.
 */
export function ResendVerificationButton({
  userId,
  intendedUrl,
  variant = 'secondary',
  justSent = false,
}: ResendVerificationButtonProps) {
  const { t } = useTranslation('shared');
  const [secondsLeft, startCooldown] = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const send = useMutation({ mutationFn: sendVerificationEmail });

  const handleClick = () => {
    send.mutate(
      { userId, intendedUrl },
      {
        onSuccess: () => {
          startCooldown(RESEND_COOLDOWN_SECONDS);
          toast.show(t('verification_resent'), { variant: 'success' });
        },
        onError: (error) => {
          const wait = retryAfterSecondsOf(error);
          if (wait !== null) {
            // Refused for coming too soon: not an error the user made, just a longer wait.
            startCooldown(wait);
            toast.show(t('verification_resend_wait', { seconds: wait }), { variant: 'info' });
            return;
          }
          toast.show(errorTextOf(error, t('generic_error')), { variant: 'error' });
        },
      },
    );
  };

  const waiting = secondsLeft > 0;
  return (
    <Button
      fullWidth
      variant={variant}
      loading={send.isPending}
      disabled={waiting}
      onClick={handleClick}
    >
      {waiting ? t('verification_resend_in', { seconds: secondsLeft }) : t('verification_resend')}
    </Button>
  );
}
