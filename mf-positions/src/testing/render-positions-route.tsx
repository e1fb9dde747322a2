import { isRouteErrorResponse, useLocation, useRouteError, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions } from '@jobmatch/shared/testing';
import { positionsRoutes } from '../app/routes';

/** Where positions screens send people; each stub names itself so tests can see they arrived. */
function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{`${location.pathname}${location.search}`}</p>;
}

/** Stands in for the shell's error element of remote routes: a 404 route error is its not-found page. */
function RouteError() {
  const error = useRouteError();
  return (
    <p data-testid="route-error">
      {isRouteErrorResponse(error) ? `status ${error.status}` : 'crashed'}
    </p>
  );
}

const destinations: RouteObject[] = [
  { path: '/auth/*', Component: Destination },
  { path: '*', Component: Destination },
];

/** Renders the remote's real routes (lazy pages and loaders included) at `url`. */
export function renderPositionsRoute(
  url: string,
  options: Omit<RenderWithProvidersOptions, 'url' | 'routes'> = {},
) {
  const routes = positionsRoutes.map((route) => ({ ...route, errorElement: <RouteError /> }));
  const result = renderWithProviders(null, {
    ...options,
    url,
    routes: [...routes, ...destinations],
  });
  const router = result.router!;
  return {
    ...result,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
