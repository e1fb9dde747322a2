// The `./routes` expose: the positions screens as React Router route objects for the shell.
import type { RouteObject } from 'react-router';
import { paths, registerNamespace } from '@jobmatch/shared';
import {
  SHELL_CONTRACT_VERSION,
  type RemoteRoutesModule,
  type RouteHandle,
} from '@jobmatch/shared/contracts';
import { RouteLoading } from '../components/route-loading';
import { positionsJa } from './i18n/ja';

export const POSITIONS_NAMESPACE = 'positions';

// The shell registers `resources` too; doing it on load as well keeps the texts available to
// anything that renders these pages without the shell (tests, a standalone page).
registerNamespace(POSITIONS_NAMESPACE, positionsJa);

type PositionsRoute = RouteObject & { handle: RouteHandle };

/**
 * Handles follow spec section 2. positions.show and the organization routes load their record in
 * a loader, so a missing or no-longer-viewable one is a 404 route error, which the shell's error
 * element shows as its not-found page (mf-positions/README.md).
 */
export const positionsRoutes: PositionsRoute[] = [
  {
    path: paths['landing.index'],
    handle: {
      name: 'landing.index',
      topBar: 'standard',
      footer: true,
      titleKey: 'landing_title',
      access: 'guestOnly',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/landing/components/landing-page')).LandingPage,
    }),
  },
  {
    path: paths['landing.mypage'],
    handle: {
      name: 'landing.mypage',
      topBar: 'standard',
      footer: true,
      titleKey: 'mypage_title',
      access: 'onboarded',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/landing/components/mypage-page')).MypagePage,
    }),
  },
  {
    path: paths['positions.list'],
    handle: {
      name: 'positions.list',
      topBar: 'standard',
      footer: true,
      titleKey: 'positions_list_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/positions/components/positions-list-page'))
        .PositionsListPage,
    }),
  },
  {
    path: paths['positions.filter'],
    handle: {
      name: 'positions.filter',
      parent: 'positions.list',
      topBar: 'singleItem',
      footer: false,
      topBarBorder: false,
      titleKey: 'positions_filter_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/positions/components/positions-filter-page'))
        .PositionsFilterPage,
    }),
  },
  {
    path: paths['positions.show'],
    handle: {
      name: 'positions.show',
      parent: 'positions.list',
      topBar: 'standard',
      footer: true,
      titleKey: 'position_show_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const [page, api] = await Promise.all([
        import('../features/position-detail/components/position-page'),
        import('../features/position-detail/api/get-product'),
      ]);
      return { Component: page.PositionPage, loader: api.positionLoader };
    },
  },
  {
    path: paths['organization.show'],
    handle: {
      name: 'organization.show',
      topBar: 'standard',
      footer: true,
      titleKey: 'organization_show_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const [page, api] = await Promise.all([
        import('../features/organization/components/organization-page'),
        import('../features/organization/api/get-organization'),
      ]);
      return { Component: page.OrganizationPage, loader: api.organizationLoader };
    },
  },
  {
    path: paths['organization.positions.list'],
    handle: {
      name: 'organization.positions.list',
      parent: 'organization.show',
      topBar: 'standard',
      footer: true,
      titleKey: 'organization_positions_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const [page, api] = await Promise.all([
        import('../features/organization/components/organization-positions-page'),
        import('../features/organization/api/get-organization'),
      ]);
      return { Component: page.OrganizationPositionsPage, loader: api.organizationLoader };
    },
  },
  {
    path: paths['job-applications.list'],
    handle: {
      name: 'job-applications.list',
      topBar: 'standard',
      footer: true,
      titleKey: 'job_applications_title',
      access: 'user',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/job-applications/components/job-applications-page'))
        .JobApplicationsPage,
    }),
  },
];

const positionsRoutesModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: POSITIONS_NAMESPACE,
  resources: positionsJa,
  routes: positionsRoutes,
};

export default positionsRoutesModule;
