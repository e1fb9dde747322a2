import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa, sharedJa } from '@jobmatch/shared';
import { validationMessages } from '@jobmatch/shared/schemas';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

const verifiedUser = createTestUser({
  id: 'user-1',
  email: 'taro@example.com',
  emailVerified: true,
});
const unverifiedUser = createTestUser({
  id: 'user-1',
  email: 'taro@example.com',
  emailVerified: false,
});

function loginSucceeds(user = verifiedUser) {
  return mockApi({
    'POST /api/demand-auth/login': {
      body: { accessToken: 'a', userId: user.id },
    },
    [`GET /api/demand-user/users/${user.id}`]: { body: user },
    [`POST /api/demand-user/users/${user.id}:sendVerificationEmail`]: { status: 204 },
  });
}

async function fillAndSubmit(email = 'taro@example.com', password = 'secret123') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(sharedJa.email_label!, { exact: false }), email);
  await user.type(
    screen.getByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
    password,
  );
  await user.click(screen.getByRole('button', { name: authJa.login_submit }));
  return user;
}

describe('auth.login', () => {
  it('validates on change and keeps submit disabled while the form is invalid', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/login');
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: authJa.login_submit });
    expect(
      screen.getByRole('heading', { level: 1, name: authJa.login_heading }),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();

    const email = screen.getByLabelText(sharedJa.email_label!, { exact: false });
    await user.type(email, 'not-an-address');
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    expect(await screen.findByText(validationMessages.emailRequired)).toBeInTheDocument();

    await user.type(email, 'taro@example.com');
    await user.type(
      screen.getByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
      'x',
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(
      screen.getByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
    );
    expect(await screen.findByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the catalogue message for login_error and user_is_locked', async () => {
    const api = mockApi({ 'POST /api/demand-auth/login': apiError(401, 'login_error') });
    renderRemoteRoute(authRoutes, '/auth/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.login_error);
    expect(api.callsTo('POST', '/api/demand-auth/login')[0]?.body).toMatchObject({
      email: 'taro@example.com',
      password: 'secret123',
    });

    mockApi({ 'POST /api/demand-auth/login': apiError(403, 'user_is_locked') });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: authJa.login_submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errorsJa.user_is_locked),
    );
  });

  it('falls back to a generic message for codes without one', async () => {
    mockApi({ 'POST /api/demand-auth/login': apiError(500, 'something_new') });
    renderRemoteRoute(authRoutes, '/auth/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedJa.generic_error!);
  });

  it('asks an enrolled user for the code, then signs in and goes on', async () => {
    const calls = mockApi({
      'POST /api/demand-auth/login': {
        body: { twoFactorRequired: true, challengeToken: 'ch-1', method: 'totp' },
      },
      'POST /api/demand-auth/auth/otp/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { accessToken: 'a', userId: verifiedUser.id } }
          : apiError(401, 'verification_code_invalid'),
      [`GET /api/demand-user/users/${verifiedUser.id}`]: { body: verifiedUser },
    });
    const { location } = renderRemoteRoute(authRoutes, '/auth/login');
    const user = await fillAndSubmit();
    const code = await screen.findByLabelText(authJa.second_step_code_label, { exact: false });
    expect(screen.getByText(authJa.second_step_lead_app)).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: authJa.second_step_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.verification_code_invalid);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: authJa.second_step_submit }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/sign-up-wizard/base-info');
    expect(location()).toBe('/sign-up-wizard/base-info');
    expect(
      calls.callsTo('POST', '/api/demand-auth/auth/otp/verify').map((call) => call.body),
    ).toEqual([
      { challengeToken: 'ch-1', code: '000000' },
      { challengeToken: 'ch-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and tells how many are left', async () => {
    mockApi({
      'POST /api/demand-auth/login': {
        body: { twoFactorRequired: true, challengeToken: 'ch-1', method: 'totp' },
      },
      'POST /api/demand-auth/auth/otp/verify': {
        body: { accessToken: 'a', userId: verifiedUser.id, recoveryCodesLeft: 9 },
      },
      [`GET /api/demand-user/users/${verifiedUser.id}`]: { body: verifiedUser },
    });
    renderRemoteRoute(authRoutes, '/auth/login');
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('button', { name: authJa.second_step_use_recovery }));
    const field = screen.getByLabelText(authJa.second_step_recovery_label, { exact: false });
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: authJa.second_step_submit }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/sign-up-wizard/base-info');
  });

  it('an expired challenge sends the person back to the password', async () => {
    mockApi({
      'POST /api/demand-auth/login': {
        body: { twoFactorRequired: true, challengeToken: 'ch-1', method: 'email' },
      },
      'POST /api/demand-auth/auth/otp/verify': apiError(401, 'verify_2fa_error'),
    });
    renderRemoteRoute(authRoutes, '/auth/login');
    const user = await fillAndSubmit();
    expect(await screen.findByText(authJa.second_step_lead_email)).toBeInTheDocument();
    // a mail just went out: the resend waits
    expect(screen.getByRole('button', { name: /秒で再送信できます/ })).toBeDisabled();
    await user.type(
      screen.getByLabelText(authJa.second_step_code_label, { exact: false }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: authJa.second_step_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.second_step_expired);
    await user.click(screen.getByRole('button', { name: authJa.back_to_login }));
    expect(await screen.findByRole('button', { name: authJa.login_submit })).toBeInTheDocument();
  });

  it('starts at the second step when Google returned with a challenge in the fragment', async () => {
    mockApi();
    window.history.replaceState(null, '', '/auth/login#challenge=ch-9&method=totp');
    renderRemoteRoute(authRoutes, '/auth/login');
    expect(
      await screen.findByLabelText(authJa.second_step_code_label, { exact: false }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('sends a verified user to the wizard', async () => {
    loginSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/login');
    await fillAndSubmit();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/sign-up-wizard/base-info');
    expect(location()).toBe('/sign-up-wizard/base-info');
  });

  it('honours a same-site intendedUrl', async () => {
    loginSucceeds();
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/login?intendedUrl=${encodeURIComponent('/positions/p-1?x=1')}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/positions/p-1?x=1'));
  });

  it.each([
    '//evil.example/path',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses the intendedUrl %s and goes to the wizard instead', async (intendedUrl) => {
    loginSucceeds();
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/login?intendedUrl=${encodeURIComponent(intendedUrl)}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
  });

  it('sends an unverified user to the verify-email page without sending a mail', async () => {
    const api = loginSucceeds(unverifiedUser);
    const { location } = renderRemoteRoute(authRoutes, '/auth/login');
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/auth/verify-email'));
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.verify_email_heading }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')).toHaveLength(
      0,
    );
  });

  it('does not keep a signed-in unverified user on the login form', async () => {
    mockApi();
    const { location } = renderRemoteRoute(authRoutes, '/auth/login', { user: unverifiedUser });
    await waitFor(() => expect(location()).toBe('/auth/verify-email'));
    expect(screen.queryByRole('button', { name: authJa.login_submit })).not.toBeInTheDocument();
  });

  it('sends an unverified user to the intendedUrl first (the verification link that needed a login)', async () => {
    const api = loginSucceeds(unverifiedUser);
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/login?intendedUrl=${encodeURIComponent('/auth/verify-email-success/tok')}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/auth/verify-email-success/tok'));
    expect(api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')).toHaveLength(
      0,
    );
  });

  it('forwards a visitor who is already signed in and verified', async () => {
    mockApi();
    const { location } = renderRemoteRoute(authRoutes, '/auth/login?intendedUrl=%2Fmypage', {
      user: verifiedUser,
    });
    await waitFor(() => expect(location()).toBe('/mypage'));
  });

  it('links to sign-up and the password reset request', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/login');
    expect(await screen.findByRole('link', { name: authJa.login_to_signup })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
    expect(screen.getByRole('link', { name: authJa.login_forgot_password })).toHaveAttribute(
      'href',
      '/auth/reset-password-request',
    );
  });

  it('shows the Google button only when the app config enables it', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/login', { appConfig: { googleSignInEnabled: true } });
    const google = await screen.findByRole('link', { name: authJa.login_with_google });
    const href = new URL(google.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/demand-auth/auth/google');
    expect(href.searchParams.get('purpose')).toBe('oauth-login');
    expect(href.searchParams.get('typeId')).toBe('000');
    expect(href.searchParams.get('fp')).toBeTruthy();
    expect(href.searchParams.get('redirectUrl')).toBe('http://localhost/sign-up-wizard/base-info');
  });

  it('hides the Google button when the app config does not enable it', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/login', { appConfig: { googleSignInEnabled: false } });
    await screen.findByRole('button', { name: authJa.login_submit });
    expect(screen.queryByRole('link', { name: authJa.login_with_google })).not.toBeInTheDocument();
    // the shell's validated config comes through the session: the remote never fetches it again
    expect(globalThis.fetch).not.toHaveBeenCalledWith('/app-config.json', expect.anything());
  });
});
