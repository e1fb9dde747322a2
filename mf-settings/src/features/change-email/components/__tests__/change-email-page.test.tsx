import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { sharedJa } from '@jobmatch/shared';
import { rateLimitedDetail } from '@jobmatch/shared/errors';
import { validationMessages } from '@jobmatch/shared/schemas';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const CHANGE = '/api/demand-user/users/user-1/change_email';
const PENDING = '/api/demand-user/users/user-1/email_change';
const user = createTestUser({ id: 'user-1', email: 'taro@example.com' });

const emailInput = () => screen.getByLabelText(settingsJa.new_email_label, { exact: false });
const passwordInput = () =>
  screen.getByLabelText(settingsJa.current_password_label, { exact: false, selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: settingsJa.change_email_submit });

async function open() {
  const result = renderRemoteRoute(settingsRoutes, '/settings/change-email', { user });
  await screen.findByRole('heading', { level: 1, name: settingsJa.change_email_heading });
  return result;
}

async function fillAndSubmit(email = 'new@example.com', password = 'secret123') {
  const events = userEvent.setup({ delay: null });
  await events.type(emailInput(), email);
  await events.type(passwordInput(), password);
  await events.click(submitButton());
  return events;
}

describe('settings.change-email', () => {
  it('shows the current address', async () => {
    mockApi();
    await open();
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();
  });

  it('validates on change and keeps submit disabled while the form is invalid', async () => {
    mockApi();
    await open();
    const events = userEvent.setup({ delay: null });
    expect(submitButton()).toBeDisabled();

    await events.type(emailInput(), 'not-an-address');
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');

    await events.type(passwordInput(), 'x');
    await events.clear(passwordInput());
    expect(await screen.findByText(validationMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await events.clear(emailInput());
    await events.type(emailInput(), 'new@example.com');
    await events.type(passwordInput(), 'secret123');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(validationMessages.emailInvalid)).not.toBeInTheDocument();
  });

  it('refuses the current address without asking the api', async () => {
    const api = mockApi();
    await open();
    await fillAndSubmit('Taro@Example.com');
    expect(await screen.findByText(settingsJa.change_email_same)).toBeInTheDocument();
    expect(api.callsTo('PATCH', CHANGE)).toHaveLength(0);
  });

  it('asks for the change, toasts and goes back to settings', async () => {
    const api = mockApi({
      [`PATCH ${CHANGE}`]: { body: { success: true } },
      [`GET ${PENDING}`]: { body: { pendingEmailChange: null } },
    });
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    await fillAndSubmit();

    await waitFor(() => expect(location()).toBe('/settings'));
    const [request] = api.callsTo('PATCH', CHANGE);
    expect(request?.body).toEqual({ email: 'new@example.com', password: 'secret123' });
    expect(show).toHaveBeenCalledWith(
      settingsJa.change_email_sent.replace('{{email}}', 'new@example.com'),
      { variant: 'success' },
    );
    show.mockRestore();
  });

  it('shows the new pending change back on settings, although settings had loaded before', async () => {
    let pendingEmailChange: unknown = null;
    mockApi({
      [`GET ${PENDING}`]: () => ({ body: { pendingEmailChange } }),
      [`PATCH ${CHANGE}`]: () => {
        pendingEmailChange = {
          email: 'new@example.com',
          requestedAt: '2026-11-20T15:30:00Z',
          expiresAt: '2026-11-21T15:30:00Z',
        };
        return { body: { success: true } };
      },
    });
    // As in the shell, whose queries stay fresh for a while: only the invalidation refetches.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
    });
    const { location } = renderRemoteRoute(settingsRoutes, '/settings', { user, queryClient });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('link', { name: settingsJa.link_change_email }));
    await screen.findByRole('heading', { level: 1, name: settingsJa.change_email_heading });
    await fillAndSubmit();

    await waitFor(() => expect(location()).toBe('/settings'));
    expect(await screen.findByText(settingsJa.pending_email_label)).toBeInTheDocument();
  });

  it('says when the address is taken', async () => {
    mockApi({ [`PATCH ${CHANGE}`]: apiError(409, 'already_exists') });
    await open();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsJa.change_email_taken);
  });

  it('says when the current password is wrong and keeps the form', async () => {
    mockApi({ [`PATCH ${CHANGE}`]: apiError(400, 'login_error') });
    const { location } = await open();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsJa.wrong_current_password);
    expect(location()).toBe('/settings/change-email');
    expect(emailInput()).toHaveValue('new@example.com');
  });

  it('names the wait when mails were asked for too often', async () => {
    mockApi({
      [`PATCH ${CHANGE}`]: apiError(429, 'api_error', {
        details: [rateLimitedDetail(42, 'Too many mails')],
      }),
    });
    await open();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      sharedJa.rate_limited_seconds!.replace('{{seconds}}', '42'),
    );
  });
});
