import { useTranslation } from 'react-i18next';
import { Button, Form, TextField } from '@jobmatch/shared';
import type { TwoFactorMethod } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { twoFactorDisableInputSchema, type TwoFactorDisableInput } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useDisableTwoFactor, useMailDisableCode } from '../api/two-factor';

/** Turning it off asks for the password and a code (or a recovery code): both factors once more. */
export function DisableForm({ userId, method }: { userId: string; method: TwoFactorMethod }) {
  const { t } = useTranslation('settings');
  const disable = useDisableTwoFactor(userId);
  const mailCode = useMailDisableCode(userId);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<TwoFactorDisableInput>(twoFactorDisableInputSchema, {
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = async (input: TwoFactorDisableInput) => {
    if (await submit(() => disable.mutateAsync(input)))
      toast.show(t('two_factor_disabled_toast'), { variant: 'success' });
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)}>
      {serverError}
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('two_factor_disable_code_label')}
        hint={t('two_factor_disable_code_hint')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      {method === 'email' && (
        <Button
          variant="secondary"
          fullWidth
          loading={mailCode.isPending}
          onClick={() =>
            mailCode.mutate(undefined, {
              onSuccess: () => toast.show(t('two_factor_code_mailed'), { variant: 'success' }),
              onError: () => toast.show(t('two_factor_code_mail_failed'), { variant: 'error' }),
            })
          }
        >
          {t('two_factor_mail_code')}
        </Button>
      )}
      <Button type="submit" variant="danger" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('two_factor_disable')}
      </Button>
    </Form>
  );
}
