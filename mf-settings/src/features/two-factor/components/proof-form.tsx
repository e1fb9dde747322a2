import { useTranslation } from 'react-i18next';
import { Button, Form, TextField, type ButtonVariant } from '@jobmatch/shared';
import type { TwoFactorMethod } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { twoFactorProofInputSchema, type TwoFactorProofInput } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useMailProofCode } from '../api/two-factor';

/**
 * Both factors once more (the password, and a code or a recovery code): what turning the step
 * off and a new set of recovery codes ask for. An email user has a code mailed from here.
 */
export function ProofForm({
  userId,
  method,
  submitLabel,
  submitVariant = 'primary',
  onProof,
}: {
  userId: string;
  method: TwoFactorMethod;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Runs the call; resolves when it succeeded (a failure shows above the form). */
  onProof: (input: TwoFactorProofInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const mailCode = useMailProofCode(userId);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<TwoFactorProofInput>(twoFactorProofInputSchema, {
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = async (input: TwoFactorProofInput) => {
    if (await submit(() => onProof(input))) reset({ password: '', code: '' });
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)}>
      {serverError}
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('two_factor_proof_code_label')}
        hint={t('two_factor_proof_code_hint')}
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
      <Button
        type="submit"
        variant={submitVariant}
        fullWidth
        disabled={!isValid}
        loading={isSubmitting}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
