import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, Checkbox, Form, TextField, leadStyle } from '@jobmatch/shared';
import type { TwoFactorEnrolmentResponse } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { twoFactorCodeInputSchema, type TwoFactorCodeInput } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useConfirmEnrolment } from '../api/two-factor';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

const stepStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  & h3 {
    margin: 0;
    font-size: ${theme.typography.fontSize.m};
  }
  & p {
    margin: 0;
  }
`;

const secretStyle = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.06em;
  overflow-wrap: anywhere;
  user-select: all;
`;

/** The secret as an app's manual entry shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A pending enrolment: scan the QR code (or type the key), keep the recovery codes, and give the
 * first code, which turns two-step verification on.
 */
export function ConfirmEnrolment({
  userId,
  enrolment,
  onCancel,
}: {
  userId: string;
  enrolment: TwoFactorEnrolmentResponse;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmEnrolment(userId);
  const [saved, setSaved] = useState(false);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<TwoFactorCodeInput>(twoFactorCodeInputSchema, { defaultValues: { code: '' } });
  const secret = enrolment.otpauthUri
    ? (new URL(enrolment.otpauthUri).searchParams.get('secret') ?? '')
    : '';

  const onSubmit = async ({ code }: TwoFactorCodeInput) => {
    if (await submit(() => confirm.mutateAsync(code)))
      toast.show(t('two_factor_enabled_toast'), { variant: 'success' });
  };

  return (
    <>
      <section css={stepStyle} aria-labelledby="two-factor-step-1">
        <h3 id="two-factor-step-1">{t('two_factor_step_connect')}</h3>
        {enrolment.otpauthUri ? (
          <>
            <p css={leadStyle}>{t('two_factor_scan_lead')}</p>
            <QrCode value={enrolment.otpauthUri} label={t('two_factor_qr_label')} />
            <p>
              {t('two_factor_manual_key')}
              <br />
              <code css={secretStyle}>{grouped(secret)}</code>
            </p>
          </>
        ) : (
          <p css={leadStyle}>{t('two_factor_email_sent_lead')}</p>
        )}
      </section>
      <section css={stepStyle} aria-labelledby="two-factor-step-2">
        <h3 id="two-factor-step-2">{t('two_factor_codes_heading')}</h3>
        <p css={leadStyle}>{t('two_factor_codes_lead')}</p>
        <RecoveryCodes codes={enrolment.recoveryCodes} />
        <Checkbox
          label={t('two_factor_codes_saved')}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
      </section>
      <section css={stepStyle} aria-labelledby="two-factor-step-3">
        <h3 id="two-factor-step-3">{t('two_factor_step_confirm')}</h3>
        <Form onSubmit={handleSubmit(onSubmit)}>
          {serverError}
          <TextField
            label={
              enrolment.otpauthUri
                ? t('two_factor_app_code_label')
                : t('two_factor_email_code_label')
            }
            autoComplete="one-time-code"
            inputMode="numeric"
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" fullWidth disabled={!isValid || !saved} loading={isSubmitting}>
            {t('two_factor_enable')}
          </Button>
          {!saved && <p css={leadStyle}>{t('two_factor_codes_saved_first')}</p>}
        </Form>
        <Button variant="ghost" fullWidth onClick={onCancel}>
          {t('two_factor_cancel')}
        </Button>
      </section>
    </>
  );
}
