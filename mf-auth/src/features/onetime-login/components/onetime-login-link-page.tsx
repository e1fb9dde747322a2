import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormServerError,
  PageLayout,
  buttonStyle,
  leadStyle,
  pathTo,
} from '@jobmatch/shared';
import type { TwoFactorChallengeResponse } from '@jobmatch/shared/contracts';
import { errorCodeOf, isSpentLinkCode } from '@jobmatch/shared/errors';
import { useSession } from 'shell/session';
import { ONWARD_PATH } from '../../../lib/onward';
import { SecondStepForm } from '../../second-step/components/second-step-form';
import { useSignInWithLink } from '../api/onetime-login';

/**
 * auth.onetime-login-link, the mailed link. It signs in only on the button: mail scanners that
 * open links must not spend it. An enrolled user gives the second step's code here.
 */
export function OnetimeLoginLinkPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { onetimeLoginToken: token } = useParams();
  const { isLoggedIn } = useSession();
  const signIn = useSignInWithLink();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [serverError, setServerError] = useState<unknown>(null);

  if (isLoggedIn && !challenge) return <Navigate to={ONWARD_PATH} replace />;

  if (linkInvalid) {
    return (
      <PageLayout width="narrow" heading={t('onetime_login_title')}>
        <p css={leadStyle} role="alert">
          {t('onetime_login_link_invalid')}
        </p>
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.onetime-login')}>
          {t('onetime_login_request_again')}
        </Link>
      </PageLayout>
    );
  }

  if (challenge) {
    return (
      <PageLayout width="narrow" heading={t('onetime_login_title')}>
        <SecondStepForm
          challenge={challenge}
          onSignedIn={() => navigate(ONWARD_PATH, { replace: true })}
          onRestart={() => navigate(pathTo('auth.login'), { replace: true })}
        />
      </PageLayout>
    );
  }

  const handleClick = async () => {
    setServerError(null);
    try {
      const next = await signIn.mutateAsync(token ?? '');
      if (next) setChallenge(next);
      // signed in: the session update re-renders this page, which goes on
    } catch (error) {
      if (isSpentLinkCode(errorCodeOf(error))) setLinkInvalid(true);
      else setServerError(error);
    }
  };

  return (
    <PageLayout
      width="narrow"
      heading={t('onetime_login_link_heading')}
      lead={t('onetime_login_link_lead')}
    >
      <FormServerError error={serverError} />
      <Button fullWidth loading={signIn.isPending} onClick={() => void handleClick()}>
        {t('onetime_login_link_submit')}
      </Button>
    </PageLayout>
  );
}
