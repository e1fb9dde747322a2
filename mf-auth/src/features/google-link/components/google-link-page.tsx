import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  FormError,
  FormServerError,
  PageLayout,
  PasswordField,
  buttonStyle,
  pathTo,
} from '@jobmatch/shared';
import type { LoginResponse } from '@jobmatch/shared/contracts';
import { challengeOf, secondStepPath } from '@jobmatch/shared/domain';
import { errorCodeOf, isSpentLinkCode } from '@jobmatch/shared/errors';
import { useAppForm } from '@jobmatch/shared/forms';
import { googleLinkInputSchema, type GoogleLinkFormInput } from '@jobmatch/shared/schemas';
import { useSession } from 'shell/session';
import { useAuthQueryParams } from '../../../lib/auth-query-params';
import { ONWARD_PATH } from '../../../lib/onward';
import { useLinkGoogleAccount } from '../api/link-google-account';

/** The link token travels in the fragment (`#token=`), so it reaches no server log nor Referer. */
function linkTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * auth.google-link: a Google account whose address belongs to an existing account is linked once
 * the user gives that account's password (docs/accounts.md#google-sign-in), then signed in.
 */
export function GoogleLinkPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { intendedUrl } = useAuthQueryParams();
  const { isLoggedIn } = useSession();
  const link = useLinkGoogleAccount();
  const [linkToken] = useState(() => linkTokenOf(location.hash));
  const [linkInvalid, setLinkInvalid] = useState(!linkToken);
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<GoogleLinkFormInput>(googleLinkInputSchema, { defaultValues: { password: '' } });
  const onward = intendedUrl ?? ONWARD_PATH;

  if (isLoggedIn && !done) return <Navigate to={onward} replace />;

  const onSubmit = async ({ password }: GoogleLinkFormInput) => {
    if (!linkToken) return;
    setServerError(null);
    try {
      const answer: LoginResponse = await link.mutateAsync({
        linkToken,
        password,
      });
      setDone(true);
      // an enrolled user gives the second step's code on the login page
      const challenge = challengeOf(answer);
      navigate(challenge ? secondStepPath(challenge, onward) : onward, { replace: true });
    } catch (error) {
      if (isSpentLinkCode(errorCodeOf(error))) setLinkInvalid(true);
      else setServerError(error);
    }
  };

  if (linkInvalid) {
    return (
      <PageLayout width="narrow" heading={t('google_link_heading')}>
        <FormError>{t('google_link_invalid')}</FormError>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
          {t('back_to_login')}
        </Link>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow" heading={t('google_link_heading')} lead={t('google_link_lead')}>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <FormServerError error={serverError} />
        <PasswordField
          label={t('password_label')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('google_link_submit')}
        </Button>
      </Form>
      <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('auth.login')}>
        {t('google_link_cancel')}
      </Link>
    </PageLayout>
  );
}
