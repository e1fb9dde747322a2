import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logger } from '@jobmatch/shared';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

/**
 * errorElement of the content area, and what a remote route's error element falls back to: a 404
 * response shows the 404 page, anything else the 500 page.
 */
export function ContentErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  logger.error('[shell] page error', error);
  return <ServerErrorPage />;
}
