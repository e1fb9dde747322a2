import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, Form } from '@jobmatch/shared';
import type { TwoFactorEnrolmentResponse } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { twoFactorEnrolInputSchema, type TwoFactorEnrolInput } from '@jobmatch/shared/schemas';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useStartEnrolment } from '../api/two-factor';

const choicesStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    font-weight: 700;
    margin-bottom: ${theme.space[2]};
  }
  & label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space[1]} ${theme.space[2]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.m};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${theme.colors.border.focus};
    box-shadow: inset 0 0 0 1px ${theme.colors.border.focus};
  }
  & input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  & small {
    grid-column: 2;
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.s};
  }
`;

/** Which kind of code, and the password again: a stolen session alone cannot turn it on. */
export function StartEnrolmentForm({
  userId,
  onStarted,
}: {
  userId: string;
  onStarted: (enrolment: TwoFactorEnrolmentResponse) => void;
}) {
  const { t } = useTranslation('settings');
  const start = useStartEnrolment(userId);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<TwoFactorEnrolInput>(twoFactorEnrolInputSchema, {
    defaultValues: { password: '', method: 'totp' },
  });

  const onSubmit = async (input: TwoFactorEnrolInput) => {
    let started: TwoFactorEnrolmentResponse | undefined;
    if (await submit(async () => (started = await start.mutateAsync(input)))) {
      if (started) onStarted(started);
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)}>
      {serverError}
      <fieldset css={choicesStyle}>
        <legend>{t('two_factor_method_legend')}</legend>
        <label>
          <input type="radio" value="totp" {...register('method')} />
          <span>{t('two_factor_method_app')}</span>
          <small>{t('two_factor_method_app_hint')}</small>
        </label>
        <label>
          <input type="radio" value="email" {...register('method')} />
          <span>{t('two_factor_method_email')}</span>
          <small>{t('two_factor_method_email_hint')}</small>
        </label>
      </fieldset>
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('two_factor_start')}
      </Button>
    </Form>
  );
}
