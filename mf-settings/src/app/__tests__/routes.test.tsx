import { i18n } from '@jobmatch/shared';
import type { RouteHandle } from '@jobmatch/shared/contracts';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import settingsRoutesModule from '../routes';

const subPage = { parent: 'settings', topBar: 'singleItem' } as const;

const expected: Record<string, ExpectedRemoteRoute> = {
  settings: { path: '/settings', handle: { access: 'user', topBar: 'standard' } },
  'settings.change-email': {
    path: '/settings/change-email',
    handle: { ...subPage, access: 'user', sideNavigation: false },
  },
  // The link may be opened signed out, and a link cut short must reach the page, not a 404.
  'settings.verify-change-email-success': {
    path: [
      '/settings/verify-change-email-success/mail-token',
      '/settings/verify-change-email-success',
    ],
    handle: { access: 'public' },
  },
  'settings.change-password': {
    path: '/settings/change-password',
    handle: { ...subPage, access: 'user' },
  },
  'settings.two-factor': {
    path: '/settings/two-factor',
    handle: { ...subPage, access: 'user' },
  },
  // a job seeker's page (company users keep no saved searches)
  'settings.saved-searches': {
    path: '/settings/saved-searches',
    handle: { parent: 'settings', topBar: 'standard', access: 'verified' },
  },
  'settings.deactivate-account': {
    path: '/settings/deactivate-account',
    handle: { ...subPage, access: 'user' },
  },
  'settings.deactivate-account-success': {
    path: '/settings/deactivate-account-success',
    handle: { topBar: 'noMenu', access: 'public' },
  },
};

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under /settings', () => {
    expectValidRemoteRoutesModule(settingsRoutesModule, {
      namespace: 'settings',
      routes: expected,
      isOwnPath: (path) => path === '/settings' || path.startsWith('/settings/'),
    });
  });

  it('hides the side navigation on the change-email page only', () => {
    const hidden = settingsRoutesModule.routes
      .map((route) => route.handle as RouteHandle)
      .filter((handle) => handle.sideNavigation === false)
      .map((handle) => handle.name);
    expect(hidden).toEqual(['settings.change-email']);
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('settings_title', { ns: 'settings' })).toBe('設定');
  });
});
