// The `./routes` expose: the auth screens as React Router route objects for the shell.
import type { RouteObject } from 'react-router';
import { paths, registerNamespace } from '@jobmatch/shared';
import {
  SHELL_CONTRACT_VERSION,
  type RemoteRoutesModule,
  type RouteHandle,
} from '@jobmatch/shared/contracts';
import { RouteLoading } from '../components/route-loading';
import { authJa } from './i18n/ja';

export const AUTH_NAMESPACE = 'auth';

// The shell registers `resources` too; doing it on load as well keeps the texts available to
// anything that renders these pages without the shell (tests, a standalone page).
registerNamespace(AUTH_NAMESPACE, authJa);

type AuthRoute = RouteObject & { handle: RouteHandle };

/**
 * Handles follow spec section 2. `auth.login` is `public`, not `guestOnly`: the shell's guards send
 * signed-in users with an unverified email to login, which must then show them the verification
 * notice instead of bouncing them to /mypage and back (docs/decisions/mf-auth-routes.md).
 */
export const authRoutes: AuthRoute[] = [
  {
    path: paths['auth.login'],
    handle: {
      name: 'auth.login',
      topBar: 'noMenu',
      footer: true,
      titleKey: 'login_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/login/components/login-page')).LoginPage,
    }),
  },
  {
    path: paths['auth.signup'],
    handle: {
      name: 'auth.signup',
      topBar: 'noMenu',
      footer: true,
      titleKey: 'signup_title',
      access: 'guestOnly',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/signup/components/signup-page')).SignupPage,
    }),
  },
  {
    path: paths['auth.reset-password-request'],
    handle: {
      name: 'auth.reset-password-request',
      parent: 'auth.login',
      topBar: 'singleItem',
      footer: true,
      titleKey: 'reset_password_request_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/reset-password/components/reset-password-request-page'))
        .ResetPasswordRequestPage,
    }),
  },
  {
    // Optional token: a link cut short still reaches the page, which explains instead of a 404.
    path: `${paths['auth.reset-password-submit']}?`,
    handle: {
      name: 'auth.reset-password-submit',
      parent: 'auth.login',
      topBar: 'standard',
      footer: true,
      titleKey: 'reset_password_submit_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/reset-password/components/reset-password-submit-page'))
        .ResetPasswordSubmitPage,
    }),
  },
  {
    path: paths['auth.reset-password-success'],
    handle: {
      name: 'auth.reset-password-success',
      parent: 'auth.login',
      topBar: 'standard',
      footer: true,
      titleKey: 'reset_password_success_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/reset-password/components/reset-password-success-page'))
        .ResetPasswordSuccessPage,
    }),
  },
  {
    // Optional token: the spec wants a wrong_parameter error for a missing one, not a 404.
    path: `${paths['auth.verify-email-success']}?`,
    handle: {
      name: 'auth.verify-email-success',
      topBar: 'standard',
      footer: true,
      titleKey: 'verify_email_success_title',
      access: 'user',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/verify-email/components/verify-email-success-page'))
        .VerifyEmailSuccessPage,
    }),
  },
  {
    path: paths['auth.logout'],
    handle: {
      name: 'auth.logout',
      topBar: 'standard',
      footer: false,
      titleKey: 'logout_title',
      access: 'public',
    },
    HydrateFallback: RouteLoading,
    lazy: async () => ({
      Component: (await import('../features/logout/components/logout-page')).LogoutPage,
    }),
  },
];

const authRoutesModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: AUTH_NAMESPACE,
  resources: authJa,
  routes: authRoutes,
};

export default authRoutesModule;
