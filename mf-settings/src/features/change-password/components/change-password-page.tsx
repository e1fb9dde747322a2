import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  PageLayout,
  NewPasswordFields,
  centeredTextStyle,
  pathTo,
  textLinkStyle,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { changePasswordInputSchema, type ChangePasswordInput } from '@jobmatch/shared/schemas';
import type { User } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useChangePassword } from '../../../api/account-settings';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { withSignedInUser } from '../../../lib/with-signed-in-user';

/**
 * settings.change-password: the current password, a new one with the password rules, and its
 * confirmation; other logins end, this one stays (docs/settings.md#change-password).
 */
function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const changePassword = useChangePassword(user.id);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ChangePasswordInput>(changePasswordInputSchema, {
    defaultValues: { password: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async (input: ChangePasswordInput) => {
    if (!(await submit(() => changePassword.mutateAsync(input)))) return;
    toast.show(t('change_password_done'), { variant: 'success' });
    navigate(pathTo('settings'));
  };

  return (
    <PageLayout
      width="narrow"
      heading={t('change_password_heading')}
      lead={t('change_password_lead')}
    >
      <Form onSubmit={handleSubmit(onSubmit)}>
        {serverError}
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <NewPasswordFields register={register} errors={errors} />
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

export const ChangePasswordPage = withSignedInUser(ChangePasswordForm);
