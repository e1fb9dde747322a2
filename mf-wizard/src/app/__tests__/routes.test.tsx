import { i18n } from '@jobmatch/shared';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import wizardRoutesModule from '../routes';

const expected: Record<string, ExpectedRemoteRoute> = {
  'user.sign-up-wizard': {
    path: ['/sign-up-wizard/base-info', '/sign-up-wizard/_', '/sign-up-wizard'],
    handle: { access: 'verified' },
  },
  'user.profile': { path: ['/profile'], handle: { access: 'onboarded' } },
};

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under its own paths', () => {
    expectValidRemoteRoutesModule(wizardRoutesModule, {
      namespace: 'wizard',
      routes: expected,
      isOwnPath: (path) => path.startsWith('/sign-up-wizard') || path === '/profile',
    });
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('sign_up_wizard_title', { ns: 'wizard' })).toBe('プロフィール登録');
  });
});
