import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormError,
  LoadingPage,
  PageLayout,
  Stack,
  buttonStyle,
  errorMessage,
  pathTo,
} from '@jobmatch/shared';
import { errorCodeOf, errorTextOf, isSpentLinkCode } from '@jobmatch/shared/errors';
import { session } from 'shell/session';
import { toast } from 'shell/toast';
import { useVerifyChangeEmail } from '../../../api/account-settings';

/**
 * settings.verify-change-email-success, opened from the mail sent to the new address: submits the
 * token once, reloads the user and goes to settings with a toast. Opened signed out (another
 * device), the change still applies and login follows (docs/settings.md#change-email).
 */
export function VerifyChangeEmailSuccessPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const { verifyChangeEmailToken } = useParams();
  const verify = useVerifyChangeEmail();
  const started = useRef(false);

  const submit = useCallback(
    (token: string) => {
      verify.mutate(token, {
        onSuccess: async () => {
          // The address has changed even when the reload fails: say so rather than spin forever;
          // the session shows the new address at its next reload. A reload that ends the
          // session (null) means logging in again.
          const user = session.getSnapshot().isLoggedIn
            ? await session.reloadUser().catch(() => session.getSnapshot().user)
            : null;
          if (user) {
            toast.show(t('verify_change_email_done'), { variant: 'success' });
            navigate(pathTo('settings'), { replace: true });
          } else {
            toast.show(t('verify_change_email_done_login'), { variant: 'success' });
            navigate(pathTo('auth.login', null, { intendedUrl: pathTo('settings') }), {
              replace: true,
            });
          }
        },
      });
    },
    // `verify.mutate` is stable; the whole result object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, t],
  );

  useEffect(() => {
    // Once per visit: the token is single-use, so React's dev double effects must not spend it twice.
    if (!verifyChangeEmailToken || started.current) return;
    started.current = true;
    submit(verifyChangeEmailToken);
  }, [verifyChangeEmailToken, submit]);

  if (!verifyChangeEmailToken) {
    return (
      <FailedPage>
        <strong>{errorMessage('wrong_parameter')}</strong>
        <br />
        {t('verify_change_email_missing_token')}
      </FailedPage>
    );
  }

  if (verify.isError) {
    const code = errorCodeOf(verify.error);
    if (isSpentLinkCode(code)) return <FailedPage>{t('verify_change_email_invalid')}</FailedPage>;
    if (code === 'already_exists') return <FailedPage>{t('verify_change_email_taken')}</FailedPage>;
    return (
      <FailedPage
        retry={
          <Button fullWidth onClick={() => submit(verifyChangeEmailToken)}>
            {t('verify_change_email_retry')}
          </Button>
        }
      >
        {errorTextOf(verify.error, t('shared:generic_error'))}
      </FailedPage>
    );
  }

  return <LoadingPage label={t('verify_change_email_loading')} />;
}

/** Why the link did not change the address, and the way to start again. */
function FailedPage({ children, retry }: { children: ReactNode; retry?: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <PageLayout width="narrow" heading={t('verify_change_email_failed_heading')}>
      <FormError>{children}</FormError>
      <Stack>
        {retry}
        <Link
          css={buttonStyle({ variant: retry ? 'secondary' : 'primary', fullWidth: true })}
          to={pathTo('settings.change-email')}
        >
          {t('verify_change_email_again')}
        </Link>
      </Stack>
    </PageLayout>
  );
}
