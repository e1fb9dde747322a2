import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField } from '@jobmatch/shared';
import { loginInputSchema, type LoginInput } from '@jobmatch/shared/schemas';
import { alertStyle, formStyle } from '../../../components/auth-layout';
import { usePasswordToggleLabels } from '../../../lib/password-toggle';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
  /** The server's answer to the last attempt, already in Japanese. */
  serverError: string | null;
}

/** Email and password, checked on every change with the shared schema; submit stays disabled until valid. */
export function LoginForm({ onSubmit, serverError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const passwordToggleLabels = usePasswordToggleLabels();
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
      {serverError && (
        <p role="alert" css={alertStyle}>
          {serverError}
        </p>
      )}
      <TextField
        label={t('email_label')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('email_placeholder')}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('password_label')}
        type="password"
        autoComplete="current-password"
        required
        passwordToggleLabels={passwordToggleLabels}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('login_submit')}
      </Button>
    </form>
  );
}
