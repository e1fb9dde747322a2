import { useLocation, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions } from '@jobmatch/shared/testing';
import { wizardRoutes } from '../app/routes';

/** Where the wizard sends people; the stub shows the URL so tests can see they arrived. */
function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{`${location.pathname}${location.search}`}</p>;
}

const destinations: RouteObject[] = [
  { path: '/mypage', Component: Destination },
  { path: '*', Component: Destination },
];

/** Renders the wizard remote's real routes (lazy pages and loader included) at `url`. */
export function renderWizardRoute(
  url: string,
  options: Omit<RenderWithProvidersOptions, 'url' | 'routes'> = {},
) {
  const result = renderWithProviders(null, {
    ...options,
    url,
    routes: [...wizardRoutes, ...destinations],
  });
  const router = result.router!;
  return {
    ...result,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
