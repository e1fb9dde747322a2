import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  FormServerError,
  TextField,
  buttonStyle,
  leadStyle,
  useCountdown,
} from '@jobmatch/shared';
import type { TwoFactorChallengeResponse } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf, retryAfterSecondsOf } from '@jobmatch/shared/errors';
import { useAppForm } from '@jobmatch/shared/forms';
import { twoFactorCodeInputSchema, type TwoFactorCodeInput } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useResendCode, useVerifySecondStep } from '../api/second-step';

/** Seconds between two mailed codes, as the api spaces them (docs/accounts.md#two-step-verification). */
const RESEND_WAIT_SECONDS = 30;

export interface SecondStepFormProps {
  challenge: TwoFactorChallengeResponse;
  /** Signed in: the session holds the new login. */
  onSignedIn: () => void;
  /** The challenge ended (expired, or the step was turned off): the login starts over. */
  onRestart: () => void;
}

/**
 * The login's second step: the authenticator app's or the mailed six-digit code, or one of the
 * recovery codes. A mailed code can be sent again; a spent or expired challenge sends the person
 * back to the password.
 */
export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifySecondStep();
  const resend = useResendCode();
  const [useRecovery, setUseRecovery] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const [expired, setExpired] = useState(false);
  const [resendWait, startResendWait] = useCountdown(
    challenge.method === 'email' ? RESEND_WAIT_SECONDS : 0,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<TwoFactorCodeInput>(twoFactorCodeInputSchema, { defaultValues: { code: '' } });

  const onSubmit = async ({ code }: TwoFactorCodeInput) => {
    setServerError(null);
    try {
      const answer = await verify.mutateAsync({ challengeToken: challenge.challengeToken, code });
      if (answer.recoveryCodesLeft !== undefined) {
        toast.show(t('second_step_recovery_used', { count: answer.recoveryCodesLeft }), {
          variant: answer.recoveryCodesLeft <= 2 ? 'info' : 'success',
        });
      }
      onSignedIn();
    } catch (error) {
      if (errorCodeOf(error) === 'verify_2fa_error') setExpired(true);
      else setServerError(error);
    }
  };

  const handleResend = () => {
    resend.mutate(challenge.challengeToken, {
      onSuccess: () => {
        startResendWait(RESEND_WAIT_SECONDS);
        toast.show(t('second_step_resent'), { variant: 'success' });
      },
      onError: (error) => {
        const wait = retryAfterSecondsOf(error);
        if (wait !== null) {
          startResendWait(wait);
          return;
        }
        if (errorCodeOf(error) === 'verify_2fa_error') setExpired(true);
        else toast.show(errorTextOf(error, t('second_step_failed')), { variant: 'error' });
      },
    });
  };

  if (expired) {
    return (
      <>
        <p css={leadStyle} role="alert">
          {t('second_step_expired')}
        </p>
        <Button fullWidth onClick={onRestart}>
          {t('back_to_login')}
        </Button>
      </>
    );
  }

  const lead = useRecovery
    ? t('second_step_lead_recovery')
    : challenge.method === 'email'
      ? t('second_step_lead_email')
      : t('second_step_lead_app');

  return (
    <>
      <h2 css={{ fontSize: '1.125rem', margin: 0 }}>{t('second_step_heading')}</h2>
      <p css={leadStyle} aria-live="polite">
        {lead}
      </p>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <FormServerError error={serverError} />
        <TextField
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('second_step_recovery_label') : t('second_step_code_label')}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          // the step exists for this one field, shown right after the password was sent
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('second_step_submit')}
        </Button>
      </Form>
      {challenge.method === 'email' && !useRecovery && (
        <Button
          variant="secondary"
          fullWidth
          disabled={resendWait > 0}
          loading={resend.isPending}
          onClick={handleResend}
        >
          {resendWait > 0
            ? t('second_step_resend_in', { seconds: resendWait })
            : t('second_step_resend')}
        </Button>
      )}
      <button
        type="button"
        css={buttonStyle({ variant: 'ghost', fullWidth: true })}
        onClick={() => {
          setUseRecovery((value) => !value);
          setServerError(null);
          reset({ code: '' });
        }}
      >
        {useRecovery ? t('second_step_use_code') : t('second_step_use_recovery')}
      </button>
    </>
  );
}
