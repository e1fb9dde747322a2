import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, buttonStyle, pathTo } from '@jobmatch/shared';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { resetPasswordInputSchema, type ResetPasswordInput } from '@jobmatch/shared/schemas';
import {
  AuthLayout,
  FormAlert,
  alertStyle,
  formStyle,
  leadStyle,
} from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../api/reset-password';

/** Codes that mean "this link can no longer be used": ask for a new one rather than retry. */
const INVALID_LINK_CODES = new Set([
  'password_reset_invalid',
  'token_invalidated',
  'parse_token_error',
  'token_fails_security_check',
]);

/** auth.reset-password-submit: a new password twice, then the success page. */
export function ResetPasswordSubmitPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { resetPasswordToken } = useParams();
  const resetPassword = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(!resetPasswordToken);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: valibotResolver(resetPasswordInputSchema),
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async ({ newPassword }: ResetPasswordInput) => {
    if (!resetPasswordToken) return;
    setServerError(null);
    try {
      await resetPassword.mutateAsync({ password: newPassword, token: resetPasswordToken });
      navigate(pathTo('auth.reset-password-success'), { replace: true });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code && INVALID_LINK_CODES.has(code)) setLinkInvalid(true);
      else setServerError(errorTextOf(error, t('generic_error')));
    }
  };

  if (linkInvalid) {
    return (
      <AuthLayout heading={t('reset_submit_heading')}>
        <p role="alert" css={alertStyle}>
          {t('reset_invalid')}
        </p>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.reset-password-request')}>
          {t('reset_request_again')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={t('reset_submit_heading')}>
      <p css={leadStyle}>{t('reset_submit_lead')}</p>
      <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormAlert message={serverError} />
        <PasswordField
          label={t('new_password_label')}
          autoComplete="new-password"
          hint={t('password_hint')}
          error={errors.newPassword?.message}
          {...register('newPassword', {
            // The match rule lives on the confirmation: re-check it when the first field changes.
            deps: ['confirmNewPassword'],
          })}
        />
        <PasswordField
          label={t('confirm_password_label')}
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('reset_submit_submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
