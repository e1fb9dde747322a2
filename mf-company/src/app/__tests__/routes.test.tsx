import { i18n } from '@jobmatch/shared';
import type { RouteHandle } from '@jobmatch/shared/contracts';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import companyRoutesModule from '../routes';

const ownPrefixes = ['/company', '/admin'];

// docs/company.md#routes
const expected: Record<string, ExpectedRemoteRoute> = {
  'company.apply': {
    path: '/company/apply',
    handle: { access: 'public', topBar: 'standard', titleKey: 'apply_title' },
  },
  'company.accept-invitation': {
    path: '/company/auth/accept-invitation/invitation-1/one-off-token',
    handle: { access: 'public', topBar: 'noMenu' },
  },
  'company.mypage': { path: '/company/mypage', handle: { access: 'company' } },
  'company.registration': {
    path: '/company/registration',
    handle: { access: 'company', topBar: 'noMenu' },
  },
  'company.profile': {
    path: '/company/profile',
    handle: { access: 'company', parent: 'company.mypage' },
  },
  'company.members': {
    path: '/company/members',
    handle: { access: 'company', parent: 'company.mypage' },
  },
  'admin.organization-applications': {
    path: [
      '/admin/organization-applications',
      // the filter is a query, so it reaches the same route
      '/admin/organization-applications?status=pending',
    ],
    handle: { access: 'admin', topBar: 'standard', titleKey: 'applications_title' },
  },
  'admin.organization-applications.show': {
    path: '/admin/organization-applications/application-1',
    handle: {
      access: 'admin',
      parent: 'admin.organization-applications',
      topBar: 'singleItem',
      titleKey: 'application_detail_title',
    },
  },
};

const handles = () => companyRoutesModule.routes.map((route) => route.handle as RouteHandle);

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under /company and /admin', () => {
    expectValidRemoteRoutesModule(companyRoutesModule, {
      namespace: 'company',
      routes: expected,
      isOwnPath: (path) =>
        ownPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    });
  });

  it('lets guests apply and accept an invitation, and nothing else', () => {
    const open = handles()
      .filter((handle) => handle.access === 'public')
      .map((handle) => handle.name);
    expect(open.sort()).toEqual(['company.accept-invitation', 'company.apply']);
  });

  it('keeps the company desks to company users, and the wizard and the invitation free of menus', () => {
    const byName = new Map(handles().map((handle) => [handle.name, handle]));
    for (const name of [
      'company.mypage',
      'company.registration',
      'company.profile',
      'company.members',
    ])
      expect(byName.get(name as RouteHandle['name'])?.access).toBe('company');
    const noMenu = handles()
      .filter((handle) => handle.topBar === 'noMenu')
      .map((handle) => handle.name);
    expect(noMenu.sort()).toEqual(['company.accept-invitation', 'company.registration']);
  });

  it('keeps every /admin page to administrators', () => {
    for (const route of companyRoutesModule.routes) {
      if (route.path?.startsWith('/admin')) expect(route.handle.access).toBe('admin');
    }
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('apply_title', { ns: 'company' })).toBe('利用申請');
    expect(i18n.t('applications_title', { ns: 'company' })).toBe('企業の利用申請');
  });
});
