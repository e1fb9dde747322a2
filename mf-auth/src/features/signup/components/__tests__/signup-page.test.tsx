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
      body: { accessToken: 'a', userId: user.id },
    },
    [`GET /api/demand-user/users/${user.id}`]: { body: user },
    [`POST /api/demand-user/users/${user.id}:sendVerificationEmail`]: { status: 204 },
  });
}

async function fillCredentials(email = 'hanako@example.com', password = 'secret123') {
  const user = userEvent.setup({ delay: null });
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

  it('creates the user, logs in and goes to the verification notice, which says what to do', async () => {
    const api = signUpSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));

    await waitFor(() => expect(location()).toBe('/auth/verify-email?sent=1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: authJa.verify_email_heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(authJa.verify_email_lead_sent)).toBeInTheDocument();
    expect(screen.getByTestId('verification-address')).toHaveTextContent('hanako@example.com');
    expect(api.callsTo('POST', '/api/demand-user/users')[0]?.body).toEqual({
      email: 'hanako@example.com',
      password: 'secret123',
      name: 'hanako',
      typeId: '000',
    });
    expect(api.callsTo('POST', '/api/demand-auth/login')).toHaveLength(1);
    // The mail has just gone out: resending waits out the cooldown first.
    expect(
      screen.getByRole('button', { name: /確認メールを再送信する（あと\d+秒）/ }),
    ).toBeDisabled();
    expect(screen.queryByText('プロフィール登録へ進む')).not.toBeInTheDocument();
  });

  it('keeps the intended destination: in the mail link request and on the notice', async () => {
    const api = signUpSucceeds();
    const intendedUrl = '/positions/p-1?apply=1';
    const { location } = renderRemoteRoute(
      authRoutes,
      `/auth/sign-up?intendedUrl=${encodeURIComponent(intendedUrl)}`,
    );
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    await waitFor(() => expect(location()).toMatch(/^\/auth\/verify-email\?/));
    const query = new URL(location(), 'http://x.invalid').searchParams;
    expect(query.get('intendedUrl')).toBe(intendedUrl);
    expect(api.callsTo('POST', '/api/demand-user/users')[0]?.body).toMatchObject({ intendedUrl });
  });

  it('with sendVerificationEmail=false asks the api not to mail and skips the notice', async () => {
    const api = signUpSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up?sendVerificationEmail=false');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    await waitFor(() => expect(location()).toBe('/sign-up-wizard/base-info'));
    const [signUp] = api.callsTo('POST', '/api/demand-user/users');
    expect(signUp?.query.get('sendVerificationEmail')).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the api mail the link when the URL says nothing', async () => {
    const api = signUpSucceeds();
    const { location } = renderRemoteRoute(authRoutes, '/auth/sign-up');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: authJa.signup_submit }));
    await waitFor(() => expect(location()).toMatch(/^\/auth\/verify-email\?/));
    const [signUp] = api.callsTo('POST', '/api/demand-user/users');
    expect(signUp?.query.has('sendVerificationEmail')).toBe(false);
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
