import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmailField,
  Form,
  PageLayout,
  buttonStyle,
  leadStyle,
  pathTo,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  resetPasswordRequestInputSchema,
  type ResetPasswordRequestInput,
} from '@jobmatch/shared/schemas';
import { useSendResetPasswordEmail } from '../api/send-reset-password-email';

/**
 * auth.reset-password-request. Whatever the server answers, the same confirmation follows, so
 * the page never tells whether an address is registered.
 */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation('auth');
  const sendResetEmail = useSendResetPasswordEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ResetPasswordRequestInput>(resetPasswordRequestInputSchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ResetPasswordRequestInput) => {
    try {
      await sendResetEmail.mutateAsync(values);
    } catch {
      // Deliberately ignored: an error must look the same as success (no account enumeration).
    }
    setSentTo(values.email);
  };

  if (sentTo !== null) {
    return (
      <PageLayout width="narrow" heading={t('reset_request_done_heading')}>
        <p css={leadStyle} role="status">
          {t('reset_request_done', { email: sentTo })}
        </p>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
          {t('back_to_login')}
        </Link>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow" heading={t('reset_request_heading')} lead={t('reset_request_lead')}>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('reset_request_submit')}
        </Button>
      </Form>
      <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('auth.login')}>
        {t('back_to_login')}
      </Link>
    </PageLayout>
  );
}
