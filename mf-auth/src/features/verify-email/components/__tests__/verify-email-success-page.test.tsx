import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa, sharedJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { session } from 'shell/session';
import { toast } from 'shell/toast';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

const unverified = createTestUser({ id: 'user-1', emailVerified: false });
const verified = { ...unverified, emailVerified: true };

describe('auth.verify-email-success', () => {
  it('shows wrong_parameter when the token is missing', async () => {
    const api = mockApi();
    renderRemoteRoute(authRoutes, '/auth/verify-email-success', { user: unverified });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorsJa.invalid_request);
    expect(alert).toHaveTextContent(authJa.verify_email_missing_token);
    expect(api.callsTo('POST', '/api/demand-user/users/verify_email')).toHaveLength(0);
  });

  it('submits the token once, reloads the user, toasts and moves on to the wizard', async () => {
    const api = mockApi({
      'POST /api/demand-user/users/verify_email': { body: verified },
      'GET /api/demand-user/users/user-1': { body: verified },
    });
    const reloadUser = jest.spyOn(session, 'reloadUser');
    const show = jest.spyOn(toast, 'show');
    const { location } = renderRemoteRoute(authRoutes, '/auth/verify-email-success/mail-token', {
      user: unverified,
    });

    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(authJa.verify_email_done, { variant: 'success' });
    const requests = api.callsTo('POST', '/api/demand-user/users/verify_email');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token: 'mail-token' });
    expect(requests[0]?.headers.authorization).toBe('Bearer mail-token');
    expect(session.getSnapshot().user?.emailVerified).toBe(true);
    reloadUser.mockRestore();
    show.mockRestore();
  });

  it("carries on to the link's intendedUrl (the posting the seeker signed up from)", async () => {
    mockApi({
      'POST /api/demand-user/users/verify_email': { body: verified },
      'GET /api/demand-user/users/user-1': { body: verified },
    });
    const intendedUrl = '/positions/p-1?apply=1';
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/verify-email-success/mail-token?intendedUrl=${encodeURIComponent(intendedUrl)}`,
      { user: unverified },
    );
    await waitFor(() => expect(location()).toBe(intendedUrl));
  });

  it('still moves on with the toast when the user cannot be reloaded', async () => {
    mockApi({
      'POST /api/demand-user/users/verify_email': { body: verified },
      'GET /api/demand-user/users/user-1': apiError(500, 'internal_server_error'),
    });
    const show = jest.spyOn(toast, 'show');
    const { location } = renderRemoteRoute(authRoutes, '/auth/verify-email-success/mail-token', {
      user: unverified,
    });
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    expect(show).toHaveBeenCalledWith(authJa.verify_email_done, { variant: 'success' });
    show.mockRestore();
  });

  it('goes straight on when the email is already verified', async () => {
    const api = mockApi();
    const { location } = renderRemoteRoute(authRoutes, '/auth/verify-email-success/mail-token', {
      user: verified,
    });
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    expect(api.callsTo('POST', '/api/demand-user/users/verify_email')).toHaveLength(0);
  });

  it('explains a spent or expired link and resends the mail on request', async () => {
    const api = mockApi({
      'POST /api/demand-user/users/verify_email': apiError(400, 'token_invalidated'),
      'POST /api/demand-user/users/user-1:sendVerificationEmail': { body: { success: true } },
    });
    renderRemoteRoute(authRoutes, '/auth/verify-email-success/old-token', { user: unverified });
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.verify_email_invalid);
    expect(api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')).toHaveLength(
      0,
    );

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: sharedJa.verification_resend }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail'),
      ).toHaveLength(1),
    );
  });

  it('offers a retry after a failure that is not about the link', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/demand-user/users/verify_email': () =>
        ++attempts === 1 ? apiError(500, 'internal_server_error') : { body: verified },
      'GET /api/demand-user/users/user-1': { body: verified },
    });
    const { location } = renderRemoteRoute(authRoutes, '/auth/verify-email-success/mail-token', {
      user: unverified,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.unexpected_error);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: authJa.verify_email_retry }));
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    expect(attempts).toBe(2);
  });
});
