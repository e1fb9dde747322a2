import { matchRoutes } from 'react-router';
import { SHELL_CONTRACT_VERSION, type RouteHandle } from '@jobmatch/shared/contracts';
import { i18n } from '@jobmatch/shared';
import wizardRoutesModule from '../routes';

const expected: Record<string, { paths: string[]; handle: Partial<RouteHandle> }> = {
  'user.sign-up-wizard': {
    paths: ['/sign-up-wizard/base-info', '/sign-up-wizard/_', '/sign-up-wizard'],
    handle: { access: 'verified' },
  },
  'user.profile': { paths: ['/profile'], handle: { access: 'onboarded' } },
};

describe('./routes (RemoteRoutesModule)', () => {
  const { routes } = wizardRoutesModule;
  const handles = routes.map((route) => route.handle as RouteHandle);

  it('declares the contract version, its namespace and flat snake_case Japanese texts', () => {
    expect(wizardRoutesModule.contractVersion).toBe(SHELL_CONTRACT_VERSION);
    expect(wizardRoutesModule.namespace).toBe('wizard');
    for (const [key, text] of Object.entries(wizardRoutesModule.resources)) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(typeof text).toBe('string');
    }
  });

  it('has exactly the spec routes, each with a complete handle', () => {
    expect(handles.map((handle) => handle.name).sort()).toEqual(Object.keys(expected).sort());
    for (const handle of handles) {
      expect(['standard', 'singleItem', 'noMenu']).toContain(handle.topBar);
      expect(typeof handle.footer).toBe('boolean');
      expect(wizardRoutesModule.resources).toHaveProperty(handle.titleKey);
      expect(handle).toMatchObject(expected[handle.name]!.handle);
    }
  });

  it('uses absolute paths under its prefixes, and lazy pages', () => {
    for (const [name, { paths }] of Object.entries(expected)) {
      for (const path of paths) {
        const matches = matchRoutes(routes, path);
        expect(matches?.map((match) => (match.route.handle as RouteHandle).name)).toEqual([name]);
      }
    }
    for (const route of routes) {
      expect(route.path?.startsWith('/sign-up-wizard') || route.path === '/profile').toBe(true);
      expect(typeof route.lazy).toBe('function');
    }
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('sign_up_wizard_title', { ns: 'wizard' })).toBe('プロフィール登録');
  });
});
