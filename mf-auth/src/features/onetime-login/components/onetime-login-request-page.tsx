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
import { onetimeLoginRequestSchema, type OnetimeLoginRequest } from '@jobmatch/shared/schemas';
import { useRequestOnetimeLink } from '../api/onetime-login';

/**
 * auth.onetime-login: asks for a sign-in link by mail. Whatever the server answers, the same
 * confirmation follows, so the page never tells whether an address is registered.
 */
export function OnetimeLoginRequestPage() {
  const { t } = useTranslation('auth');
  const request = useRequestOnetimeLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<OnetimeLoginRequest>(onetimeLoginRequestSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: OnetimeLoginRequest) => {
    try {
      await request.mutateAsync(values);
    } catch {
      // Deliberately ignored: an error must look the same as success (no account enumeration).
    }
    setSentTo(values.email);
  };

  if (sentTo !== null) {
    return (
      <PageLayout width="narrow" heading={t('onetime_login_sent_heading')}>
        <p css={leadStyle} role="status">
          {t('onetime_login_sent', { email: sentTo })}
        </p>
        <p css={leadStyle}>{t('onetime_login_sent_hint')}</p>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
          {t('back_to_login')}
        </Link>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow" heading={t('onetime_login_heading')} lead={t('onetime_login_lead')}>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('onetime_login_submit')}
        </Button>
      </Form>
      <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('auth.login')}>
        {t('back_to_login')}
      </Link>
    </PageLayout>
  );
}
