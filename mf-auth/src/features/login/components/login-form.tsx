import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@jobmatch/shared';
import { loginInputSchema, type LoginInput } from '@jobmatch/shared/schemas';
import { FormAlert, formStyle } from '../../../components/auth-layout';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
  /** The server's answer to the last attempt, already in Japanese. */
  serverError: string | null;
}

/** Email and password, checked on every change with the shared schema; submit stays disabled until valid. */
export function LoginForm({ onSubmit, serverError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: valibotResolver(loginInputSchema),
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: '', password: '' },
  });

  return (
    <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormAlert message={serverError} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('password_label')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('login_submit')}
      </Button>
    </form>
  );
}
