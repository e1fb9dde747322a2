import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const DEACTIVATE = '/api/demand-user/users/deactivate';
const user = createTestUser({ id: 'user-1' });

const passwordInput = () =>
  screen.getByLabelText(settingsJa.current_password_label, { exact: false, selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: settingsJa.deactivate_submit });

async function open() {
  const result = renderRemoteRoute(settingsRoutes, '/settings/deactivate-account', { user });
  await screen.findByRole('heading', { level: 1, name: settingsJa.deactivate_heading });
  return result;
}

async function submitWith(password = 'secret123') {
  const events = userEvent.setup({ delay: null });
  await events.type(passwordInput(), password);
  await events.click(submitButton());
}

describe('settings.deactivate-account', () => {
  it('warns that it cannot be undone and lists what happens', async () => {
    mockApi();
    await open();
    const warning = screen.getByRole('region', { name: settingsJa.deactivate_warning_title });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      settingsJa.deactivate_effect_login,
      settingsJa.deactivate_effect_applications,
      settingsJa.deactivate_effect_messages,
      settingsJa.deactivate_effect_email,
    ]);
    expect(screen.getByRole('link', { name: settingsJa.deactivate_cancel })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('keeps the button disabled until the current password is typed', async () => {
    mockApi();
    await open();
    expect(submitButton()).toBeDisabled();
    await userEvent.setup({ delay: null }).type(passwordInput(), 's');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('deactivates with the user id and password and lands on the success page', async () => {
    const api = mockApi({ [`POST ${DEACTIVATE}`]: { body: { success: true } } });
    const { location } = await open();
    await submitWith();

    await waitFor(() => expect(location()).toBe('/settings/deactivate-account-success'));
    expect(api.callsTo('POST', DEACTIVATE)[0]?.body).toEqual({
      userId: 'user-1',
      password: 'secret123',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: settingsJa.deactivate_success_heading }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: settingsJa.deactivate_success_logout }),
    ).toHaveAttribute('href', '/auth/logout');
  });

  it('toasts a failure and keeps the user on the page', async () => {
    mockApi({ [`POST ${DEACTIVATE}`]: apiError(500, 'internal_server_error') });
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    await submitWith();

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(settingsJa.deactivate_error, { variant: 'error' }),
    );
    expect(location()).toBe('/settings/deactivate-account');
    expect(submitButton()).toBeInTheDocument();
    expect(passwordInput()).toHaveValue('secret123');
    show.mockRestore();
  });

  it('toasts a wrong password and says so next to the form', async () => {
    mockApi({ [`POST ${DEACTIVATE}`]: apiError(400, 'login_error') });
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    await submitWith('wrongpass1');

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsJa.wrong_current_password);
    expect(show).toHaveBeenCalledWith(settingsJa.deactivate_error, { variant: 'error' });
    expect(location()).toBe('/settings/deactivate-account');
    show.mockRestore();
  });

  it('says why the last administrator cannot leave', async () => {
    mockApi({ [`POST ${DEACTIVATE}`]: apiError(409, 'last_administrator') });
    await open();
    await submitWith();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.last_administrator);
  });
});
