import { data } from 'react-router';

/**
 * Throws a 404 route error from a loader. React Router turns it into an ErrorResponse, which
 * the shell's error element for remote routes renders as its not-found page.
 */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
