import { useSearchParams } from 'react-router';
import { FormError } from '@jobmatch/shared';
import { ERROR_CODES, errorMessage } from '@jobmatch/shared/errors';

/** Where a failed Google sign-in lands: the api's callback redirects here with `error`. */
const GOOGLE_ERROR_CODES: readonly string[] = [
  ERROR_CODES.oauth_error,
  ERROR_CODES.invalid_redirect_url,
];

/** The login page's notice of a failed Google sign-in (docs/accounts.md#google-sign-in). */
export function GoogleSignInError() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('error');
  if (!code || !GOOGLE_ERROR_CODES.includes(code)) return null;
  return <FormError>{errorMessage(code)}</FormError>;
}
