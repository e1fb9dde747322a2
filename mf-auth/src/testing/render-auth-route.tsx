import { useLocation, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions } from '@jobmatch/shared/testing';
import { authRoutes } from '../app/routes';

/** Where auth screens send people; each stub names itself so tests can see they arrived. */
function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{`${location.pathname}${location.search}`}</p>;
}

const destinations: RouteObject[] = [
  { path: '/sign-up-wizard/:page', Component: Destination },
  { path: '/home', Component: Destination },
  { path: '/mypage', Component: Destination },
  { path: '/positions/*', Component: Destination },
  { path: '/settings/*', Component: Destination },
  { path: '*', Component: Destination },
];

/** Renders the auth remote's real routes (lazy pages included) at `url`, with stub destinations. */
export function renderAuthRoute(
  url: string,
  options: Omit<RenderWithProvidersOptions, 'url' | 'routes'> = {},
) {
  const result = renderWithProviders(null, {
    ...options,
    url,
    routes: [...authRoutes, ...destinations],
  });
  const router = result.router!;
  return {
    ...result,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
