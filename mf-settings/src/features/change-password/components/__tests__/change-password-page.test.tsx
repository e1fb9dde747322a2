import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordErrors,
  passwordRuleMessages,
  validationMessages,
} from '@jobmatch/shared/schemas';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const CHANGE = '/api/demand-user/users/user-1/change_password';
const PENDING = '/api/demand-user/users/user-1/email_change';
const user = createTestUser({ id: 'user-1' });

const currentInput = () =>
  screen.getByLabelText(settingsJa.current_password_label, { exact: false, selector: 'input' });
// The confirmation's label starts with the new password's: tell them apart by the bracket.
const newInput = () =>
  screen.getByLabelText(new RegExp(`^${sharedJa.new_password_label!}(?!（)`), {
    selector: 'input',
  });
const confirmInput = () =>
  screen.getByLabelText(new RegExp(`^${sharedJa.confirm_password_label!}`), {
    selector: 'input',
  });
const submitButton = () => screen.getByRole('button', { name: settingsJa.change_password_submit });

async function open() {
  const result = renderRemoteRoute(settingsRoutes, '/settings/change-password', { user });
  await screen.findByRole('heading', { level: 1, name: settingsJa.change_password_heading });
  return result;
}

async function fill(current: string, next: string, confirmation: string) {
  const events = userEvent.setup({ delay: null });
  await events.type(currentInput(), current);
  await events.type(newInput(), next);
  await events.type(confirmInput(), confirmation);
  return events;
}

describe('settings.change-password', () => {
  it.each([
    [
      'too short, no digit',
      'abc',
      [passwordRuleMessages.minLength(PASSWORD_MIN_LENGTH), passwordRuleMessages.digit],
    ],
    ['no digit', 'abcdefgh', [passwordRuleMessages.digit]],
    ['no lowercase letter', '12345678', [passwordRuleMessages.lowercase]],
    [
      'too long',
      `a1${'b'.repeat(PASSWORD_MAX_LENGTH)}`,
      [passwordRuleMessages.maxLength(PASSWORD_MAX_LENGTH)],
    ],
  ])('names every rule a new password breaks (%s)', async (_case, password, problems) => {
    mockApi();
    await open();
    await userEvent.setup({ delay: null }).type(newInput(), password);
    expect(await screen.findByText(passwordErrors(problems))).toBeInTheDocument();
    expect(newInput()).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
  });

  it('asks for the current password', async () => {
    mockApi();
    await open();
    const events = userEvent.setup({ delay: null });
    await events.type(currentInput(), 'x');
    await events.clear(currentInput());
    expect(await screen.findByText(validationMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says when the confirmation does not match, and re-checks it when the new one changes', async () => {
    mockApi();
    await open();
    const events = await fill('oldpass1', 'secret12', 'secret123');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await events.type(newInput(), '3');
    await waitFor(() =>
      expect(screen.queryByText(validationMessages.passwordsDoNotMatch)).not.toBeInTheDocument(),
    );
    expect(submitButton()).toBeEnabled();
  });

  it('links to the password reset for a forgotten current password', async () => {
    mockApi();
    await open();
    expect(screen.getByRole('link', { name: settingsJa.change_password_forgot })).toHaveAttribute(
      'href',
      '/auth/reset-password-request',
    );
  });

  it('sends the current and the new password (not the confirmation), toasts and goes back', async () => {
    const api = mockApi({
      [`PATCH ${CHANGE}`]: { body: { success: true } },
      [`GET ${PENDING}`]: { body: { pendingEmailChange: null } },
    });
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    const events = await fill('oldpass1', 'secret123', 'secret123');
    await events.click(submitButton());

    await waitFor(() => expect(location()).toBe('/settings'));
    const [request] = api.callsTo('PATCH', CHANGE);
    expect(request?.body).toEqual({ password: 'oldpass1', newPassword: 'secret123' });
    expect(show).toHaveBeenCalledWith(settingsJa.change_password_done, { variant: 'success' });
    show.mockRestore();
  });

  it('says when the current password is wrong and keeps the form', async () => {
    mockApi({ [`PATCH ${CHANGE}`]: apiError(400, 'login_error') });
    const { location } = await open();
    const events = await fill('wrongpass1', 'secret123', 'secret123');
    await events.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsJa.wrong_current_password);
    expect(location()).toBe('/settings/change-password');
    expect(newInput()).toHaveValue('secret123');
    expect(confirmInput()).toHaveValue('secret123');
  });
});
