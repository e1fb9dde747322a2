import { i18n } from '@jobmatch/shared';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import positionsRoutesModule from '../routes';

const expected: Record<string, ExpectedRemoteRoute> = {
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
  // a static segment: /positions/saved is this page, never a posting's id
  'positions.saved': { path: '/positions/saved', handle: { access: 'verified' } },
  'positions.show': {
    path: '/positions/product-1',
    handle: { parent: 'positions.list', access: 'public' },
  },
  'organization.show': { path: '/organization/org-1', handle: { access: 'public' } },
  'organization.positions.list': {
    path: '/organization/org-1/positions',
    handle: { parent: 'organization.show', access: 'public' },
  },
  'job-applications.list': { path: '/job-applications', handle: { access: 'verified' } },
};

const PREFIXES = ['/home', '/mypage', '/positions', '/organization', '/job-applications'];

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under its own paths', () => {
    expectValidRemoteRoutesModule(positionsRoutesModule, {
      namespace: 'positions',
      routes: expected,
      isOwnPath: (path) =>
        PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    });
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('positions_list_title', { ns: 'positions' })).toBe('求人を探す');
  });
});
