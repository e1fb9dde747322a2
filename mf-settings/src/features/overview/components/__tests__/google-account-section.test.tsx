import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const IDENTITIES = '/api/demand-user/users/user-1/identities';
const seeker = createTestUser({ id: 'user-1' });
const enabled = { appConfig: { googleSignInEnabled: true }, user: seeker };
const linked = { email: 'taro@gmail.com', linkedAt: '2026-04-01T00:00:00.000Z' };

function api(methods: unknown, extra = {}) {
  return mockApi({
    'GET /api/demand-user/users/user-1/email_change': { body: { pendingEmailChange: null } },
    'GET /api/catalog/users/user-1/notification-settings': {
      body: { savedSearchAlerts: true, applicationStatus: true },
    },
    [`GET ${IDENTITIES}`]: { body: methods },
    ...extra,
  });
}

const section = async () => screen.findByRole('region', { name: settingsJa.google_section });

describe('Googleアカウント連携 on /settings', () => {
  it('is not shown where Google sign-in is off', async () => {
    api({ hasPassword: true, google: null });
    renderRemoteRoute(settingsRoutes, '/settings', { user: seeker });
    await screen.findByRole('heading', { level: 1, name: settingsJa.settings_heading });
    expect(
      screen.queryByRole('region', { name: settingsJa.google_section }),
    ).not.toBeInTheDocument();
  });

  it('shows the linked address and unlinks after a confirmation', async () => {
    let current: unknown = { hasPassword: true, google: linked };
    const calls = api(undefined, {
      [`GET ${IDENTITIES}`]: () => ({ body: current }),
      [`DELETE ${IDENTITIES}/google`]: () => {
        current = { hasPassword: true, google: null };
        return { status: 204 };
      },
    });
    renderRemoteRoute(settingsRoutes, '/settings', enabled);
    const group = await section();
    expect(await within(group).findByText('taro@gmail.com')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: settingsJa.google_unlink }));
    const dialog = await screen.findByRole('dialog', { name: settingsJa.google_unlink_title });
    expect(calls.callsTo('DELETE', `${IDENTITIES}/google`)).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('button', { name: settingsJa.google_unlink_confirm }),
    );
    await waitFor(() =>
      expect(toast.getSnapshot().at(-1)).toMatchObject({ message: settingsJa.google_unlinked }),
    );
    expect(calls.callsTo('DELETE', `${IDENTITIES}/google`)).toHaveLength(1);
    expect(
      await within(group).findByRole('button', { name: settingsJa.google_link }),
    ).toBeInTheDocument();
  });

  it('keeps 連携を解除 off, and says why, for an account without a password', async () => {
    api({ hasPassword: false, google: linked });
    renderRemoteRoute(settingsRoutes, '/settings', enabled);
    const group = await section();
    expect(
      await within(group).findByRole('button', { name: settingsJa.google_unlink }),
    ).toBeDisabled();
    expect(within(group).getByText(settingsJa.google_unlink_needs_password)).toBeInTheDocument();
  });

  it('starts linking (the page then leaves for the provider)', async () => {
    // jsdom cannot navigate away: the call and the absence of an error are what is seen here
    const calls = api(
      { hasPassword: true, google: null },
      {
        'POST /api/demand-auth/auth/google/link-intent': {
          body: { url: 'http://localhost/provider/auth?x=1' },
        },
      },
    );
    renderRemoteRoute(settingsRoutes, '/settings', enabled);
    const group = await section();
    await userEvent.click(
      await within(group).findByRole('button', { name: settingsJa.google_link }),
    );
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/demand-auth/auth/google/link-intent')).toHaveLength(1),
    );
    expect(within(group).queryByText(settingsJa.google_link_failed)).not.toBeInTheDocument();
  });

  it('says what happened when linking came back', async () => {
    api({ hasPassword: true, google: null });
    renderRemoteRoute(settingsRoutes, '/settings?googleLinkError=already_exists', enabled);
    expect(
      await within(await section()).findByText(settingsJa.google_link_taken),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a link start', async () => {
    api(
      { hasPassword: true, google: null },
      { 'POST /api/demand-auth/auth/google/link-intent': apiError(502, 'oauth_error') },
    );
    renderRemoteRoute(settingsRoutes, '/settings', enabled);
    const group = await section();
    await userEvent.click(
      await within(group).findByRole('button', { name: settingsJa.google_link }),
    );
    expect(await within(group).findByText(errorsJa.oauth_error)).toBeInTheDocument();
  });
});
