import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@jobmatch/shared/schemas';
import { sharedJa } from '@jobmatch/shared';
import { apiError, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

async function requestReset(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(
    await screen.findByRole('textbox', { name: new RegExp(`^${sharedJa.email_label!}`) }),
    email,
  );
  await user.click(screen.getByRole('button', { name: authJa.reset_request_submit }));
}

describe('auth.reset-password-request', () => {
  it('validates the address and keeps submit disabled until it is valid', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/reset-password-request');
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.reset_request_heading }),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: authJa.reset_request_submit });
    expect(submit).toBeDisabled();
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: new RegExp(`^${sharedJa.email_label!}`) }), 'nope');
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('sends the request and shows the confirmation', async () => {
    const api = mockApi({
      'POST /api/demand-user/users/send_reset_password_email': { body: { success: true } },
    });
    renderRemoteRoute(authRoutes, '/auth/reset-password-request');
    await requestReset('taro@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.reset_request_done_heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('taro@example.com');
    expect(
      api.callsTo('POST', '/api/demand-user/users/send_reset_password_email')[0]?.body,
    ).toEqual({ email: 'taro@example.com' });
    expect(screen.getByRole('link', { name: authJa.back_to_login })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('shows the very same confirmation when the server fails, so no address is revealed', async () => {
    mockApi({
      'POST /api/demand-user/users/send_reset_password_email': apiError(404, 'not_found'),
    });
    renderRemoteRoute(authRoutes, '/auth/reset-password-request');
    await requestReset('nobody@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.reset_request_done_heading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('nobody@example.com'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
