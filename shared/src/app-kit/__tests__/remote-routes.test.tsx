import { screen } from '@testing-library/react';
import { i18n } from '../../i18n';
import { expectValidRemoteRoutesModule, renderRemoteRoute } from '../../testing';
import { defineRemoteRoutes, notFound } from '../remote-routes';
import { RouteLoading } from '../route-loading';

const routesModule = defineRemoteRoutes({
  namespace: 'kit_test',
  resources: { profile_title: 'プロフィール', wizard_title: '登録' },
  routes: [
    {
      handle: { name: 'user.profile', titleKey: 'profile_title', access: 'onboarded' },
      lazy: async () => ({ Component: () => <h1>プロフィール</h1> }),
    },
    {
      path: '/sign-up-wizard/:page?',
      handle: {
        name: 'user.sign-up-wizard',
        topBar: 'noMenu',
        footer: false,
        titleKey: 'wizard_title',
        access: 'verified',
      },
      lazy: async () => ({
        Component: () => <h1>登録</h1>,
        loader: ({ params }) => (params.page === 'missing' ? notFound() : null),
      }),
    },
  ],
});

describe('defineRemoteRoutes', () => {
  it('makes a valid routes module and registers its namespace', () => {
    expectValidRemoteRoutesModule(routesModule, {
      namespace: 'kit_test',
      routes: {
        'user.profile': { path: '/profile', handle: { topBar: 'standard', footer: true } },
        'user.sign-up-wizard': {
          path: ['/sign-up-wizard', '/sign-up-wizard/base-info'],
          handle: { topBar: 'noMenu', footer: false },
        },
      },
      isOwnPath: (path) => path === '/profile' || path.startsWith('/sign-up-wizard'),
    });
    expect(i18n.t('profile_title', { ns: 'kit_test' })).toBe('プロフィール');
  });

  it('shows the route loading view while a lazy page loads', () => {
    expect(routesModule.routes.map((route) => route.HydrateFallback)).toEqual([
      RouteLoading,
      RouteLoading,
    ]);
  });

  it('turns notFound() in a loader into a 404 route error', async () => {
    renderRemoteRoute(routesModule.routes, '/sign-up-wizard/missing');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('status 404');
  });
});
