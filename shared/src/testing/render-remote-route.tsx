import { isRouteErrorResponse, useLocation, useRouteError, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

/** Stands in for every page outside the remote; shows its URL so a test can see it arrived. */
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

/**
 * Renders a remote's real routes (lazy pages and loaders included) at `url`, as the shell mounts
 * them: with an error element (`data-testid="route-error"`), and every other URL a stub
 * (`data-testid="destination"`). `location()` is the router's current path and query.
 */
export function renderRemoteRoute(
  routes: readonly RouteObject[],
  url: string,
  options: Omit<RenderWithProvidersOptions, 'url' | 'routes'> = {},
) {
  const result = renderWithProviders(null, {
    ...options,
    url,
    routes: [
      ...routes.map((route) => ({ ...route, errorElement: <RouteError /> })),
      { path: '*', Component: Destination },
    ],
  });
  const router = result.router!;
  return {
    ...result,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
