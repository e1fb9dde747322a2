import { useSearchParams } from 'react-router';
import { sanitizeIntendedUrl } from '@jobmatch/shared';

export interface AuthQueryParams {
  /** Same-site path to return to after login, or null when absent or refused. */
  intendedUrl: string | null;
  /** `sendVerificationEmail=false`: skip the email-verification notice. */
  skipEmailVerification: boolean;
}

/** The query parameters every auth screen honours (docs/accounts.md#query-parameters). */
export function useAuthQueryParams(): AuthQueryParams {
  const [searchParams] = useSearchParams();
  return {
    intendedUrl: sanitizeIntendedUrl(searchParams.get('intendedUrl')),
    skipEmailVerification: searchParams.get('sendVerificationEmail') === 'false',
  };
}
