import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PageLayout,
  buttonStyle,
  centeredTextStyle,
  pathTo,
  textLinkStyle,
} from '@jobmatch/shared';
import { session, useAppConfig, useSession } from 'shell/session';
import { GoogleSignInLink } from '../../../components/google-sign-in-link';
import { useAuthQueryParams } from '../../../lib/auth-query-params';
import { ONWARD_PATH } from '../../../lib/onward';
import { useCreateUser } from '../api/create-user';
import type { SignupFormValues } from '../utils/signup-schema';
import { SignupForm } from './signup-form';

/**
 * auth.signup (guest-only): create the user, log in, then go to the verification notice
 * (auth.verify-email, docs/accounts.md#email-verification) unless the user is already verified or
 * the URL says `sendVerificationEmail=false` (then the api mails no link either). `intendedUrl` travels with the notice and the mailed
 * link, so a seeker who signed up from a posting carries on there once verified. The shell's guard keeps
 * signed-in visitors out when they navigate here; the page also forwards them itself, except
 * while its own sign-up is logging the new user in.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { intendedUrl, skipEmailVerification } = useAuthQueryParams();
  const { isLoggedIn } = useSession();
  const appConfig = useAppConfig();
  const createUser = useCreateUser();
  const [serverError, setServerError] = useState<unknown>(null);
  const [signingUp, setSigningUp] = useState(false);
  const onward = intendedUrl ?? ONWARD_PATH;

  if (isLoggedIn && !signingUp) return <Navigate to={onward} replace />;

  const handleSubmit = async ({ email, password }: SignupFormValues) => {
    setServerError(null);
    setSigningUp(true);
    try {
      await createUser.mutateAsync({
        email,
        password,
        intendedUrl,
        skipVerificationEmail: skipEmailVerification,
      });
      // A brand-new account has no second factor; the answer is not looked at.
      await session.login({ email, password });
      const user = session.getSnapshot().user ?? (await session.reloadUser());
      if (!user || user.emailVerified || skipEmailVerification) {
        navigate(onward, { replace: true });
        return;
      }
      navigate(pathTo('auth.verify-email', null, { intendedUrl, sent: 1 }), { replace: true });
    } catch (error) {
      setSigningUp(false);
      setServerError(error);
    }
  };

  const query = intendedUrl ? { intendedUrl } : undefined;

  return (
    <PageLayout width="narrow" heading={t('signup_heading')} lead={t('signup_lead')}>
      <SignupForm
        onSubmit={handleSubmit}
        serverError={serverError}
        privacyPolicyUrl={appConfig.privacyPolicyUrl}
        userAgreementUrl={appConfig.userAgreementUrl}
      />
      <GoogleSignInLink purpose="oauth-signup" returnPath={onward} />
      <p css={centeredTextStyle}>
        {t('signup_has_account')}{' '}
        <Link css={textLinkStyle} to={pathTo('auth.login', null, query)}>
          {t('signup_to_login')}
        </Link>
      </p>
      <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('landing.index')}>
        {t('back_to_home')}
      </Link>
    </PageLayout>
  );
}
