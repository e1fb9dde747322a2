import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, centeredTextStyle, pathTo, textLinkStyle } from '@jobmatch/shared';
import type { TwoFactorChallengeResponse } from '@jobmatch/shared/contracts';
import type { LoginInput } from '@jobmatch/shared/schemas';
import { session, useSession } from 'shell/session';
import { GoogleSignInLink } from '../../../components/google-sign-in-link';
import { useAuthQueryParams } from '../../../lib/auth-query-params';
import { ONWARD_PATH } from '../../../lib/onward';
import { challengeInUrl, forgetChallengeInUrl } from '../../second-step/challenge-in-url';
import { SecondStepForm } from '../../second-step/components/second-step-form';
import { useLogin } from '../api/login';
import { GoogleSignInError } from './google-sign-in-error';
import { LoginForm } from './login-form';

/**
 * auth.login. Open to everyone (not guest-only), so that a signed-in user who lands here is sent
 * on rather than bounced between guards. Where a user goes:
 * 1. right after logging in, a valid `intendedUrl` wins (e.g. the verification link that needed a
 *    login, or the posting they were applying to: its own guards take over from there);
 * 2. a verified user (or `sendVerificationEmail=false`) goes to the wizard, whose guard forwards
 *    users who completed it to /mypage;
 * 3. an unverified user goes to auth.verify-email, which says what to do and can resend the mail;
 *    nothing is sent by itself (docs/accounts.md#email-verification).
 * A user with two-step verification gives the code on this page before any of that; a login that
 * came back from Google with a challenge starts there (docs/accounts.md#two-step-verification).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { intendedUrl, skipEmailVerification } = useAuthQueryParams();
  const { isLoggedIn, user } = useSession();
  const login = useLogin();
  const [serverError, setServerError] = useState<unknown>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  // The fragment never reaches the server, which renders the form: it is read after the first
  // commit, so the page hydrates the server's markup and then turns to the second step.
  useEffect(() => {
    const brought = challengeInUrl();
    if (brought) setChallenge(brought);
    forgetChallengeInUrl();
  }, []);

  const goOn = useCallback(async () => {
    if (!session.getSnapshot().user) await session.reloadUser();
    if (intendedUrl) {
      setRedirecting(true);
      navigate(intendedUrl, { replace: true });
    }
    // Otherwise the session update re-renders this page: see the rules above.
  }, [intendedUrl, navigate]);

  if (isLoggedIn && user && !redirecting) {
    const verified = user.emailVerified || skipEmailVerification;
    const target = verified
      ? (intendedUrl ?? ONWARD_PATH)
      : pathTo('auth.verify-email', null, { intendedUrl });
    return <Navigate to={target} replace />;
  }

  const handleSubmit = async (values: LoginInput) => {
    setServerError(null);
    try {
      const outcome = await login.mutateAsync(values);
      if (outcome.twoFactorRequired) {
        setChallenge(outcome);
        return;
      }
      await goOn();
    } catch (error) {
      setServerError(error);
    }
  };

  if (challenge) {
    return (
      <PageLayout width="narrow" heading={t('login_heading')}>
        <SecondStepForm
          challenge={challenge}
          onSignedIn={() => void goOn()}
          onRestart={() => setChallenge(null)}
        />
      </PageLayout>
    );
  }

  const query = intendedUrl ? { intendedUrl } : undefined;

  return (
    <PageLayout width="narrow" heading={t('login_heading')}>
      <GoogleSignInError />
      <LoginForm onSubmit={handleSubmit} serverError={serverError} />
      <p css={centeredTextStyle}>
        <Link css={textLinkStyle} to={pathTo('auth.reset-password-request')}>
          {t('login_forgot_password')}
        </Link>
      </p>
      <p css={centeredTextStyle}>
        <Link css={textLinkStyle} to={pathTo('auth.onetime-login')}>
          {t('login_onetime_link')}
        </Link>
      </p>
      <GoogleSignInLink purpose="oauth-login" returnPath={intendedUrl ?? ONWARD_PATH} />
      <p css={centeredTextStyle}>
        {t('login_no_account')}{' '}
        <Link css={textLinkStyle} to={pathTo('auth.signup', null, query)}>
          {t('login_to_signup')}
        </Link>
      </p>
    </PageLayout>
  );
}
