import { useTranslation } from 'react-i18next';
import { buttonStyle } from '@jobmatch/shared';
import { useAppConfig, useSession } from 'shell/session';
import { googleSignInUrl, type GoogleSignInPurpose } from '../lib/google-sign-in-url';

/**
 * "Sign in with Google", shown only when the app config enables it. A plain link: the auth
 * service redirects to Google and back, so the whole page leaves the app.
 */
export function GoogleSignInLink({
  purpose,
  returnPath,
}: {
  purpose: GoogleSignInPurpose;
  returnPath: string;
}) {
  const { t } = useTranslation('auth');
  const { googleSignInEnabled } = useAppConfig();
  const { fingerprint } = useSession();
  if (!googleSignInEnabled) return null;
  return (
    <a
      href={googleSignInUrl({ purpose, fingerprint, returnPath })}
      css={buttonStyle({ variant: 'secondary', fullWidth: true })}
    >
      {t(purpose === 'oauth-login' ? 'login_with_google' : 'signup_with_google')}
    </a>
  );
}
