// The `./routes` expose: the account settings screens as React Router route objects for the shell.
import { defineRemoteRoutes, paths } from '@jobmatch/shared';
import { settingsJa } from './i18n/ja';

/**
 * Handles follow docs/settings.md#routes. The confirmation link and the page after a deactivation
 * are `public`: the link may be opened on a device that is not signed in, and a deactivated
 * account's session is already over at the server.
 */
const settingsRoutesModule = defineRemoteRoutes({
  namespace: 'settings',
  resources: settingsJa,
  routes: [
    {
      handle: { name: 'settings', titleKey: 'settings_title', access: 'user' },
      lazy: async () => ({
        Component: (await import('../features/overview/components/settings-page')).SettingsPage,
      }),
    },
    {
      handle: {
        name: 'settings.change-email',
        parent: 'settings',
        topBar: 'singleItem',
        sideNavigation: false,
        titleKey: 'change_email_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (await import('../features/change-email/components/change-email-page'))
          .ChangeEmailPage,
      }),
    },
    {
      // Optional token: a link cut short still reaches the page, which explains instead of a 404.
      path: `${paths['settings.verify-change-email-success']}?`,
      handle: {
        name: 'settings.verify-change-email-success',
        parent: 'settings',
        titleKey: 'verify_change_email_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (
          await import('../features/change-email/components/verify-change-email-success-page')
        ).VerifyChangeEmailSuccessPage,
      }),
    },
    {
      // docs/accounts.md#required-enrolment: a held login may open this page and nothing else
      handle: {
        name: 'settings.two-factor',
        parent: 'settings',
        topBar: 'singleItem',
        titleKey: 'two_factor_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (await import('../features/two-factor/components/two-factor-page'))
          .TwoFactorPage,
      }),
    },
    {
      handle: {
        name: 'settings.change-password',
        parent: 'settings',
        topBar: 'singleItem',
        titleKey: 'change_password_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (await import('../features/change-password/components/change-password-page'))
          .ChangePasswordPage,
      }),
    },
    {
      handle: {
        name: 'settings.saved-searches',
        parent: 'settings',
        titleKey: 'saved_searches_title',
        // a job seeker's: company users and administrators keep no saved searches
        access: 'verified',
      },
      lazy: async () => ({
        Component: (await import('../features/saved-searches/components/saved-searches-page'))
          .SavedSearchesPage,
      }),
    },
    {
      handle: {
        name: 'settings.deactivate-account',
        parent: 'settings',
        topBar: 'singleItem',
        titleKey: 'deactivate_title',
        access: 'user',
      },
      lazy: async () => ({
        Component: (
          await import('../features/deactivate-account/components/deactivate-account-page')
        ).DeactivateAccountPage,
      }),
    },
    {
      handle: {
        name: 'settings.deactivate-account-success',
        topBar: 'noMenu',
        titleKey: 'deactivate_success_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (
          await import('../features/deactivate-account/components/deactivate-account-success-page')
        ).DeactivateAccountSuccessPage,
      }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const settingsRoutes = settingsRoutesModule.routes;

export default settingsRoutesModule;
