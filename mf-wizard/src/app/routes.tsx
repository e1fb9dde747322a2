// The `./routes` expose: the sign-up wizard and the profile as React Router route objects for the shell.
import { defineRemoteRoutes, paths } from '@jobmatch/shared';
import { wizardJa } from './i18n/ja';

/**
 * The wizard is `verified`, not `onboarded`: the onboarded guard sends incomplete users here, so
 * requiring it would loop. Its own loader sends users who completed it to /mypage. The page
 * param is optional so `/sign-up-wizard` alone also reaches the first page.
 */
const wizardRoutesModule = defineRemoteRoutes({
  namespace: 'wizard',
  resources: wizardJa,
  routes: [
    {
      path: `${paths['user.sign-up-wizard']}?`,
      handle: {
        name: 'user.sign-up-wizard',
        footer: false,
        titleKey: 'sign_up_wizard_title',
        access: 'verified',
      },
      lazy: async () => {
        const [{ SignUpWizardPage }, { signUpWizardLoader }] = await Promise.all([
          import('../features/sign-up-wizard/components/sign-up-wizard-page'),
          import('../features/sign-up-wizard/utils/wizard-loader'),
        ]);
        return { Component: SignUpWizardPage, loader: signUpWizardLoader };
      },
    },
    {
      handle: { name: 'user.profile', titleKey: 'profile_title', access: 'onboarded' },
      lazy: async () => ({
        Component: (await import('../features/profile/components/profile-page')).ProfilePage,
      }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const wizardRoutes = wizardRoutesModule.routes;

export default wizardRoutesModule;
