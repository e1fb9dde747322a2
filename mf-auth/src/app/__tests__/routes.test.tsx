import { i18n } from '@jobmatch/shared';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import authRoutesModule from '../routes';

const expected: Record<string, ExpectedRemoteRoute> = {
  'auth.login': { path: '/auth/login', handle: { topBar: 'noMenu', access: 'public' } },
  'auth.signup': { path: '/auth/sign-up', handle: { access: 'guestOnly' } },
  'auth.reset-password-request': {
    path: '/auth/reset-password-request',
    handle: { topBar: 'singleItem', parent: 'auth.login' },
  },
  'auth.reset-password-submit': { path: '/auth/reset-password-submit/some-token', handle: {} },
  'auth.reset-password-success': { path: '/auth/reset-password-success', handle: {} },
  'auth.verify-email': { path: '/auth/verify-email', handle: { access: 'user' } },
  'auth.verify-email-success': {
    path: '/auth/verify-email-success/some-token',
    handle: { access: 'user' },
  },
  'auth.google-link': { path: '/auth/google-link', handle: { access: 'public' } },
  'auth.onetime-login': { path: '/auth/onetime-login', handle: { access: 'guestOnly' } },
  'auth.onetime-login-link': {
    path: '/auth/onetime-login/some-token',
    handle: { access: 'public' },
  },
  'auth.logout': { path: '/auth/logout', handle: {} },
};

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under its own paths', () => {
    expectValidRemoteRoutesModule(authRoutesModule, {
      namespace: 'auth',
      routes: expected,
      isOwnPath: (path) => path.startsWith('/auth/'),
    });
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('login_title', { ns: 'auth' })).toBe('ログイン');
  });
});
