import { matchRoutes } from 'react-router';
import { SHELL_CONTRACT_VERSION, type RouteHandle } from '@jobmatch/shared/contracts';
import { i18n } from '@jobmatch/shared';
import authRoutesModule from '../routes';

const expected: Record<string, { path: string; handle: Partial<RouteHandle> }> = {
  'auth.login': { path: '/auth/login', handle: { topBar: 'noMenu', access: 'public' } },
  'auth.signup': { path: '/auth/sign-up', handle: { access: 'guestOnly' } },
  'auth.reset-password-request': {
    path: '/auth/reset-password-request',
    handle: { topBar: 'singleItem', parent: 'auth.login' },
  },
  'auth.reset-password-submit': { path: '/auth/reset-password-submit/some-token', handle: {} },
  'auth.reset-password-success': { path: '/auth/reset-password-success', handle: {} },
  'auth.verify-email-success': {
    path: '/auth/verify-email-success/some-token',
    handle: { access: 'user' },
  },
  'auth.logout': { path: '/auth/logout', handle: {} },
};

describe('./routes (RemoteRoutesModule)', () => {
  const { routes } = authRoutesModule;
  const handles = routes.map((route) => route.handle as RouteHandle);

  it('declares the contract version, its namespace and flat snake_case Japanese texts', () => {
    expect(authRoutesModule.contractVersion).toBe(SHELL_CONTRACT_VERSION);
    expect(authRoutesModule.namespace).toBe('auth');
    for (const [key, text] of Object.entries(authRoutesModule.resources)) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(typeof text).toBe('string');
    }
  });

  it('has exactly the spec routes, each with a complete handle', () => {
    expect(handles.map((handle) => handle.name).sort()).toEqual(Object.keys(expected).sort());
    for (const handle of handles) {
      expect(['standard', 'singleItem', 'noMenu']).toContain(handle.topBar);
      expect([
        'public',
        'guestOnly',
        'user',
        'verified',
        'onboarded',
        'company',
        'admin',
      ]).toContain(handle.access);
      expect(typeof handle.footer).toBe('boolean');
      expect(authRoutesModule.resources).toHaveProperty(handle.titleKey);
      expect(handle).toMatchObject(expected[handle.name]!.handle);
    }
  });

  it('uses absolute paths that match the spec URLs, and lazy pages', () => {
    for (const [name, { path }] of Object.entries(expected)) {
      const matches = matchRoutes(routes, path);
      expect(matches?.map((match) => (match.route.handle as RouteHandle).name)).toEqual([name]);
    }
    for (const route of routes) {
      expect(route.path?.startsWith('/auth/')).toBe(true);
      expect(typeof route.lazy).toBe('function');
    }
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('login_title', { ns: 'auth' })).toBe('ログイン');
  });
});
