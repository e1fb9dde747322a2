import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { rateLimitedDetail } from '@jobmatch/shared/errors';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

const unverified = createTestUser({
  id: 'user-1',
  email: 'taro@example.com',
  emailVerified: false,
});
const verified = { ...unverified, emailVerified: true };
const RESEND = 'POST /api/demand-user/users/user-1:sendVerificationEmail';

describe('auth.verify-email', () => {
  afterEach(() => jest.useRealTimers());

  it('says what to do, where the mail went, and offers resend and logout', async () => {
    const api = mockApi();
    renderRemoteRoute(authRoutes, '/auth/verify-email', { user: unverified });
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.verify_email_heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(authJa.verify_email_lead_pending)).toBeInTheDocument();
    expect(screen.getByTestId('verification-address')).toHaveTextContent('taro@example.com');
    expect(screen.getByRole('link', { name: authJa.verify_email_logout })).toHaveAttribute(
      'href',
      '/auth/logout',
    );
    // Opening the page never sends a mail by itself.
    expect(api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')).toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: sharedJa.verification_resend })).toBeEnabled();
  });

  it('offers the email change for a mistyped address', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/verify-email', { user: unverified });
    expect(
      await screen.findByRole('link', { name: authJa.verify_email_wrong_address }),
    ).toHaveAttribute('href', '/settings/change-email');
  });

  it('resends with the intended destination, then waits out the cooldown', async () => {
    const api = mockApi({ [RESEND]: { status: 204 } });
    const show = jest.spyOn(toast, 'show');
    renderRemoteRoute(
      authRoutes,
      `/auth/verify-email?intendedUrl=${encodeURIComponent('/positions/p-1?apply=1')}`,
      { user: unverified },
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: sharedJa.verification_resend }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail'),
      ).toHaveLength(1),
    );
    expect(
      api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')[0]?.body,
    ).toEqual({ intendedUrl: '/positions/p-1?apply=1' });
    expect(show).toHaveBeenCalledWith(sharedJa.verification_resent, { variant: 'success' });
    expect(
      await screen.findByRole('button', { name: /確認メールを再送信する（あと\d+秒）/ }),
    ).toBeDisabled();
    show.mockRestore();
  });

  it('waits as long as the api says when a resend comes too soon', async () => {
    mockApi({
      [RESEND]: apiError(429, 'api_error', {
        details: [rateLimitedDetail(42, 'Too many verification mails')],
      }),
    });
    const show = jest.spyOn(toast, 'show');
    renderRemoteRoute(authRoutes, '/auth/verify-email', { user: unverified });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: sharedJa.verification_resend }));
    expect(
      await screen.findByRole('button', { name: '確認メールを再送信する（あと42秒）' }),
    ).toBeDisabled();
    expect(show).toHaveBeenCalledWith(expect.stringContaining('42秒'), { variant: 'info' });
    show.mockRestore();
  });

  it('checks again on request and goes on to the intended page once verified', async () => {
    let current = unverified;
    mockApi({ 'GET /api/demand-user/users/user-1': () => ({ body: current }) });
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/verify-email?intendedUrl=${encodeURIComponent('/positions/p-1?apply=1')}`,
      { user: unverified },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: authJa.verify_email_done_check }));
    expect(await screen.findByText(authJa.verify_email_still_unverified)).toBeInTheDocument();
    expect(location()).toMatch(/^\/auth\/verify-email/);

    current = verified;
    await user.click(screen.getByRole('button', { name: authJa.verify_email_done_check }));
    await waitFor(() => expect(location()).toBe('/positions/p-1?apply=1'));
  });

  it('goes on by itself when the tab comes back after verifying elsewhere', async () => {
    mockApi({ 'GET /api/demand-user/users/user-1': { body: verified } });
    const { location } = renderRemoteRoute(authRoutes, '/auth/verify-email', { user: unverified });
    await screen.findByRole('heading', { level: 1, name: authJa.verify_email_heading });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
  });
});
