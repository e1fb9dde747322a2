import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

const user = createTestUser({ id: 'user-1', email: 'taro@example.com', emailVerified: true });
const PAGE = '/auth/google-link?intendedUrl=%2Fmypage#token=link-token';

async function submitPassword(password = 'secret123') {
  const events = userEvent.setup({ delay: null });
  await events.type(
    await screen.findByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
    password,
  );
  await events.click(screen.getByRole('button', { name: authJa.google_link_submit }));
}

describe('auth.google-link', () => {
  it('links with the password, signs in and goes on to the intended page', async () => {
    const api = mockApi({
      'POST /api/demand-auth/auth/google/link': { body: { accessToken: 'a', userId: user.id } },
      [`GET /api/demand-user/users/${user.id}`]: { body: user },
    });
    const { location } = renderRemoteRoute(authRoutes, PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.google_link_heading }),
    ).toBeInTheDocument();
    await submitPassword();
    await waitFor(() => expect(location()).toBe('/mypage'));
    const [request] = api.callsTo('POST', '/api/demand-auth/auth/google/link');
    expect(request?.body).toEqual({
      linkToken: 'link-token',
      password: 'secret123',
      fingerprint: expect.any(String),
    });
  });

  it('hands a second step over to the login page, the challenge in the fragment', async () => {
    mockApi({
      'POST /api/demand-auth/auth/google/link': {
        body: { twoFactorRequired: true, challengeToken: 'challenge-1', method: 'email' },
      },
    });
    const { location, router } = renderRemoteRoute(authRoutes, PAGE);
    await submitPassword();
    await waitFor(() => expect(location()).toBe('/auth/login?intendedUrl=%2Fmypage'));
    expect(router?.state.location.hash).toBe('#challenge=challenge-1&method=email');
  });

  it('shows a wrong password and stays', async () => {
    mockApi({ 'POST /api/demand-auth/auth/google/link': apiError(401, 'login_error') });
    renderRemoteRoute(authRoutes, PAGE);
    await submitPassword('wrong-one');
    expect(await screen.findByText(errorsJa.login_error)).toBeInTheDocument();
  });

  it('explains a spent or missing link and offers the login', async () => {
    mockApi({ 'POST /api/demand-auth/auth/google/link': apiError(401, 'token_invalidated') });
    renderRemoteRoute(authRoutes, PAGE);
    await submitPassword();
    expect(await screen.findByText(authJa.google_link_invalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authJa.back_to_login })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('says the link is unusable when the token is missing', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/google-link');
    expect(await screen.findByText(authJa.google_link_invalid)).toBeInTheDocument();
  });
});
