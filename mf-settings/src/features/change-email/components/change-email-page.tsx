import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmailField, Form, PageLayout, pathTo } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { changeEmailInputSchema, type ChangeEmailInput } from '@jobmatch/shared/schemas';
import type { User } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useChangeEmail } from '../../../api/account-settings';
import { AccountAddress } from '../../../components/account-address';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { withSignedInUser } from '../../../lib/with-signed-in-user';

/**
 * settings.change-email: the new address and the current password; the api mails a link to the
 * new address, and the address changes when it is opened (docs/settings.md#change-email).
 */
function ChangeEmailForm({ user }: { user: User }) {
  const { id: userId, email: currentEmail } = user;
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const changeEmail = useChangeEmail(userId);
  const { submit, serverError } = useFormSubmission({
    already_exists: 'change_email_taken',
    wrong_parameter: 'change_email_same',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ChangeEmailInput>(changeEmailInputSchema, {
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (input: ChangeEmailInput) => {
    // Said here rather than after a round trip (the api refuses it as wrong_parameter too).
    if (input.email.toLowerCase() === currentEmail.toLowerCase()) {
      setError('email', { message: t('change_email_same') }, { shouldFocus: true });
      return;
    }
    if (!(await submit(() => changeEmail.mutateAsync(input)))) return;
    toast.show(t('change_email_sent', { email: input.email }), { variant: 'success' });
    navigate(pathTo('settings'));
  };

  return (
    <PageLayout width="narrow" heading={t('change_email_heading')} lead={t('change_email_lead')}>
      <AccountAddress user={user} label={t('change_email_current')} />
      <Form onSubmit={handleSubmit(onSubmit)}>
        {serverError}
        <EmailField
          label={t('new_email_label')}
          error={errors.email?.message}
          {...register('email')}
        />
        <CurrentPasswordField
          hint={t('change_email_password_hint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('change_email_submit')}
        </Button>
      </Form>
    </PageLayout>
  );
}

export const ChangeEmailPage = withSignedInUser(ChangeEmailForm);
