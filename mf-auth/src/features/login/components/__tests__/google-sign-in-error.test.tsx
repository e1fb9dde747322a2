import { screen } from '@testing-library/react';
import { errorsJa } from '@jobmatch/shared';
import { mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

describe('auth.login after a failed Google sign-in', () => {
  it.each([
    ['oauth_error', errorsJa.oauth_error],
    ['invalid_redirect_url', errorsJa.invalid_redirect_url],
  ])('shows the text of %s', async (code, text) => {
    mockApi();
    renderRemoteRoute(authRoutes, `/auth/login?error=${code}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(errorsJa.oauth_error).toBe('Googleでのログインに失敗しました。もう一度お試しください');
  });

  it('ignores any other error parameter', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/login?error=login_error');
    await screen.findByRole('button', { name: authJa.login_submit });
    expect(screen.queryByText(errorsJa.login_error)).not.toBeInTheDocument();
  });

  it('sets the signed-in hint when the Google button is followed, so the return restores the session', async () => {
    mockApi();
    localStorage.removeItem('jobmatch.signedIn');
    renderRemoteRoute(authRoutes, '/auth/login', { appConfig: { googleSignInEnabled: true } });
    const google = await screen.findByRole('link', { name: authJa.login_with_google });
    // the click itself would navigate away (jsdom does not): only the handler matters here
    google.addEventListener('click', (event) => event.preventDefault());
    google.click();
    expect(localStorage.getItem('jobmatch.signedIn')).toBe('1');
  });
});
