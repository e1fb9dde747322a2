import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  FormError,
  FormServerError,
  PageLayout,
  NewPasswordFields,
  buttonStyle,
  pathTo,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { errorCodeOf, isSpentLinkCode } from '@jobmatch/shared/errors';
import { resetPasswordInputSchema, type ResetPasswordInput } from '@jobmatch/shared/schemas';
import { useResetPassword } from '../api/reset-password';

/** auth.reset-password-submit: a new password twice, then the success page. */
export function ResetPasswordSubmitPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { resetPasswordToken } = useParams();
  const resetPassword = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(!resetPasswordToken);
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ResetPasswordInput>(resetPasswordInputSchema, {
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async ({ newPassword }: ResetPasswordInput) => {
    if (!resetPasswordToken) return;
    setServerError(null);
    try {
      await resetPassword.mutateAsync({ password: newPassword, token: resetPasswordToken });
      navigate(pathTo('auth.reset-password-success'), { replace: true });
    } catch (error) {
      // A spent link cannot be retried: ask for a new mail instead.
      if (isSpentLinkCode(errorCodeOf(error))) setLinkInvalid(true);
      else setServerError(error);
    }
  };

  if (linkInvalid) {
    return (
      <PageLayout width="narrow" heading={t('reset_submit_heading')}>
        <FormError>{t('reset_invalid')}</FormError>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.reset-password-request')}>
          {t('reset_request_again')}
        </Link>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow" heading={t('reset_submit_heading')} lead={t('reset_submit_lead')}>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <FormServerError error={serverError} />
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('reset_submit_submit')}
        </Button>
      </Form>
    </PageLayout>
  );
}
