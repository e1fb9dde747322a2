// The `./routes` expose: the positions screens as React Router route objects for the shell.
import { defineRemoteRoutes } from '@jobmatch/shared';
import { positionsJa } from './i18n/ja';

/**
 * Handles follow docs/positions.md#routes. positions.show and the organization routes load their record in
 * a loader, so a missing or no-longer-viewable one is a 404 route error, which the shell's error
 * element shows as its not-found page (mf-positions/README.md).
 */
const positionsRoutesModule = defineRemoteRoutes({
  namespace: 'positions',
  resources: positionsJa,
  routes: [
    {
      handle: { name: 'landing.index', titleKey: 'landing_title', access: 'guestOnly' },
      lazy: async () => ({
        Component: (await import('../features/landing/components/landing-page')).LandingPage,
      }),
    },
    {
      handle: { name: 'landing.mypage', titleKey: 'mypage_title', access: 'onboarded' },
      lazy: async () => ({
        Component: (await import('../features/landing/components/mypage-page')).MypagePage,
      }),
    },
    {
      handle: { name: 'positions.list', titleKey: 'positions_list_title', access: 'public' },
      lazy: async () => ({
        Component: (await import('../features/positions/components/positions-list-page'))
          .PositionsListPage,
      }),
    },
    {
      handle: {
        name: 'positions.filter',
        parent: 'positions.list',
        topBar: 'singleItem',
        footer: false,
        topBarBorder: false,
        titleKey: 'positions_filter_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (await import('../features/positions/components/positions-filter-page'))
          .PositionsFilterPage,
      }),
    },
    {
      // a path of its own beside positions.show: React Router ranks the static segment first
      handle: {
        name: 'positions.saved',
        titleKey: 'saved_positions_title',
        // the seeker's own 気になる, as their applications: company users go to their start page
        access: 'verified',
      },
      lazy: async () => ({
        Component: (await import('../features/saved-positions/components/saved-positions-page'))
          .SavedPositionsPage,
      }),
    },
    {
      handle: {
        name: 'positions.show',
        parent: 'positions.list',
        titleKey: 'position_show_title',
        access: 'public',
      },
      lazy: async () => {
        const [page, api] = await Promise.all([
          import('../features/position-detail/components/position-page'),
          import('../features/position-detail/api/get-product'),
        ]);
        return { Component: page.PositionPage, loader: api.positionLoader };
      },
    },
    {
      handle: { name: 'organization.show', titleKey: 'organization_show_title', access: 'public' },
      lazy: async () => {
        const [page, api] = await Promise.all([
          import('../features/organization/components/organization-page'),
          import('../features/organization/api/get-organization'),
        ]);
        return { Component: page.OrganizationPage, loader: api.organizationLoader };
      },
    },
    {
      handle: {
        name: 'organization.positions.list',
        parent: 'organization.show',
        titleKey: 'organization_positions_title',
        access: 'public',
      },
      lazy: async () => {
        const [page, api] = await Promise.all([
          import('../features/organization/components/organization-positions-page'),
          import('../features/organization/api/get-organization'),
        ]);
        return { Component: page.OrganizationPositionsPage, loader: api.organizationLoader };
      },
    },
    {
      handle: {
        name: 'job-applications.list',
        titleKey: 'job_applications_title',
        // a job seeker's page: company users and administrators go to their own (docs/company.md#routes)
        access: 'verified',
      },
      lazy: async () => ({
        Component: (await import('../features/job-applications/components/job-applications-page'))
          .JobApplicationsPage,
      }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const positionsRoutes = positionsRoutesModule.routes;

export default positionsRoutesModule;
