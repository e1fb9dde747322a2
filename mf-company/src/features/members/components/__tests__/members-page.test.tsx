import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa, sharedJa } from '@jobmatch/shared';
import type { Invitation, MemberRole, OrganizationMember } from '@jobmatch/shared/contracts';
import { apiError, mockApi, renderRemoteRoute, type MockHandler } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import {
  ORG_ID,
  companyApi,
  createCompanyUser,
  createInvitation,
  createMember,
  createMembership,
} from '../../../../testing/company-fixtures';

const viewer = createCompanyUser({ id: 'user-1', name: '佐藤 花子' });
const self = (role: MemberRole) =>
  createMember({ userId: 'user-1', name: '佐藤 花子', email: 'hanako@example.co.jp', role });
const otherOwner = createMember({
  userId: 'user-0',
  name: '田中 社長',
  email: 'ceo@example.co.jp',
  role: 'owner',
});
const member = createMember();
const suspended = createMember({
  userId: 'user-3',
  name: '高橋 三郎',
  email: 'saburo@example.co.jp',
  status: 'suspended',
});
const invitation = createInvitation();
const ownerInvitation = createInvitation({
  id: 'invitation-2',
  email: 'owner2@example.co.jp',
  role: 'owner',
});

interface Setup {
  role?: MemberRole;
  members?: OrganizationMember[];
  invitations?: Invitation[];
  handlers?: Record<string, MockHandler>;
}

async function open({
  role = 'owner',
  members = [otherOwner, self(role), member, suspended],
  invitations = [invitation, ownerInvitation],
  handlers = {},
}: Setup = {}) {
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: { body: { value: [createMembership(role)] } },
    [`GET ${companyApi.members}`]: { body: { value: members } },
    [`GET ${companyApi.invitations}`]: { body: { value: invitations } },
    [`GET ${companyApi.twoFactorPolicy}`]: {
      body: { required: false, membersWithoutTwoFactor: 3 },
    },
    ...handlers,
  });
  const result = renderRemoteRoute(companyRoutes, '/company/members', { user: viewer });
  await screen.findByRole('table', { name: companyJa.members_list_heading });
  return { api, ...result };
}

/** The row of the list that names this person or address. */
const rowOf = (text: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(text, { exact: false }))!;
const buttonsOf = (text: string) =>
  within(rowOf(text))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const dialog = () => screen.getByRole('dialog');

describe('company.members', () => {
  it('lists members and open invitations with their role and status', async () => {
    const { api } = await open();
    expect(within(rowOf('田中 社長')).getByText(companyJa.role_owner)).toBeInTheDocument();
    expect(
      within(rowOf('鈴木 一郎')).getByText(companyJa.member_status_active),
    ).toBeInTheDocument();
    expect(within(rowOf('鈴木 一郎')).getByText('ichiro@example.co.jp')).toBeInTheDocument();
    expect(
      within(rowOf('高橋 三郎')).getByText(companyJa.member_status_suspended),
    ).toBeInTheDocument();
    const invited = rowOf('new@example.co.jp');
    expect(within(invited).getByText(companyJa.member_status_invited)).toBeInTheDocument();
    expect(within(invited).getByText(companyJa.role_member)).toBeInTheDocument();
    expect(within(invited).getByText('2026年11月27日まで有効')).toBeInTheDocument();
    expect(within(rowOf('佐藤 花子')).getByText(/（あなた）/)).toBeInTheDocument();
    // header + 4 members + 2 invitations
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(api.callsTo('GET', companyApi.invitations)[0]?.query.get('organizationId')).toBe(ORG_ID);
  });

  it('offers an owner every action the api allows, and only self-suspension on their own row', async () => {
    await open({ role: 'owner' });
    expect(buttonsOf('田中 社長')).toEqual(['停止', '削除']);
    expect(buttonsOf('鈴木 一郎')).toEqual(['権限変更', '停止', '削除']);
    expect(buttonsOf('高橋 三郎')).toEqual(['権限変更', '再開', '削除']);
    expect(buttonsOf('佐藤 花子')).toEqual(['停止']);
    expect(buttonsOf('new@example.co.jp')).toEqual(['再送信', '取り消し']);
    expect(buttonsOf('owner2@example.co.jp')).toEqual(['再送信', '取り消し']);
    expect(
      screen.getByRole('heading', { level: 2, name: companyJa.invite_heading }),
    ).toBeInTheDocument();
  });

  it('does not offer the sole active owner 停止 on their own row', async () => {
    await open({ role: 'owner', members: [self('owner'), member, suspended] });
    expect(buttonsOf('佐藤 花子')).toEqual([]);
    expect(buttonsOf('鈴木 一郎')).toEqual(['権限変更', '停止', '削除']);
  });

  it('offers an owner 停止 on their own row while another owner is active, not while they are suspended', async () => {
    const suspendedOwner = { ...otherOwner, status: 'suspended' as const };
    await open({ role: 'owner', members: [suspendedOwner, self('owner'), member] });
    expect(buttonsOf('佐藤 花子')).toEqual([]);
    expect(buttonsOf('田中 社長')).toEqual(['再開', '削除']);
  });

  it('leaves owners and their invitations to owners when an admin looks', async () => {
    await open({ role: 'admin' });
    expect(buttonsOf('田中 社長')).toEqual([]);
    expect(buttonsOf('owner2@example.co.jp')).toEqual([]);
    expect(buttonsOf('鈴木 一郎')).toEqual(['権限変更', '停止', '削除']);
    expect(buttonsOf('new@example.co.jp')).toEqual(['再送信', '取り消し']);
    const roles = within(screen.getByRole('combobox', { name: companyJa.invite_role_label }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roles).toEqual([
      companyJa.invite_role_placeholder,
      companyJa.role_admin,
      companyJa.role_member,
    ]);
  });

  it('shows a member the list without actions, except suspending themself', async () => {
    await open({ role: 'member' });
    expect(screen.getByText(companyJa.members_member_note)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: companyJa.invite_heading }),
    ).not.toBeInTheDocument();
    expect(buttonsOf('田中 社長')).toEqual([]);
    expect(buttonsOf('鈴木 一郎')).toEqual([]);
    expect(buttonsOf('new@example.co.jp')).toEqual([]);
    expect(buttonsOf('佐藤 花子')).toEqual(['停止']);
  });

  it('invites by address and role, toasts and reloads the invitations', async () => {
    const { api } = await open({
      handlers: { [`POST ${companyApi.invitations}`]: { status: 201, body: createInvitation() } },
    });
    const show = jest.spyOn(toast, 'show');
    const events = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: companyJa.invite_submit });
    expect(submit).toBeDisabled();
    await events.type(
      screen.getByLabelText(sharedJa.email_label!, { exact: false }),
      'kenta@example.co.jp',
    );
    await events.selectOptions(
      screen.getByRole('combobox', { name: companyJa.invite_role_label }),
      companyJa.role_admin,
    );
    await events.click(submit);

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('kenta@example.co.jp に招待を送信しました', {
        variant: 'success',
      }),
    );
    expect(api.callsTo('POST', companyApi.invitations)[0]?.body).toEqual({
      organizationId: ORG_ID,
      email: 'kenta@example.co.jp',
      role: 'admin',
    });
    await waitFor(() => expect(api.callsTo('GET', companyApi.invitations)).toHaveLength(2));
    expect(screen.getByLabelText(sharedJa.email_label!, { exact: false })).toHaveValue('');
    show.mockRestore();
  });

  it.each([
    ['already_exists', 409, companyJa.invite_already_member],
    ['incorrect_organization_role', 403, companyJa.invite_owner_needs_owner],
    ['no_permission', 403, errorsJa.no_permission],
  ])('says why an invitation is refused (%s)', async (code, status, text) => {
    await open({ handlers: { [`POST ${companyApi.invitations}`]: apiError(status, code) } });
    const events = userEvent.setup({ delay: null });
    await events.type(
      screen.getByLabelText(sharedJa.email_label!, { exact: false }),
      'ichiro@example.co.jp',
    );
    await events.selectOptions(
      screen.getByRole('combobox', { name: companyJa.invite_role_label }),
      companyJa.role_owner,
    );
    await events.click(screen.getByRole('button', { name: companyJa.invite_submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('resends an invitation after confirming', async () => {
    const { api } = await open({
      handlers: { [`POST ${companyApi.resend}`]: { body: createInvitation() } },
    });
    const show = jest.spyOn(toast, 'show');
    const events = userEvent.setup({ delay: null });
    await events.click(within(rowOf('new@example.co.jp')).getByRole('button', { name: '再送信' }));
    expect(
      within(dialog()).getByRole('heading', { name: companyJa.resend_title }),
    ).toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: companyJa.resend_confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/demand-user/invitations/invitation-1/resend')).toHaveLength(1);
    expect(show).toHaveBeenCalledWith('new@example.co.jp に招待を再送信しました', {
      variant: 'success',
    });
    show.mockRestore();
  });

  it('cancels an invitation, or leaves it when the dialog is dismissed', async () => {
    let invitations = [invitation];
    const { api } = await open({
      invitations,
      handlers: {
        [`GET ${companyApi.invitations}`]: () => ({ body: { value: invitations } }),
        [`DELETE ${companyApi.invitation}`]: () => {
          invitations = [];
          return { status: 204 };
        },
      },
    });
    const events = userEvent.setup({ delay: null });
    await events.click(
      within(rowOf('new@example.co.jp')).getByRole('button', { name: '取り消し' }),
    );
    await events.click(within(dialog()).getByRole('button', { name: companyJa.dialog_cancel }));
    expect(api.callsTo('DELETE', companyApi.invitation)).toHaveLength(0);

    await events.click(
      within(rowOf('new@example.co.jp')).getByRole('button', { name: '取り消し' }),
    );
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.cancel_invitation_confirm }),
    );
    await waitFor(() => expect(screen.queryByText('new@example.co.jp')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/demand-user/invitations/invitation-1')).toHaveLength(1);
  });

  it("changes a member's role with the roles the viewer may give", async () => {
    const { api } = await open({
      role: 'admin',
      handlers: { [`PATCH ${companyApi.member}`]: { body: { ...member, role: 'admin' } } },
    });
    const show = jest.spyOn(toast, 'show');
    const events = userEvent.setup({ delay: null });
    await events.click(within(rowOf('鈴木 一郎')).getByRole('button', { name: '権限変更' }));
    const select = within(dialog()).getByRole('combobox', { name: companyJa.members_column_role });
    expect(
      within(select).queryByRole('option', { name: companyJa.role_owner }),
    ).not.toBeInTheDocument();
    const confirm = within(dialog()).getByRole('button', { name: companyJa.change_role_confirm });
    expect(confirm).toBeDisabled();
    await events.selectOptions(select, companyJa.role_admin);
    await events.click(confirm);

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('鈴木 一郎 の権限を管理者に変更しました', {
        variant: 'success',
      }),
    );
    const [patch] = api.callsTo('PATCH', companyApi.member);
    expect(patch?.url).toBe(`/api/organization/organizations/${ORG_ID}/members/user-2`);
    expect(patch?.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(api.callsTo('GET', companyApi.members)).toHaveLength(2));
    show.mockRestore();
  });

  it.each([
    ['suspend', '停止', companyJa.suspend_confirm, '鈴木 一郎', { status: 'suspended' }],
    ['resume', '再開', companyJa.resume_confirm, '高橋 三郎', { status: 'active' }],
  ])('can %s another member', async (_action, button, confirmLabel, name, body) => {
    const { api } = await open({
      handlers: { [`PATCH ${companyApi.member}`]: { body: member } },
    });
    const events = userEvent.setup({ delay: null });
    await events.click(within(rowOf(name)).getByRole('button', { name: button }));
    await events.click(within(dialog()).getByRole('button', { name: confirmLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', companyApi.member)[0]?.body).toEqual(body);
  });

  it('deletes a member after confirming', async () => {
    const { api } = await open({ handlers: { [`DELETE ${companyApi.member}`]: { status: 204 } } });
    const show = jest.spyOn(toast, 'show');
    const events = userEvent.setup({ delay: null });
    await events.click(within(rowOf('鈴木 一郎')).getByRole('button', { name: '削除' }));
    expect(
      within(dialog()).getByRole('heading', { name: '鈴木 一郎 を削除しますか？' }),
    ).toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: companyJa.delete_confirm }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('鈴木 一郎 を削除しました', { variant: 'success' }),
    );
    expect(
      api.callsTo('DELETE', `/api/organization/organizations/${ORG_ID}/members/user-2`),
    ).toHaveLength(1);
    show.mockRestore();
  });

  it.each([
    [
      'delete',
      '田中 社長',
      '削除',
      companyJa.delete_confirm,
      'DELETE',
      400,
      'organization_last_owner',
      companyJa.delete_last_owner,
    ],
    [
      'suspend',
      '田中 社長',
      '停止',
      companyJa.suspend_confirm,
      'PATCH',
      400,
      'organization_last_owner',
      companyJa.suspend_last_owner,
    ],
    [
      'suspend',
      '田中 社長',
      '停止',
      companyJa.suspend_confirm,
      'PATCH',
      403,
      'incorrect_organization_role',
      companyJa.suspend_owner_needs_owner,
    ],
    [
      'change-role',
      '鈴木 一郎',
      '権限変更',
      companyJa.change_role_confirm,
      'PATCH',
      400,
      'user_cannot_change_from_owner',
      errorsJa.user_cannot_change_from_owner,
    ],
    [
      'suspend',
      '鈴木 一郎',
      '停止',
      companyJa.suspend_confirm,
      'PATCH',
      403,
      'no_permission',
      errorsJa.no_permission,
    ],
    [
      'delete',
      '鈴木 一郎',
      '削除',
      companyJa.delete_confirm,
      'DELETE',
      403,
      'incorrect_organization_role',
      companyJa.delete_owner_needs_owner,
    ],
  ])(
    'shows the refusal of %s (%s) in the dialog',
    async (_action, name, button, confirmLabel, method, status, code, text) => {
      await open({ handlers: { [`${method} ${companyApi.member}`]: apiError(status, code) } });
      const events = userEvent.setup({ delay: null });
      await events.click(within(rowOf(name)).getByRole('button', { name: button }));
      if (button === '権限変更')
        await events.selectOptions(
          within(dialog()).getByRole('combobox', { name: companyJa.members_column_role }),
          companyJa.role_admin,
        );
      await events.click(within(dialog()).getByRole('button', { name: confirmLabel }));
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    },
  );

  it('warns a member who suspends themself, then logs them out', async () => {
    const { api, location } = await open({
      role: 'member',
      handlers: {
        [`PATCH ${companyApi.member}`]: { body: { ...self('member'), status: 'suspended' } },
      },
    });
    const events = userEvent.setup({ delay: null });
    await events.click(within(rowOf('佐藤 花子')).getByRole('button', { name: '停止' }));
    expect(within(dialog()).getByText(companyJa.suspend_self_body)).toBeInTheDocument();
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.suspend_self_confirm }),
    );

    await waitFor(() => expect(location()).toBe('/auth/logout'));
    const [patch] = api.callsTo('PATCH', companyApi.member);
    expect(patch?.url).toBe(`/api/organization/organizations/${ORG_ID}/members/user-1`);
    expect(patch?.body).toEqual({ status: 'suspended' });
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    mockApi({
      [`GET ${companyApi.userOrganizations}`]: { body: { value: [createMembership('owner')] } },
      [`GET ${companyApi.members}`]: () =>
        ++calls === 1 ? apiError(500, 'internal_server_error') : { body: { value: [member] } },
      [`GET ${companyApi.invitations}`]: { body: { value: [] } },
      [`GET ${companyApi.twoFactorPolicy}`]: {
        body: { required: false, membersWithoutTwoFactor: 0 },
      },
    });
    renderRemoteRoute(companyRoutes, '/company/members', { user: viewer });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('鈴木 一郎')).toBeInTheDocument();
  });

  describe('two-step verification for every member', () => {
    it('is confirmed before it is required, and asks the owner to enrol first', async () => {
      let enrolled = false;
      const { api } = await open({
        handlers: {
          [`PUT ${companyApi.twoFactorPolicy}`]: () =>
            enrolled
              ? { body: { required: true, membersWithoutTwoFactor: 3 } }
              : apiError(409, 'two_factor_enrollment_required'),
        },
      });
      const person = userEvent.setup({ delay: null });
      expect(await screen.findByText(/未設定のメンバー：3人/)).toBeInTheDocument();
      await person.click(screen.getByRole('button', { name: companyJa.two_factor_policy_turn_on }));
      expect(dialog()).toHaveTextContent(companyJa.two_factor_policy_confirm_body);
      await person.click(
        within(dialog()).getByRole('button', { name: companyJa.two_factor_policy_turn_on }),
      );
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
        companyJa.two_factor_policy_enrol_first,
      );
      enrolled = true;
      await person.click(
        within(dialog()).getByRole('button', { name: companyJa.two_factor_policy_turn_on }),
      );
      expect(
        await screen.findByText(companyJa.two_factor_policy_on, { exact: false }),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT', companyApi.twoFactorPolicy).map((call) => call.body)).toEqual([
        { required: true },
        { required: true },
      ]);
    });

    it('is not shown to a member', async () => {
      await open({ role: 'member' });
      expect(
        screen.queryByRole('heading', { name: companyJa.two_factor_policy_heading }),
      ).toBeNull();
    });
  });
});
