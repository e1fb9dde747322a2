import { useCallback, useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormError,
  LoadingPage,
  PageLayout,
  ResendVerificationButton,
  Stack,
  buttonStyle,
  errorMessage,
  pathTo,
} from '@jobmatch/shared';
import { errorCodeOf, errorTextOf, isSpentLinkCode } from '@jobmatch/shared/errors';
import { session, useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useAuthQueryParams } from '../../../lib/auth-query-params';
import { ONWARD_PATH } from '../../../lib/onward';
import { useVerifyEmail } from '../api/verify-email';

/**
 * auth.verify-email-success (login required; the shell's guard sends guests to login and back).
 * Already verified: straight on. Otherwise the token is submitted once, the user reloaded, a
 * success toast shown, and the user sent on: to the link's `intendedUrl` when it has one (the page
 * they were on when the mail was sent), else to the wizard (whose guard forwards finished users).
 */
export function VerifyEmailSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { verifyEmailToken } = useParams();
  const { user } = useSession();
  const { intendedUrl } = useAuthQueryParams();
  const onward = intendedUrl ?? ONWARD_PATH;
  const verify = useVerifyEmail();
  const started = useRef(false);

  const submit = useCallback(
    (token: string) => {
      verify.mutate(
        { token },
        {
          onSuccess: async () => {
            // Verified even when the reload fails: go on rather than spin forever; the verify-email
            // notice, if a guard sends the user there, checks again (docs/accounts.md#email-verification).
            await session.reloadUser().catch(() => null);
            toast.show(t('verify_email_done'), { variant: 'success' });
            navigate(onward, { replace: true });
          },
        },
      );
    },
    // `verify.mutate` is stable; the whole result object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, onward, t],
  );

  const needsVerification = Boolean(verifyEmailToken && user && !user.emailVerified);
  useEffect(() => {
    // Once per visit: a token is single-use, so React's dev double effects must not spend it twice.
    if (!needsVerification || started.current || !verifyEmailToken) return;
    started.current = true;
    submit(verifyEmailToken);
  }, [needsVerification, verifyEmailToken, submit]);

  if (!verifyEmailToken) {
    return (
      <PageLayout width="narrow" heading={t('verify_email_failed_heading')}>
        <FormError>
          <strong>{errorMessage('wrong_parameter')}</strong>
          <br />
          {t('verify_email_missing_token')}
        </FormError>
        <Link
          css={buttonStyle({ variant: 'secondary', fullWidth: true })}
          to={pathTo('landing.index')}
        >
          {t('back_to_home')}
        </Link>
      </PageLayout>
    );
  }

  if (verify.isIdle && user?.emailVerified) return <Navigate to={onward} replace />;

  if (verify.isError) {
    const linkSpent = isSpentLinkCode(errorCodeOf(verify.error));
    return (
      <PageLayout width="narrow" heading={t('verify_email_failed_heading')}>
        <FormError>
          {linkSpent
            ? t('verify_email_invalid')
            : errorTextOf(verify.error, t('shared:generic_error'))}
        </FormError>
        <Stack>
          {user && (
            <ResendVerificationButton
              userId={user.id}
              intendedUrl={intendedUrl}
              variant={linkSpent ? 'primary' : 'secondary'}
            />
          )}
          {!linkSpent && (
            <Button fullWidth onClick={() => submit(verifyEmailToken)}>
              {t('verify_email_retry')}
            </Button>
          )}
        </Stack>
      </PageLayout>
    );
  }

  return <LoadingPage label={t('verify_email_loading')} />;
}
