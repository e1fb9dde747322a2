import { USER_TYPE_IDS } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

export type GoogleSignInPurpose = 'oauth-login' | 'oauth-signup';

/**
 * `GET /api/demand-auth/auth/google` (docs/accounts.md#google-sign-in): the browser is sent there, so this only
 * builds the link. `redirectUrl` is absolute on the page's origin; the server redirects there
 * once Google has answered.
 */
export function googleSignInUrl(options: {
  purpose: GoogleSignInPurpose;
  fingerprint: string;
  returnPath: string;
}): string {
  return session.api.url('auth', '/auth/google', {
    purpose: options.purpose,
    fp: options.fingerprint,
    redirectUrl: new URL(options.returnPath, window.location.origin).toString(),
    typeId: USER_TYPE_IDS.jobSeeker,
  });
}
