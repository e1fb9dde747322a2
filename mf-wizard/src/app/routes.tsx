// The `./routes` expose: the sign-up wizard and the profile as React Router route objects for the shell.
import type { RouteObject } from 'react-router';
import { paths, registerNamespace } from '@jobmatch/shared';
import {
  SHELL_CONTRACT_VERSION,
  type RemoteRoutesModule,
  type RouteHandle,
} from '@jobmatch/shared/contracts';
import { RouteLoading } from '../components/route-loading';
import { wizardJa } from './i18n/ja';

export const WIZARD_NAMESPACE = 'wizard';

// The shell registers `resources` too; registering on load keeps the texts available to
// anything that renders these pages without the shell (tests).
registerNamespace(WIZARD_NAMESPACE, wizardJa);

type WizardRoute = RouteObject & { handle: RouteHandle };

/**
 * The wizard is `verified`, not `onboarded`: the onboarded guard sends incomplete users here, so
 * requiring it would loop. Its own loader sends users who completed it to /mypage. The page
 * param is optional so `/sign-up-wizard` alone also reaches the first page.
 */
export const wizardRoutes: WizardRoute[] = [
  {
    path: `${paths['user.sign-up-wizard']}?`,
    handle: {
      name: 'user.sign-up-wizard',
      topBar: 'standard',
      footer: false,
      titleKey: 'sign_up_wizard_title',
      access: 'verified',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const [{ SignUpWizardPage }, { signUpWizardLoader }] = await Promise.all([
        import('../features/sign-up-wizard/components/sign-up-wizard-page'),
        import('../features/sign-up-wizard/utils/wizard-loader'),
      ]);
      return { Component: SignUpWizardPage, loader: signUpWizardLoader };
    },
  },
  {
    path: paths['user.profile'],
    handle: {
      name: 'user.profile',
      topBar: 'standard',
      footer: true,
      titleKey: 'profile_title',
      access: 'onboarded',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/profile/components/profile-page')).ProfilePage,
    }),
  },
];

const wizardRoutesModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: WIZARD_NAMESPACE,
  resources: wizardJa,
  routes: wizardRoutes,
};

export default wizardRoutesModule;
