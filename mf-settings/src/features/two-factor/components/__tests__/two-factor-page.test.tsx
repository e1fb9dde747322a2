import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

const STATUS = '/api/demand-user/users/user-1/two-factor';
const user = createTestUser({ id: 'user-1', email: 'taro@example.com' });
const off = {
  enabled: false,
  method: null,
  recoveryCodesLeft: 0,
  required: false,
  enrolmentRequired: false,
  hasPassword: true,
};
const on = { ...off, enabled: true, method: 'totp', recoveryCodesLeft: 10 };
const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const uri =
  'otpauth://totp/JobMatch:taro%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=JobMatch&algorithm=SHA1&digits=6&period=30';

async function open() {
  renderRemoteRoute(settingsRoutes, '/settings/two-factor', { user });
  await screen.findByRole('heading', { level: 1, name: settingsJa.two_factor_heading });
}

describe('settings.two-factor', () => {
  it('enrols an authenticator app: password, QR code and key, recovery codes kept, first code', async () => {
    const calls = mockApi({
      [`GET ${STATUS}`]: { body: off },
      [`POST ${STATUS}`]: { body: { method: 'totp', otpauthUri: uri, recoveryCodes: codes } },
      [`POST ${STATUS}:confirm`]: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: on }
          : apiError(400, 'verification_code_invalid'),
      'GET /api/demand-user/users/user-1': { body: user },
    });
    await open();
    const person = userEvent.setup({ delay: null });
    expect(await screen.findByRole('radio', { name: /認証アプリ/ })).toBeChecked();
    await person.type(
      screen.getByLabelText(settingsJa.current_password_label, { exact: false, selector: 'input' }),
      'secret123',
    );
    await person.click(screen.getByRole('button', { name: settingsJa.two_factor_start }));

    expect(
      await screen.findByRole('img', { name: settingsJa.two_factor_qr_label }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: settingsJa.two_factor_codes_heading });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const enable = screen.getByRole('button', { name: settingsJa.two_factor_enable });
    const code = screen.getByLabelText(settingsJa.two_factor_app_code_label, { exact: false });
    await person.type(code, '000000');
    // the recovery codes are kept first
    expect(enable).toBeDisabled();
    await person.click(screen.getByRole('checkbox', { name: settingsJa.two_factor_codes_saved }));
    await person.click(enable);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.verification_code_invalid);
    await person.clear(code);
    await person.type(code, '123456');
    await person.click(enable);
    expect(await screen.findByText(settingsJa.two_factor_on_app)).toBeInTheDocument();
    expect(calls.callsTo('POST', STATUS).map((call) => call.body)).toEqual([
      { password: 'secret123', method: 'totp' },
    ]);
  });

  it('turns it off with the password and a code, unless it is required', async () => {
    const calls = mockApi({
      [`GET ${STATUS}`]: { body: on },
      [`DELETE ${STATUS}`]: { status: 204 },
    });
    await open();
    const person = userEvent.setup({ delay: null });
    expect(await screen.findByText(/残り10個/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: settingsJa.two_factor_disable_heading });
    await person.type(
      within(section).getByLabelText(settingsJa.current_password_label, {
        exact: false,
        selector: 'input',
      }),
      'secret123',
    );
    await person.type(
      within(section).getByLabelText(settingsJa.two_factor_proof_code_label, { exact: false }),
      'abcde-fghjk',
    );
    await person.click(
      within(section).getByRole('button', { name: settingsJa.two_factor_disable }),
    );
    await waitFor(() =>
      expect(calls.callsTo('DELETE', STATUS).map((call) => call.body)).toEqual([
        { password: 'secret123', code: 'abcde-fghjk' },
      ]),
    );
  });

  it('issues new recovery codes with both factors and shows them once', async () => {
    mockApi({
      [`GET ${STATUS}`]: { body: { ...on, required: true, recoveryCodesLeft: 1 } },
      [`POST ${STATUS}/recovery-codes`]: { body: { recoveryCodes: codes } },
    });
    await open();
    const person = userEvent.setup({ delay: null });
    expect(await screen.findByText(/残りわずかです/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: settingsJa.two_factor_renew_heading });
    await person.type(
      within(section).getByLabelText(settingsJa.current_password_label, {
        exact: false,
        selector: 'input',
      }),
      'secret123',
    );
    await person.type(
      within(section).getByLabelText(settingsJa.two_factor_proof_code_label, { exact: false }),
      '123456',
    );
    await person.click(within(section).getByRole('button', { name: settingsJa.two_factor_renew }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      settingsJa.two_factor_renew_done,
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
  });

  it('says a required second step cannot be turned off', async () => {
    mockApi({ [`GET ${STATUS}`]: { body: { ...on, required: true } } });
    await open();
    expect(await screen.findByText(settingsJa.two_factor_required_note)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: settingsJa.two_factor_disable })).toBeNull();
  });

  it('tells a held login why it is here', async () => {
    mockApi({ [`GET ${STATUS}`]: { body: { ...off, required: true, enrolmentRequired: true } } });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      settingsJa.two_factor_enrolment_required,
    );
  });
});
