import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import {
  Button,
  FormError,
  PageLayout,
  ResendVerificationButton,
  Stack,
  bodyTextStyle,
  centeredTextStyle,
  buttonStyle,
  pathTo,
  secondaryTextStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import { session, useSession } from 'shell/session';
import { useAuthQueryParams } from '../../../lib/auth-query-params';
import { ONWARD_PATH } from '../../../lib/onward';

const addressStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.sunken};
  font-weight: ${theme.typography.fontWeight.bold};
  overflow-wrap: anywhere;
`;

const stepsStyle = (theme: Theme) => css`
  margin: 0;
  padding-left: ${theme.space[5]};
  display: grid;
  gap: ${theme.space[2]};
`;

/**
 * auth.verify-email (docs/accounts.md#email-verification): where the guards send a signed-in user
 * whose address is not verified, and where sign-up leads. It says what to do (open the mail),
 * shows where the mail went, resends it (rate-limited) and offers logout. The link in the mail
 * carries `intendedUrl`, and so does this page: a user who verifies in another tab comes back here,
 * the user is reloaded when the page is focused again, and the page sends them on.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { intendedUrl } = useAuthQueryParams();
  const { user } = useSession();
  const [checking, setChecking] = useState(false);
  const [stillUnverified, setStillUnverified] = useState(false);
  const justSent = searchParams.get('sent') === '1';
  const onward = intendedUrl ?? ONWARD_PATH;

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const reloaded = await session.reloadUser();
      if (reloaded?.emailVerified) navigate(onward, { replace: true });
      else setStillUnverified(true);
    } finally {
      setChecking(false);
    }
  }, [navigate, onward]);

  useEffect(() => {
    // Verifying usually happens in another tab (the mail's link): coming back here checks again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void session.reloadUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  if (!user) return null;
  if (user.emailVerified) return <Navigate to={onward} replace />;

  return (
    <PageLayout
      width="narrow"
      heading={t('verify_email_heading')}
      lead={t(justSent ? 'verify_email_lead_sent' : 'verify_email_lead_pending')}
    >
      <Stack>
        <div>
          <p css={secondaryTextStyle}>{t('verify_email_address_label')}</p>
          <p css={addressStyle} data-testid="verification-address">
            {user.email}
          </p>
        </div>
        <ol css={[bodyTextStyle, stepsStyle]}>
          <li>{t('verify_email_step_open')}</li>
          <li>{t('verify_email_step_link')}</li>
          <li>{t('verify_email_step_continue')}</li>
        </ol>
        {stillUnverified && <FormError>{t('verify_email_still_unverified')}</FormError>}
        <Button fullWidth loading={checking} onClick={() => void check()}>
          {t('verify_email_done_check')}
        </Button>
        <p css={secondaryTextStyle}>{t('verify_email_no_mail')}</p>
        <ResendVerificationButton userId={user.id} intendedUrl={intendedUrl} justSent={justSent} />
        {/* A mistyped address never gets the mail: the email change is the way out (docs/settings.md#routes). */}
        <p css={centeredTextStyle}>
          <Link css={textLinkStyle} to={pathTo('settings.change-email')}>
            {t('verify_email_wrong_address')}
          </Link>
        </p>
        <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('auth.logout')}>
          {t('verify_email_logout')}
        </Link>
      </Stack>
    </PageLayout>
  );
}
