import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

const user = createTestUser({ id: 'user-1', email: 'taro@example.com', emailVerified: true });

describe('auth.onetime-login', () => {
  it.each([
    ['a known address', { status: 202 }],
    ['a refused request', apiError(429, 'wrong_parameter')],
  ])('confirms the same way for %s', async (_case, answer) => {
    const calls = mockApi({ 'POST /api/demand-auth/auth/onetime-login': answer });
    renderRemoteRoute(authRoutes, '/auth/onetime-login');
    const person = userEvent.setup({ delay: null });
    await person.type(
      await screen.findByLabelText(sharedJa.email_label!, { exact: false }),
      'taro@example.com',
    );
    await person.click(screen.getByRole('button', { name: authJa.onetime_login_submit }));
    expect(await screen.findByRole('status')).toHaveTextContent('taro@example.com');
    expect(
      calls.callsTo('POST', '/api/demand-auth/auth/onetime-login').map((call) => call.body),
    ).toEqual([{ email: 'taro@example.com' }]);
  });
});

describe('auth.onetime-login-link', () => {
  it('signs in only on the button, then goes on', async () => {
    const calls = mockApi({
      'POST /api/demand-auth/auth/onetime-login': { body: { accessToken: 'a', userId: user.id } },
      [`GET /api/demand-user/users/${user.id}`]: { body: user },
    });
    renderRemoteRoute(authRoutes, '/auth/onetime-login/tok-1');
    const button = await screen.findByRole('button', { name: authJa.onetime_login_link_submit });
    expect(calls.callsTo('POST', '/api/demand-auth/auth/onetime-login')).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByTestId('destination')).toHaveTextContent('/sign-up-wizard/base-info');
    expect(
      calls.callsTo('POST', '/api/demand-auth/auth/onetime-login').map((call) => call.body),
    ).toEqual([{ token: 'tok-1' }]);
  });

  it('asks an enrolled user for the second step', async () => {
    mockApi({
      'POST /api/demand-auth/auth/onetime-login': {
        body: { twoFactorRequired: true, challengeToken: 'ch-1', method: 'totp' },
      },
    });
    renderRemoteRoute(authRoutes, '/auth/onetime-login/tok-1');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: authJa.onetime_login_link_submit }));
    expect(
      await screen.findByLabelText(authJa.second_step_code_label, { exact: false }),
    ).toBeInTheDocument();
  });

  it('explains a spent link and offers a new one', async () => {
    mockApi({ 'POST /api/demand-auth/auth/onetime-login': apiError(401, 'token_invalidated') });
    renderRemoteRoute(authRoutes, '/auth/onetime-login/tok-1');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: authJa.onetime_login_link_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.onetime_login_link_invalid);
    expect(screen.getByRole('link', { name: authJa.onetime_login_request_again })).toHaveAttribute(
      'href',
      '/auth/onetime-login',
    );
  });
});
