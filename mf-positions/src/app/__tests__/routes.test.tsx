import { matchRoutes } from 'react-router';
import { SHELL_CONTRACT_VERSION, type RouteHandle } from '@jobmatch/shared/contracts';
import { i18n } from '@jobmatch/shared';
import positionsRoutesModule from '../routes';

const expected: Record<string, { path: string; handle: Partial<RouteHandle> }> = {
  'landing.index': { path: '/home', handle: { access: 'guestOnly' } },
  'landing.mypage': { path: '/mypage', handle: { access: 'onboarded' } },
  'positions.list': { path: '/positions', handle: { access: 'public', footer: true } },
  'positions.filter': {
    path: '/positions/filter',
    handle: {
      parent: 'positions.list',
      footer: false,
      topBarBorder: false,
      topBar: 'singleItem',
      access: 'public',
    },
  },
  'positions.show': {
    path: '/positions/product-1',
    handle: { parent: 'positions.list', access: 'public' },
  },
  'organization.show': { path: '/organization/org-1', handle: { access: 'public' } },
  'organization.positions.list': {
    path: '/organization/org-1/positions',
    handle: { parent: 'organization.show', access: 'public' },
  },
  'job-applications.list': { path: '/job-applications', handle: { access: 'user' } },
};

const PREFIXES = ['/home', '/mypage', '/positions', '/organization', '/job-applications'];

describe('./routes (RemoteRoutesModule)', () => {
  const { routes } = positionsRoutesModule;
  const handles = routes.map((route) => route.handle as RouteHandle);

  it('declares the contract version, its namespace and flat snake_case Japanese texts', () => {
    expect(positionsRoutesModule.contractVersion).toBe(SHELL_CONTRACT_VERSION);
    expect(positionsRoutesModule.namespace).toBe('positions');
    for (const [key, text] of Object.entries(positionsRoutesModule.resources)) {
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
      expect(positionsRoutesModule.resources).toHaveProperty(handle.titleKey);
      expect(handle).toMatchObject(expected[handle.name]!.handle);
    }
  });

  it('uses absolute paths under its prefixes that match the spec URLs, with lazy pages', () => {
    for (const [name, { path }] of Object.entries(expected)) {
      const matches = matchRoutes(routes, path);
      expect(matches?.map((match) => (match.route.handle as RouteHandle).name)).toEqual([name]);
    }
    for (const route of routes) {
      expect(
        PREFIXES.some((prefix) => route.path === prefix || route.path?.startsWith(`${prefix}/`)),
      ).toBe(true);
      expect(typeof route.lazy).toBe('function');
    }
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('positions_list_title', { ns: 'positions' })).toBe('求人を探す');
  });
});
