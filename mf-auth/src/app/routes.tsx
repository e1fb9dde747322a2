// The `./routes` expose: the auth screens as React Router route objects for the shell.
import { defineRemoteRoutes, paths } from '@jobmatch/shared';
import { authJa } from './i18n/ja';

/**
 * Handles follow docs/accounts.md#routes. `auth.login` is `public`, not `guestOnly`: the shell's guards send
 * signed-in users with an unverified email to login, which must then show them the verification
 * notice instead of bouncing them to /mypage and back (docs/decisions/mf-auth-routes.md).
 */
const authRoutesModule = defineRemoteRoutes({
  namespace: 'auth',
  resources: authJa,
  routes: [
    {
      handle: { name: 'auth.login', topBar: 'noMenu', titleKey: 'login_title', access: 'public' },
      lazy: async () => ({
        Component: (await import('../features/login/components/login-page')).LoginPage,
      }),
    },
    {
      handle: {
        name: 'auth.signup',
        topBar: 'noMenu',
        titleKey: 'signup_title',
        access: 'guestOnly',
      },
      lazy: async () => ({
        Component: (await import('../features/signup/components/signup-page')).SignupPage,
      }),
    },
    {
      handle: {
        name: 'auth.reset-password-request',
        parent: 'auth.login',
        topBar: 'singleItem',
        titleKey: 'reset_password_request_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (
          await import('../features/reset-password/components/reset-password-request-page')
        ).ResetPasswordRequestPage,
      }),
    },
    {
      // Optional token: a link cut short still reaches the page, which explains instead of a 404.
      path: `${paths['auth.reset-password-submit']}?`,
      handle: {
        name: 'auth.reset-password-submit',
        parent: 'auth.login',
        titleKey: 'reset_password_submit_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (
          await import('../features/reset-password/components/reset-password-submit-page')
        ).ResetPasswordSubmitPage,
      }),
    },
    {
      handle: {
        name: 'auth.onetime-login',
        parent: 'auth.login',
        topBar: 'singleItem',
        titleKey: 'onetime_login_title',
        access: 'guestOnly',
      },
      lazy: async () => ({
        Component: (await import('../features/onetime-login/components/onetime-login-request-page'))
          .OnetimeLoginRequestPage,
      }),
    },
    {
      // the mailed link (docs/accounts.md#one-time-login): public, as the device may be signed out
      handle: {
        name: 'auth.onetime-login-link',
        parent: 'auth.login',
        titleKey: 'onetime_login_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (await import('../features/onetime-login/components/onetime-login-link-page'))
          .OnetimeLoginLinkPage,
      }),
    },
    {
      handle: {
        name: 'auth.reset-password-success',
        parent: 'auth.login',
        titleKey: 'reset_password_success_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (
          await import('../features/reset-password/components/reset-password-success-page')
        ).ResetPasswordSuccessPage,
      }),
    },
    {
      // docs/accounts.md#email-verification: where a signed-in user with an unverified address is sent.
      handle: {
        name: 'auth.verify-email',
        titleKey: 'verify_email_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (await import('../features/verify-email/components/verify-email-page'))
          .VerifyEmailPage,
      }),
    },
    {
      // Optional token: a missing one is a wrong_parameter error (docs/accounts.md#email-verification), not a 404.
      path: `${paths['auth.verify-email-success']}?`,
      handle: {
        name: 'auth.verify-email-success',
        titleKey: 'verify_email_success_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (await import('../features/verify-email/components/verify-email-success-page'))
          .VerifyEmailSuccessPage,
      }),
    },
    {
      // docs/accounts.md#google-sign-in: the link token comes in the fragment, never to a server
      handle: { name: 'auth.google-link', titleKey: 'google_link_title', access: 'public' },
      lazy: async () => ({
        Component: (await import('../features/google-link/components/google-link-page'))
          .GoogleLinkPage,
      }),
    },
    {
      handle: { name: 'auth.logout', footer: false, titleKey: 'logout_title', access: 'public' },
      lazy: async () => ({
        Component: (await import('../features/logout/components/logout-page')).LogoutPage,
      }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const authRoutes = authRoutesModule.routes;

export default authRoutesModule;
