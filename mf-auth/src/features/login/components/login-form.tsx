import { useTranslation } from 'react-i18next';
import { Button, EmailField, Form, FormServerError, PasswordField } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { loginInputSchema, type LoginInput } from '@jobmatch/shared/schemas';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
  /** The last attempt's error; null when there is none. */
  serverError: unknown;
}

/** Email and password, checked on every change with the shared schema; submit stays disabled until valid. */
export function LoginForm({ onSubmit, serverError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<LoginInput>(loginInputSchema, { defaultValues: { email: '', password: '' } });

  return (
    <Form onSubmit={handleSubmit(onSubmit)}>
      <FormServerError error={serverError} />
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
    </Form>
  );
}
