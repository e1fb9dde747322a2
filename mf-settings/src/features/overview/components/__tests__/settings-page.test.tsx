import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const PENDING = '/api/demand-user/users/user-1/email_change';
const user = createTestUser({ id: 'user-1', email: 'taro@example.com' });
const pendingChange = {
  email: 'new@example.com',
  requestedAt: '2026-11-20T15:30:00Z',
  // 00:30 the next day in Tokyo: the expiry must not be shown in the machine's zone.
  expiresAt: '2026-11-21T15:30:00Z',
};

/** The text of the notice, as the page renders it. */
const pendingText = (email: string, expiresAt: string) =>
  settingsJa.pending_email_body.replace('{{email}}', email).replace('{{expiresAt}}', expiresAt);

describe('settings', () => {
  it('shows the current address and links to the three settings pages', async () => {
    mockApi({ [`GET ${PENDING}`]: { body: { pendingEmailChange: null } } });
    renderRemoteRoute(settingsRoutes, '/settings', { user });

    expect(
      await screen.findByRole('heading', { level: 1, name: settingsJa.settings_heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();
    expect(screen.queryByText(settingsJa.email_unverified)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: settingsJa.link_change_email })).toHaveAttribute(
      'href',
      '/settings/change-email',
    );
    expect(screen.getByRole('link', { name: settingsJa.link_change_password })).toHaveAttribute(
      'href',
      '/settings/change-password',
    );
    expect(
      screen.getByRole('link', { name: new RegExp(`^${settingsJa.link_deactivate}`) }),
    ).toHaveAttribute('href', '/settings/deactivate-account');
  });

  it('marks an unverified address', async () => {
    mockApi({ [`GET ${PENDING}`]: { body: { pendingEmailChange: null } } });
    renderRemoteRoute(settingsRoutes, '/settings', {
      user: { ...user, emailVerified: false },
    });
    expect(await screen.findByText(settingsJa.email_unverified)).toBeInTheDocument();
  });

  it('shows no notice while no change is pending', async () => {
    const api = mockApi({ [`GET ${PENDING}`]: { body: { pendingEmailChange: null } } });
    renderRemoteRoute(settingsRoutes, '/settings', { user });
    await screen.findByText('taro@example.com');
    await waitFor(() => expect(api.callsTo('GET', PENDING)).toHaveLength(1));
    expect(screen.queryByText(settingsJa.pending_email_label)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: settingsJa.pending_email_cancel }),
    ).not.toBeInTheDocument();
  });

  it('shows a pending change with its expiry in Tokyo time', async () => {
    mockApi({ [`GET ${PENDING}`]: { body: { pendingEmailChange: pendingChange } } });
    renderRemoteRoute(settingsRoutes, '/settings', { user });
    expect(await screen.findByText(settingsJa.pending_email_label)).toBeInTheDocument();
    expect(
      screen.getByText(pendingText('new@example.com', '2026年11月22日 00:30')),
    ).toBeInTheDocument();
  });

  it('cancels a pending change: the notice goes and a toast says so', async () => {
    const api = mockApi({
      [`GET ${PENDING}`]: { body: { pendingEmailChange: pendingChange } },
      [`DELETE ${PENDING}`]: { status: 204 },
    });
    const show = jest.spyOn(toast, 'show');
    renderRemoteRoute(settingsRoutes, '/settings', { user });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: settingsJa.pending_email_cancel }));

    await waitFor(() =>
      expect(screen.queryByText(settingsJa.pending_email_label)).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE', PENDING)).toHaveLength(1);
    expect(show).toHaveBeenCalledWith(settingsJa.pending_email_cancelled, { variant: 'success' });
    show.mockRestore();
  });

  it('keeps the notice and says so when the cancel fails', async () => {
    mockApi({
      [`GET ${PENDING}`]: { body: { pendingEmailChange: pendingChange } },
      [`DELETE ${PENDING}`]: apiError(500, 'internal_server_error'),
    });
    const show = jest.spyOn(toast, 'show');
    renderRemoteRoute(settingsRoutes, '/settings', { user });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: settingsJa.pending_email_cancel }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(settingsJa.pending_email_cancel_failed, {
        variant: 'error',
      }),
    );
    expect(screen.getByText(settingsJa.pending_email_label)).toBeInTheDocument();
    show.mockRestore();
  });

  it('says when the pending change could not be loaded, and loads it again on request', async () => {
    let attempts = 0;
    const api = mockApi({
      [`GET ${PENDING}`]: () =>
        ++attempts === 1
          ? apiError(500, 'internal_server_error')
          : { body: { pendingEmailChange: pendingChange } },
    });
    renderRemoteRoute(settingsRoutes, '/settings', { user });
    const failed = await screen.findByText(settingsJa.pending_email_load_failed, {
      exact: false,
    });
    await userEvent
      .setup({ delay: null })
      .click(within(failed).getByRole('button', { name: sharedJa.retry }));

    expect(await screen.findByText(settingsJa.pending_email_label)).toBeInTheDocument();
    expect(api.callsTo('GET', PENDING)).toHaveLength(2);
    expect(screen.queryByText(settingsJa.pending_email_load_failed)).not.toBeInTheDocument();
  });
});
