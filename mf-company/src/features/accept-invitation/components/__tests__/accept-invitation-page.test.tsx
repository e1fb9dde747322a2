import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import type { InvitationPreview } from '@jobmatch/shared/contracts';
import {
  COMPANY_PASSWORD_MAX_LENGTH,
  COMPANY_PASSWORD_MIN_LENGTH,
  companyPasswordRuleMessages as rules,
  validationMessages,
} from '@jobmatch/shared/schemas';
import {
  apiError,
  getSessionSnapshotForTests,
  mockApi,
  renderRemoteRoute,
  type MockHandler,
} from '@jobmatch/shared/testing';
import { session } from 'shell/session';
import { toast } from 'shell/toast';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import {
  companyApi,
  createCompanyUser,
  createMembership,
  createUnregisteredOrganization,
} from '../../../../testing/company-fixtures';

const INVITATION = '/api/demand-user/invitations/invitation-1';
const PAGE_URL =
  '/company/auth/accept-invitation/invitation-1/mail-token?email=new%40example.co.jp';
const newUser = createCompanyUser({ id: 'user-9', name: '新井 次郎', email: 'new@example.co.jp' });

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  id: 'invitation-1',
  organizationName: '株式会社ジョブマッチ',
  email: 'new@example.co.jp',
  role: 'admin',
  accountExists: false,
  expiresAt: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

function mockInvitation(
  handlers: Record<string, MockHandler> = {},
  previewBody: InvitationPreview = preview(),
) {
  return mockApi({
    [`GET ${INVITATION}`]: { body: previewBody },
    [`GET /api/demand-user/users/${newUser.id}`]: { body: newUser },
    [`GET ${companyApi.userOrganizations}`]: {
      body: { value: [createMembership('member')] },
    },
    ...handlers,
  });
}

const nameInput = () =>
  screen.getByLabelText(companyJa.accept_invitation_name_label, { exact: false });
const passwordInput = () =>
  screen.getByLabelText(new RegExp(`^${companyJa.accept_invitation_password_label}(?!（)`), {
    selector: 'input',
  });
const confirmInput = () =>
  screen.getByLabelText(companyJa.accept_invitation_confirm_password_label, {
    exact: false,
    selector: 'input',
  });
const submitButton = () => screen.getByRole('button', { name: companyJa.accept_invitation_submit });

async function open() {
  const result = renderRemoteRoute(companyRoutes, PAGE_URL);
  await screen.findByRole('heading', { level: 1, name: companyJa.accept_invitation_heading });
  return result;
}

async function fillNewAccount(password = 'Secret-123', confirmation = password) {
  const events = userEvent.setup({ delay: null });
  await events.type(nameInput(), '新井 次郎');
  await events.type(passwordInput(), password);
  await events.type(confirmInput(), confirmation);
  return events;
}

afterEach(async () => {
  if (getSessionSnapshotForTests().isLoggedIn) await session.logout();
});

describe('company.accept-invitation', () => {
  it('reads the invitation with the link token and says who invites, as what, and where to', async () => {
    const api = mockInvitation();
    await open();
    expect(
      screen.getByText('株式会社ジョブマッチ から管理者として招待されています'),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText(companyJa.accept_invitation_email_label, { exact: false }),
    ).toHaveValue('new@example.co.jp');
    const [read] = api.callsTo('GET', INVITATION);
    expect(read?.headers.authorization).toBe('Bearer mail-token');
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['too short', 'aB1-', [rules.minLength(COMPANY_PASSWORD_MIN_LENGTH)]],
    ['only lower-case letters', 'abcdefgh', [rules.uppercase, rules.digit, rules.symbol]],
    ['no symbol', 'Abcdefg1', [rules.symbol]],
    ['no lower-case letter', 'ABCDEFG1!', [rules.lowercase]],
    [
      'too long',
      `aB1-${'x'.repeat(COMPANY_PASSWORD_MAX_LENGTH)}`,
      [rules.maxLength(COMPANY_PASSWORD_MAX_LENGTH)],
    ],
  ])(
    'names every company password rule the password breaks as it is typed (%s)',
    async (_case, password, problems) => {
      mockInvitation();
      await open();
      await userEvent.setup({ delay: null }).type(passwordInput(), password);
      expect(
        await screen.findByText(`パスワードに誤りがあります：${problems.join('、')}`),
      ).toBeInTheDocument();
      expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
      expect(submitButton()).toBeDisabled();
    },
  );

  it('asks for a name and a matching confirmation', async () => {
    mockInvitation();
    await open();
    const events = await fillNewAccount('Secret-123', 'Secret-124');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await events.clear(nameInput());
    expect(await screen.findByText('氏名を入力してください')).toBeInTheDocument();
  });

  it('accepts, signs the new member in with the answer and goes to the my page', async () => {
    const api = mockInvitation({
      [`PATCH ${INVITATION}`]: { body: { accessToken: 'access-new', userId: newUser.id } },
    });
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    const events = await fillNewAccount();
    await events.click(submitButton());

    await waitFor(() => expect(location()).toBe('/company/mypage'));
    const [accept] = api.callsTo('PATCH', INVITATION);
    expect(accept?.headers.authorization).toBe('Bearer mail-token');
    expect(accept?.body).toEqual({ name: '新井 次郎', password: 'Secret-123' });
    expect(getSessionSnapshotForTests()).toMatchObject({ isLoggedIn: true, userId: newUser.id });
    const [loadUser] = api.callsTo('GET', `/api/demand-user/users/${newUser.id}`);
    expect(loadUser?.headers.authorization).toBe('Bearer access-new');
    expect(show).toHaveBeenCalledWith('株式会社ジョブマッチ に参加しました', {
      variant: 'success',
    });
    show.mockRestore();
  });

  it('sends an owner of a company not registered yet to the registration wizard', async () => {
    mockInvitation(
      {
        [`PATCH ${INVITATION}`]: { body: { accessToken: 'access-new', userId: newUser.id } },
        [`GET ${companyApi.userOrganizations}`]: {
          body: { value: [createMembership('owner', createUnregisteredOrganization())] },
        },
      },
      preview({ role: 'owner' }),
    );
    const { location } = await open();
    expect(
      screen.getByText('株式会社ジョブマッチ からオーナーとして招待されています'),
    ).toBeInTheDocument();
    const events = await fillNewAccount();
    await events.click(submitButton());
    await waitFor(() => expect(location()).toBe('/company/registration'));
  });

  it('asks an existing company account only for its password', async () => {
    const api = mockInvitation(
      { [`PATCH ${INVITATION}`]: apiError(401, 'login_error') },
      preview({ accountExists: true }),
    );
    const { location } = await open();
    expect(
      screen.queryByLabelText(companyJa.accept_invitation_name_label, { exact: false }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByLabelText(companyJa.accept_invitation_confirm_password_label, {
        exact: false,
      }),
    ).not.toBeInTheDocument();
    const events = userEvent.setup({ delay: null });
    // an existing password is not held to today's rule
    await events.type(
      screen.getByLabelText(companyJa.accept_invitation_existing_password_label, {
        exact: false,
        selector: 'input',
      }),
      'old-pass',
    );
    await events.click(
      screen.getByRole('button', { name: companyJa.accept_invitation_existing_submit }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      companyJa.accept_invitation_wrong_password,
    );
    // no name: the existing account keeps its own
    expect(api.callsTo('PATCH', INVITATION)[0]?.body).toEqual({ password: 'old-pass' });
    expect(location()).toBe(PAGE_URL);
    expect(getSessionSnapshotForTests().isLoggedIn).toBe(false);
  });

  it('explains an address that belongs to a job seeker', async () => {
    mockInvitation({ [`PATCH ${INVITATION}`]: apiError(409, 'already_exists') });
    await open();
    const events = await fillNewAccount();
    await events.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      companyJa.accept_invitation_email_taken,
    );
  });

  it('shows no form for a spent link, and advises asking for a new invitation', async () => {
    mockApi({ [`GET ${INVITATION}`]: apiError(400, 'invitation_invalid') });
    renderRemoteRoute(companyRoutes, PAGE_URL);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: companyJa.accept_invitation_invalid_heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(errorsJa.invitation_invalid);
    expect(screen.getByText(companyJa.accept_invitation_invalid_advice)).toBeInTheDocument();
    expect(screen.getByText('招待先：new@example.co.jp')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns into the invalid page when the link is spent while the form is open', async () => {
    mockInvitation({ [`PATCH ${INVITATION}`]: apiError(400, 'invitation_invalid') });
    await open();
    const events = await fillNewAccount();
    await events.click(submitButton());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: companyJa.accept_invitation_invalid_heading,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a retry when the invitation cannot be read for another reason', async () => {
    let calls = 0;
    mockApi({
      [`GET ${INVITATION}`]: () =>
        ++calls === 1 ? apiError(500, 'internal_server_error') : { body: preview() },
    });
    await open();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(
      await screen.findByRole('button', { name: companyJa.accept_invitation_submit }),
    ).toBeInTheDocument();
  });
});
