import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@jobmatch/shared/schemas';
import { sharedJa } from '@jobmatch/shared';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { authJa } from '../../../../app/i18n/ja';
import { authRoutes } from '../../../../app/routes';

// jsdom's name computation puts a space after the inline link; browsers do not.
const privacyName = /^プライバシーポリシー\s?に同意する$/;
const termsName = /^利用規約\s?に同意する$/;
const agreementLinks = {
  privacyPolicyUrl: 'https://example.com/privacy',
  userAgreementUrl: 'https://example.com/terms',
};
const newUser = createTestUser({
  id: 'user-9',
  email: 'hanako@example.com',
  emailVerified: false,
  customFields: { is_signup_wizard_complete: false },
});

function signUpSucceeds(user = newUser) {
  return mockApi({
    'POST /api/demand-user/users': { status: 201, body: user },
    'POST /api/demand-auth/login': {
      body: { accessToken: 'a', refreshToken: 'r', userId: user.id },
    },
    [`GET /api/demand-user/users/${user.id}`]: { body: user },
    [`POST /api/demand-user/users/${user.id}:sendVerificationEmail`]: { status: 204 },
  });
}

async function fillCredentials(email = 'hanako@example.com', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: new RegExp(`^${sharedJa.email_label!}`) }),
    email,
  );
  await user.type(
    screen.getByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
    password,
  );
  return user;
}

describe('auth.signup', () => {
  it('shows no agreement checkboxes when no links are configured, and enables submit once valid', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/sign-up');
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.signup_heading }),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: authJa.signup_submit });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const user = await fillCredentials('hanako@example.com', 'short');
    expect(await screen.findByText(/8文字以上で入力してください/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(
      screen.getByLabelText(authJa.password_label, { exact: false, selector: 'input' }),
      '123',
    );
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('requires both agreements when their links are configured; the links open in a new tab', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/sign-up', { appConfig: agreementLinks });
    const privacy = await screen.findByRole('checkbox', { name: privacyName });
    const terms = screen.getByRole('checkbox', { name: termsName });
    const privacyLink = screen.getByRole('link', { name: authJa.privacy_policy });
    expect(privacyLink).toHaveAttribute('href', agreementLinks.privacyPolicyUrl);
    expect(privacyLink).toHaveAttribute('target', '_blank');
    expect(privacyLink).toHaveAccessibleDescription(authJa.agreement_links_hint);
    expect(screen.getByRole('link', { name: authJa.user_agreement })).toHaveAttribute(
      'href',
      agreementLinks.userAgreementUrl,
    );

    const user = await fillCredentials();
    const submit = screen.getByRole('button', { name: authJa.signup_submit });
    await user.click(privacy);
    await user.click(privacy);
    expect(await screen.findByText(validationMessages.privacyPolicyRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(privacy);
    expect(submit).toBeDisabled();
    await user.click(terms);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('only the configured agreement is required when just one link is set', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/sign-up', {
      appConfig: { userAgreementUrl: agreementLinks.userAgreementUrl },
    });
    const terms = await screen.findByRole('checkbox', { name: termsName });
    expect(screen.queryByRole('checkbox', { name: privacyName })).not.toBeInTheDocument();
    const user = await fillCredentials();
    await user.click(terms);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: authJa.signup_submit })).toBeEnabled(),
    );
  });

  it('creates the user, logs in and shows the verification notice; resend and continue work', async () => {
    const api = signUpSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));

    const dialog = await screen.findByRole('dialog', { name: authJa.verification_heading });
    expect(dialog).toHaveTextContent('hanako@example.com 宛に確認メールを送信しました');
    expect(api.callsTo('POST', '/api/demand-user/users')[0]?.body).toEqual({
      email: 'hanako@example.com',
      password: 'secret123',
      name: 'hanako',
      typeId: '000',
    });
    expect(api.callsTo('POST', '/api/demand-auth/login')).toHaveLength(1);
    expect(location()).toBe('/auth/sign-up');

    await user.click(screen.getByRole('button', { name: authJa.verification_resend }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/demand-user/users/user-9:sendVerificationEmail'),
      ).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: authJa.verification_continue }));
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
  });

  it('skips the notice with sendVerificationEmail=false', async () => {
    signUpSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up?sendVerificationEmail=false');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('skips the notice for a user who is already verified', async () => {
    signUpSucceeds({ ...newUser, emailVerified: true });
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
  });

  it('says when the address is already registered', async () => {
    mockApi({ 'POST /api/demand-user/users': apiError(409, 'already_exists') });
    renderRemoteRoute(authRoutes, '/auth/sign-up');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authJa.signup_already_exists);
  });

  it('links to login and home', async () => {
    mockApi();
    renderRemoteRoute(authRoutes, '/auth/sign-up');
    expect(await screen.findByRole('link', { name: authJa.signup_to_login })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: authJa.back_to_home })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('forwards a visitor who is already signed in', async () => {
    mockApi();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up', { user: createTestUser() });
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
  });
});
