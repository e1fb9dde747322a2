import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import {
  apiError,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  type MockHandler,
} from '@jobmatch/shared/testing';
import { session } from 'shell/session';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const VERIFY = '/api/demand-user/users/verify_change_email';
const USER = '/api/demand-user/users/user-1';
const PENDING = '/api/demand-user/users/user-1/email_change';
const before = createTestUser({ id: 'user-1', email: 'taro@example.com' });
const after = { ...before, email: 'new@example.com' };

/** The api answers of a link that works; `verify` may be swapped for a failure. */
function api(verify: MockHandler = { body: after }) {
  return mockApi({
    [`POST ${VERIFY}`]: verify,
    [`GET ${USER}`]: { body: after },
    [`GET ${PENDING}`]: { body: { pendingEmailChange: null } },
  });
}

describe('settings.verify-change-email-success', () => {
  it('submits the token, reloads the user and goes to settings with a toast', async () => {
    const calls = api();
    const reloadUser = jest.spyOn(session, 'reloadUser');
    const show = jest.spyOn(toast, 'show');
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/mail-token',
      { user: before },
    );

    await waitFor(() => expect(location()).toBe('/settings'));
    const [request] = calls.callsTo('POST', VERIFY);
    expect(request?.body).toEqual({ token: 'mail-token' });
    expect(request?.headers.authorization).toBe('Bearer mail-token');
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(calls.callsTo('GET', USER)).toHaveLength(1);
    expect(session.getSnapshot().user?.email).toBe('new@example.com');
    expect(show).toHaveBeenCalledWith(settingsJa.verify_change_email_done, {
      variant: 'success',
    });
    reloadUser.mockRestore();
    show.mockRestore();
  });

  it('still goes to settings with the toast when the user cannot be reloaded', async () => {
    // The change is done at the server: a failed reload must not leave the page loading forever.
    mockApi({
      [`POST ${VERIFY}`]: { body: after },
      [`GET ${USER}`]: apiError(500, 'internal_server_error'),
      [`GET ${PENDING}`]: { body: { pendingEmailChange: null } },
    });
    const show = jest.spyOn(toast, 'show');
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/mail-token',
      { user: before },
    );
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(show).toHaveBeenCalledWith(settingsJa.verify_change_email_done, {
      variant: 'success',
    });
    show.mockRestore();
  });

  it('submits a single-use token once, however often the page renders', async () => {
    const calls = api();
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/mail-token',
      { user: before, reactStrictMode: true },
    );
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(calls.callsTo('POST', VERIFY)).toHaveLength(1);
  });

  it('applies the change signed out too, then asks to log in with the new address', async () => {
    const calls = api();
    const show = jest.spyOn(toast, 'show');
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/mail-token',
    );

    await waitFor(() => expect(location()).toBe('/auth/login?intendedUrl=%2Fsettings'));
    expect(calls.callsTo('POST', VERIFY)).toHaveLength(1);
    expect(calls.callsTo('GET', USER)).toHaveLength(0);
    expect(show).toHaveBeenCalledWith(settingsJa.verify_change_email_done_login, {
      variant: 'success',
    });
    show.mockRestore();
  });

  it('explains a spent or expired link and offers to start again', async () => {
    api(apiError(400, 'token_invalidated'));
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/old-token',
      { user: before },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      settingsJa.verify_change_email_invalid,
    );
    expect(
      screen.getByRole('link', { name: settingsJa.verify_change_email_again }),
    ).toHaveAttribute('href', '/settings/change-email');
    expect(
      screen.queryByRole('button', { name: settingsJa.verify_change_email_retry }),
    ).not.toBeInTheDocument();
    expect(location()).toBe('/settings/verify-change-email-success/old-token');
  });

  it('says when the address was taken in the meantime', async () => {
    api(apiError(409, 'already_exists'));
    renderRemoteRoute(settingsRoutes, '/settings/verify-change-email-success/mail-token', {
      user: before,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      settingsJa.verify_change_email_taken,
    );
  });

  it('offers a retry after a failure that is not about the link', async () => {
    let attempts = 0;
    const calls = api(() =>
      ++attempts === 1 ? apiError(500, 'internal_server_error') : { body: after },
    );
    const { location } = renderRemoteRoute(
      settingsRoutes,
      '/settings/verify-change-email-success/mail-token',
      { user: before },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.unexpected_error);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: settingsJa.verify_change_email_retry }));
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(calls.callsTo('POST', VERIFY)).toHaveLength(2);
  });

  it('shows wrong_parameter when the token is missing, without asking the api', async () => {
    const calls = api();
    renderRemoteRoute(settingsRoutes, '/settings/verify-change-email-success', { user: before });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorsJa.invalid_request);
    expect(alert).toHaveTextContent('リクエストが正しくありません');
    expect(alert).toHaveTextContent(settingsJa.verify_change_email_missing_token);
    expect(
      screen.getByRole('link', { name: settingsJa.verify_change_email_again }),
    ).toHaveAttribute('href', '/settings/change-email');
    expect(calls.callsTo('POST', VERIFY)).toHaveLength(0);
  });
});
