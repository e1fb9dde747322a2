import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { validationMessages } from '@jobmatch/shared/schemas';
import { apiError, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { level: 1, name: authJa.reset_submit_heading });
  await user.type(
    screen.getByLabelText(new RegExp(`^${sharedJa.new_password_label!}(?!（)`), {
      selector: 'input',
    }),
    password,
  );
  await user.type(
    screen.getByLabelText(new RegExp(`^${sharedJa.confirm_password_label!}`), {
      selector: 'input',
    }),
    confirmation,
  );
  return user;
}

describe('auth.reset-password-submit', () => {
  it('says when the passwords do not match and keeps submit disabled', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/reset-password-submit/reset-token');
    await fill('secret123', 'secret124');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authJa.reset_submit_submit })).toBeDisabled();
  });

  it('re-checks the match when the first field changes', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/reset-password-submit/reset-token');
    const user = await fill('secret12', 'secret123');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText(new RegExp(`^${sharedJa.new_password_label!}(?!（)`), {
        selector: 'input',
      }),
      '3',
    );
    await waitFor(() =>
      expect(screen.queryByText(validationMessages.passwordsDoNotMatch)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: authJa.reset_submit_submit })).toBeEnabled();
  });

  it('resets the password with the token and shows the success page', async () => {
    const api = mockApi({
      'POST /api/demand-user/users/reset_password': { body: { success: true } },
    });
    const { location } = renderRemoteRoute(authRoutes, '/auth/reset-password-submit/reset-token');
    const user = await fill('secret123', 'secret123');
    await user.click(screen.getByRole('button', { name: authJa.reset_submit_submit }));
    await waitFor(() => expect(location()).toBe('/auth/reset-password-success'));
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.reset_success_heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authJa.reset_success_to_login })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    const [request] = api.callsTo('POST', '/api/demand-user/users/reset_password');
    expect(request?.body).toEqual({ password: 'secret123', token: 'reset-token' });
    expect(request?.headers.authorization).toBe('Bearer reset-token');
  });

  it('explains an invalid or expired link and offers to request a new one', async () => {
    mockApi({
      'POST /api/demand-user/users/reset_password': apiError(400, 'password_reset_invalid'),
    });
    renderRemoteRoute(authRoutes, '/auth/reset-password-submit/used-token');
    const user = await fill('secret123', 'secret123');
    await user.click(screen.getByRole('button', { name: authJa.reset_submit_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.reset_invalid);
    expect(screen.getByRole('link', { name: authJa.reset_request_again })).toHaveAttribute(
      'href',
      '/auth/reset-password-request',
    );
  });

  it('shows other server errors next to the form', async () => {
    mockApi({
      'POST /api/demand-user/users/reset_password': apiError(
        400,
        'password_does_not_meet_requirements',
      ),
    });
    renderRemoteRoute(authRoutes, '/auth/reset-password-submit/reset-token');
    const user = await fill('secret123', 'secret123');
    await user.click(screen.getByRole('button', { name: authJa.reset_submit_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'パスワードが条件を満たしていません',
    );
    expect(screen.getByRole('button', { name: authJa.reset_submit_submit })).toBeInTheDocument();
  });

  it('treats a missing token as an invalid link', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/reset-password-submit');
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.reset_invalid);
  });
});
