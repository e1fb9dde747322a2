import { useTranslation } from 'react-i18next';
import { buttonStyle, usePageStarted } from '@jobmatch/shared';
import { HOLD_UNTIL_STARTED_ATTRIBUTE } from '@jobmatch/shared/contracts';
import { SIGNED_IN_HINT_STORAGE_KEY, useAppConfig, useSession } from 'shell/session';
import { googleSignInUrl, type GoogleSignInPurpose } from '../lib/google-sign-in-url';

/**
 * The page comes back from the api's callback as a new page load, which restores a session only
 * when this browser's signed-in hint is set. The hint is no secret and a wrong one costs one
 * refused refresh, which clears it (docs/accounts.md#google-sign-in).
 */
function expectSignIn() {
  try {
    localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
  } catch {
    // no storage: the session then lives in this page only, and a sign-in elsewhere cannot be kept
  }
}

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
  // The link carries this browser's fingerprint and origin, which the server's render cannot
  // know: until the page runs it points back here, and a tap on it is held until it does
  // (docs/server-rendering.md#start-on-intent).
  const started = usePageStarted();
  if (!googleSignInEnabled) return null;
  return (
    <a
      href={started ? googleSignInUrl({ purpose, fingerprint, returnPath }) : returnPath}
      {...(started ? {} : { [HOLD_UNTIL_STARTED_ATTRIBUTE]: '' })}
      onClick={expectSignIn}
      css={buttonStyle({ variant: 'secondary', fullWidth: true })}
    >
      {t(purpose === 'oauth-login' ? 'login_with_google' : 'signup_with_google')}
    </a>
  );
}
