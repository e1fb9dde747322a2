import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  FormServerError,
  PageLayout,
  PasswordField,
  RouteLoading,
  centeredTextStyle,
  pathTo,
  textLinkStyle,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { changePasswordInputSchema, type ChangePasswordInput } from '@jobmatch/shared/schemas';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useChangePassword } from '../../../api/account-settings';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useServerErrorMessages } from '../../../lib/server-error-messages';

/**
 * settings.change-password: the current password, a new one with the password rules, and its
 * confirmation; other logins end, this one stays (docs/settings.md#change-password).
 */
export function ChangePasswordPage() {
  const { user } = useSession();
  if (!user) return <RouteLoading />;
  return <ChangePasswordForm userId={user.id} />;
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const changePassword = useChangePassword(userId);
  const [serverError, setServerError] = useState<unknown>(null);
  const messages = useServerErrorMessages();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ChangePasswordInput>(changePasswordInputSchema, {
    defaultValues: { password: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async (input: ChangePasswordInput) => {
    setServerError(null);
    try {
      await changePassword.mutateAsync(input);
      toast.show(t('change_password_done'), { variant: 'success' });
      navigate(pathTo('settings'));
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <PageLayout
      width="narrow"
      heading={t('change_password_heading')}
      lead={t('change_password_lead')}
    >
      <Form onSubmit={handleSubmit(onSubmit)}>
        <FormServerError error={serverError} messages={messages} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <PasswordField
          label={t('new_password_label')}
          autoComplete="new-password"
          hint={t('shared:password_hint')}
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
          {t('change_password_submit')}
        </Button>
      </Form>
      <p css={centeredTextStyle}>
        <Link css={textLinkStyle} to={pathTo('auth.reset-password-request')}>
          {t('change_password_forgot')}
        </Link>
      </p>
    </PageLayout>
  );
}
