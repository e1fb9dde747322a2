import type { MemberRole } from '@jobmatch/shared/contracts';
import { companyPasswordRuleMessages } from '@jobmatch/shared/schemas';
import { findMembership } from '../src/services/organizations/organizations-module';
import { findUserByEmail } from '../src/services/users/users-module';
import {
  createCompany,
  createOutsiders,
  mailedInvitationLink,
  outcome,
  suspendMember,
  type Caller,
  type Company,
} from './company-fixtures';
import {
  createTestApp,
  FINGERPRINT,
  PASSWORD,
  refreshSetCookie,
  refreshTokenFrom,
  setUpTestApp,
  uniqueEmail,
} from './helper';

// docs/company.md#invitations-user-service-apidemand-user: inviting, listing, resending and
// cancelling by a company's owners and admins; previewing and accepting with the mailed link.

const t = setUpTestApp();

const INVITATIONS = '/api/demand-user/invitations';
/** Meets every rule of the company password (docs/company.md#passwords). */
const COMPANY_PASSWORD = 'Secret123!';
const DAY_MINUTES = 24 * 60;

const invite = (
  caller: Caller | undefined,
  organizationId: string,
  email = uniqueEmail('invitee'),
  role: MemberRole = 'member',
) =>
  t.call('POST', INVITATIONS, {
    token: caller?.accessToken,
    body: { organizationId, email, role },
  });

/** Invites a new address as the owner; the invitation JSON and the mailed link's parts. */
async function invited(org: Company, role: MemberRole = 'member', email = uniqueEmail('invitee')) {
  const response = await invite(org.owner, org.id, email, role);
  expect(response.status).toBe(201);
  return { invitation: response.body, email, ...(await mailedInvitationLink(t, email)) };
}

const preview = (id: string, token: string | undefined) =>
  t.call('GET', `${INVITATIONS}/${id}`, { token });
const accept = (
  id: string,
  token: string | undefined,
  body: unknown = { name: '招待 花子', password: COMPANY_PASSWORD },
  options: { fingerprint?: string | null } = {},
) => t.call('PATCH', `${INVITATIONS}/${id}`, { token, body, ...options });

describe('POST /invitations', () => {
  test('an owner invites: 201 Invitation and a Japanese mail with the accept link', async () => {
    const org = await createCompany(t);
    const email = uniqueEmail('invitee');
    const response = await invite(org.owner, org.id, email.toUpperCase(), 'admin');
    expect(response.status).toBe(201);
    const now = t.clock();
    expect(response.body).toEqual({
      id: expect.any(String),
      organizationId: org.id,
      email,
      role: 'admin',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 7 * DAY_MINUTES * 60_000).toISOString(),
    });
    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe(`【JobMatch】${org.name} への招待`);
    expect(mail?.text).toContain('権限：管理者');
    expect(mail?.links[0]).toMatch(
      new RegExp(
        `^http://jobmatch\\.test/company/auth/accept-invitation/${response.body.id}/[\\w-]{43}\\?email=${encodeURIComponent(email)}$`,
      ),
    );
    // only the token's hash is stored
    const { token } = await mailedInvitationLink(t, email);
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM invitations WHERE id = $1',
      [response.body.id],
    );
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  test('owners and admins invite; anyone else is refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgOwner, platformAdmin } = await createOutsiders(t);
    const status = async (caller: Caller | undefined) => outcome(await invite(caller, org.id));
    expect(await status(undefined)).toEqual([401, 'check_token_error']);
    expect(await status(jobSeeker)).toEqual([404, 'not_found']);
    expect(await status(org.member)).toEqual([403, 'no_permission']);
    expect(await status(org.admin)).toEqual([201, undefined]);
    expect(await status(org.owner)).toEqual([201, undefined]);
    expect(await status(otherOrgOwner)).toEqual([404, 'not_found']);
    expect(await status(platformAdmin)).toEqual([403, 'no_permission']);
    await suspendMember(t, org.id, org.admin.id);
    expect(await status(org.admin)).toEqual([403, 'no_permission']);
  });

  test('only an owner invites an owner', async () => {
    const org = await createCompany(t);
    const byAdmin = await invite(org.admin, org.id, uniqueEmail(), 'owner');
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.code).toBe('incorrect_organization_role');
    expect((await invite(org.owner, org.id, uniqueEmail(), 'owner')).status).toBe(201);
  });

  test('a member of the organization, suspended or not, is 409 already_exists', async () => {
    const org = await createCompany(t);
    const taken = await invite(org.owner, org.id, org.member.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'already_exists', target: 'email' });
    await suspendMember(t, org.id, org.member.id);
    expect((await invite(org.owner, org.id, org.member.email)).status).toBe(409);
    // a member of another company may be invited: they join with their own account
    const other = await createCompany(t);
    expect((await invite(org.owner, org.id, other.member.email)).status).toBe(201);
  });

  test('inviting an address again replaces the open invitation: one left, the old link dead', async () => {
    const org = await createCompany(t);
    const first = await invited(org, 'member');
    t.clock.advanceMinutes(1);
    const again = await invite(org.admin, org.id, first.email, 'admin');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.invitation.id, role: 'admin' });
    const second = await mailedInvitationLink(t, first.email);
    expect(second.token).not.toBe(first.token);
    expect((await preview(first.id, first.token)).body.error.code).toBe('invitation_invalid');
    expect((await preview(second.id, second.token)).body.role).toBe('admin');
    const list = await t.call('GET', INVITATIONS, {
      token: org.owner.accessToken,
      query: { organizationId: org.id },
    });
    expect(list.body.value.map((i: { email: string }) => i.email)).toEqual([first.email]);
  });

  test('an organization that is not normal is 409 organization_not_normal', async () => {
    const org = await createCompany(t);
    await t.db.query(`UPDATE organizations SET status = 'pending' WHERE id = $1`, [org.id]);
    const response = await invite(org.owner, org.id);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('organization_not_normal');
  });

  test('a bad body is 400 schema_mismatch_error', async () => {
    const org = await createCompany(t);
    for (const body of [
      { organizationId: org.id, email: 'not-an-address', role: 'member' },
      { organizationId: org.id, email: uniqueEmail(), role: 'boss' },
      { email: uniqueEmail(), role: 'member' },
    ]) {
      const response = await t.call('POST', INVITATIONS, { token: org.owner.accessToken, body });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('schema_mismatch_error');
    }
  });
});

describe('GET /invitations?organizationId=', () => {
  const list = (caller: Caller | undefined, organizationId: string) =>
    t.call('GET', INVITATIONS, { token: caller?.accessToken, query: { organizationId } });

  test('the open invitations, newest first: not accepted, cancelled or expired', async () => {
    const org = await createCompany(t);
    const older = await invited(org);
    t.clock.advanceMinutes(1);
    const newer = await invited(org, 'admin');
    const cancelled = await invited(org);
    await t.call('DELETE', `${INVITATIONS}/${cancelled.id}`, { token: org.owner.accessToken });
    const accepted = await invited(org);
    expect((await accept(accepted.id, accepted.token)).status).toBe(200);

    const response = await list(org.member, org.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ value: [newer.invitation, older.invitation] });

    t.clock.advanceMinutes(7 * DAY_MINUTES);
    // the access tokens expired meanwhile
    const { accessToken } = await t.login(org.member.email);
    expect(
      (await t.call('GET', INVITATIONS, { token: accessToken, query: { organizationId: org.id } }))
        .body,
    ).toEqual({
      value: [],
    });
  });

  test('any active member lists; anyone else is refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgOwner, platformAdmin } = await createOutsiders(t);
    const status = async (caller: Caller | undefined) => outcome(await list(caller, org.id));
    expect(await status(undefined)).toEqual([401, 'check_token_error']);
    expect(await status(jobSeeker)).toEqual([404, 'not_found']);
    expect(await status(org.member)).toEqual([200, undefined]);
    expect(await status(org.admin)).toEqual([200, undefined]);
    expect(await status(org.owner)).toEqual([200, undefined]);
    expect(await status(otherOrgOwner)).toEqual([404, 'not_found']);
    expect(await status(platformAdmin)).toEqual([403, 'no_permission']);
    await suspendMember(t, org.id, org.member.id);
    expect(await status(org.member)).toEqual([403, 'no_permission']);
    const missing = await t.call('GET', INVITATIONS, { token: org.owner.accessToken });
    expect(missing.body.error.code).toBe('schema_mismatch_error');
  });
});

describe('POST /invitations/{id}/resend', () => {
  const resend = (caller: Caller | undefined, id: string) =>
    t.call('POST', `${INVITATIONS}/${id}/resend`, { token: caller?.accessToken });

  test('a new token and expiry and the mail again; the old link dies', async () => {
    const org = await createCompany(t);
    const first = await invited(org);
    t.clock.advanceMinutes(10);
    const response = await resend(org.admin, first.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...first.invitation,
      expiresAt: new Date(t.clock().getTime() + 7 * DAY_MINUTES * 60_000).toISOString(),
    });
    const second = await mailedInvitationLink(t, first.email);
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect((await preview(first.id, first.token)).body.error.code).toBe('invitation_invalid');
    expect((await accept(first.id, first.token)).body.error.code).toBe('invitation_invalid');
    expect((await accept(second.id, second.token)).status).toBe(200);
  });

  test('an expired invitation can be resent; a spent or cancelled one is 404', async () => {
    const org = await createCompany(t);
    const expired = await invited(org);
    const cancelled = await invited(org);
    const accepted = await invited(org);
    await t.call('DELETE', `${INVITATIONS}/${cancelled.id}`, { token: org.owner.accessToken });
    expect((await accept(accepted.id, accepted.token)).status).toBe(200);
    t.clock.advanceMinutes(7 * DAY_MINUTES + 1);
    const { accessToken } = await t.login(org.owner.email);
    const owner = { ...org.owner, accessToken };
    expect((await accept(expired.id, expired.token)).body.error.code).toBe('invitation_invalid');
    expect((await resend(owner, expired.id)).status).toBe(200);
    const renewed = await mailedInvitationLink(t, expired.email);
    expect((await accept(renewed.id, renewed.token)).status).toBe(200);
    expect((await resend(owner, cancelled.id)).status).toBe(404);
    expect((await resend(owner, accepted.id)).status).toBe(404);
    expect((await resend(owner, 'no-such-invitation')).status).toBe(404);
  });

  test('owners and admins resend (an owner invitation: owners only); anyone else is refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgOwner, platformAdmin } = await createOutsiders(t);
    const { id } = await invited(org);
    const status = async (caller: Caller | undefined, invitationId = id) =>
      outcome(await resend(caller, invitationId));
    expect(await status(undefined)).toEqual([401, 'check_token_error']);
    expect(await status(jobSeeker)).toEqual([404, 'not_found']);
    expect(await status(org.member)).toEqual([403, 'no_permission']);
    expect(await status(org.admin)).toEqual([200, undefined]);
    expect(await status(org.owner)).toEqual([200, undefined]);
    expect(await status(otherOrgOwner)).toEqual([404, 'not_found']);
    expect(await status(platformAdmin)).toEqual([403, 'no_permission']);
    const owners = await invited(org, 'owner');
    expect(await status(org.admin, owners.id)).toEqual([403, 'incorrect_organization_role']);
    expect(await status(org.owner, owners.id)).toEqual([200, undefined]);
  });
});

describe('DELETE /invitations/{id}', () => {
  const cancel = (caller: Caller | undefined, id: string) =>
    t.call('DELETE', `${INVITATIONS}/${id}`, { token: caller?.accessToken });

  test('cancels: 204, the link dies and the list drops it', async () => {
    const org = await createCompany(t);
    const { id, token } = await invited(org);
    const response = await cancel(org.admin, id);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect((await preview(id, token)).body.error.code).toBe('invitation_invalid');
    expect((await accept(id, token)).body.error.code).toBe('invitation_invalid');
    const list = await t.call('GET', INVITATIONS, {
      token: org.owner.accessToken,
      query: { organizationId: org.id },
    });
    expect(list.body.value).toEqual([]);
    expect((await cancel(org.admin, id)).status).toBe(404);
  });

  test('owners and admins cancel (an owner invitation: owners only); anyone else is refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgOwner, platformAdmin } = await createOutsiders(t);
    const status = async (caller: Caller | undefined, role: MemberRole = 'member') => {
      const { id } = await invited(org, role);
      return outcome(await cancel(caller, id));
    };
    expect(await status(undefined)).toEqual([401, 'check_token_error']);
    expect(await status(jobSeeker)).toEqual([404, 'not_found']);
    expect(await status(org.member)).toEqual([403, 'no_permission']);
    expect(await status(org.admin)).toEqual([204, undefined]);
    expect(await status(org.owner)).toEqual([204, undefined]);
    expect(await status(otherOrgOwner)).toEqual([404, 'not_found']);
    expect(await status(platformAdmin)).toEqual([403, 'no_permission']);
    expect(await status(org.admin, 'owner')).toEqual([403, 'incorrect_organization_role']);
    expect(await status(org.owner, 'owner')).toEqual([204, undefined]);
  });
});

describe('GET /invitations/{id} (preview with the link)', () => {
  test('with the link: the organization, the address, the role and whether the account exists', async () => {
    const org = await createCompany(t);
    const fresh = await invited(org, 'admin');
    const response = await preview(fresh.id, fresh.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: fresh.id,
      organizationName: org.name,
      email: fresh.email,
      role: 'admin',
      accountExists: false,
      expiresAt: fresh.invitation.expiresAt,
    });
    // previewing does not use the link up
    expect((await preview(fresh.id, fresh.token)).status).toBe(200);

    const colleague = (await createCompany(t)).member;
    const existing = await invited(org, 'member', colleague.email);
    expect((await preview(existing.id, existing.token)).body.accountExists).toBe(true);
    // a job seeker's address is no company account
    const seeker = await t.createUser();
    const seekers = await invited(org, 'member', seeker.email);
    expect((await preview(seekers.id, seekers.token)).body.accountExists).toBe(false);
  });

  test('without the right token nothing is told: 400 invitation_invalid', async () => {
    const org = await createCompany(t);
    const one = await invited(org);
    const other = await invited(org);
    for (const [id, token] of [
      [one.id, undefined],
      [one.id, 'not-the-token'],
      [one.id, other.token],
      [one.id, org.owner.accessToken],
      ['no-such-invitation', one.token],
    ] as const) {
      const response = await preview(id, token);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invitation_invalid');
      expect(JSON.stringify(response.body)).not.toContain(org.name);
    }
  });

  test('a link works for 7 days', async () => {
    const org = await createCompany(t);
    const { id, token } = await invited(org);
    t.clock.advanceMinutes(7 * DAY_MINUTES - 1);
    expect((await preview(id, token)).status).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await preview(id, token)).body.error.code).toBe('invitation_invalid');
    expect((await accept(id, token)).body.error.code).toBe('invitation_invalid');
  });
});

describe('PATCH /invitations/{id} (accepting)', () => {
  test('a new address: a verified company user and member, signed in as by POST /login', async () => {
    const org = await createCompany(t);
    const { id, token, email } = await invited(org, 'admin');
    const response = await accept(id, token, { name: ' 招待 花子 ', password: COMPANY_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accessToken: expect.any(String), userId: expect.any(String) });
    expect(refreshSetCookie(response.headers)).toMatch(/HttpOnly; SameSite=Strict/);
    const { userId, accessToken } = response.body;

    const me = await t.call('GET', `/api/demand-user/users/${userId}`, { token: accessToken });
    expect(me.body).toMatchObject({ typeId: '010', email, emailVerified: true, name: '招待 花子' });
    expect(await findMembership(t.db, org.id, userId)).toMatchObject({
      role: 'admin',
      status: 'active',
    });
    // the refresh cookie works as a login's does
    const refreshed = await t.call('POST', '/api/demand-auth/refresh-access-token', {
      body: { fingerprint: FINGERPRINT },
      cookies: { jobmatch_refresh: refreshTokenFrom(response.headers) ?? '' },
    });
    expect(refreshed.status).toBe(200);
    // the password was hashed, not stored
    const stored = await findUserByEmail(t.db, email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(t.login(email, COMPANY_PASSWORD)).resolves.toMatchObject({ userId });

    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe('【JobMatch】企業アカウントの登録が完了しました');
    expect(mail?.text).toContain(`${org.name} のメンバーとして`);
    expect(mail?.links).toEqual(['http://jobmatch.test/company/mypage']);
  });

  test('the link works once, even for two requests at the same time', async () => {
    const org = await createCompany(t);
    const { id, token, email } = await invited(org);
    const answers = await Promise.all([accept(id, token), accept(id, token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.error.code).toBe('invitation_invalid');
    const again = await accept(id, token);
    expect(again.body.error.code).toBe('invitation_invalid');
    expect((await preview(id, token)).body.error.code).toBe('invitation_invalid');
    const { rows } = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  test('needs the fingerprint header, and a wrong request leaves the link usable', async () => {
    const org = await createCompany(t);
    const { id, token } = await invited(org);
    const noFingerprint = await accept(id, token, undefined, { fingerprint: null });
    expect(noFingerprint.status).toBe(400);
    expect(noFingerprint.body.error).toMatchObject({
      code: 'wrong_parameter',
      target: 'x-nb-fingerprint',
    });
    const noName = await accept(id, token, { password: COMPANY_PASSWORD });
    expect(noName.body.error.code).toBe('schema_mismatch_error');
    expect((await accept(id, token)).status).toBe(200);
  });

  test('a new account needs a name', async () => {
    const org = await createCompany(t);
    const { id, token } = await invited(org);
    for (const body of [{ password: 'Secret123!' }, { name: '  ', password: 'Secret123!' }]) {
      const response = await accept(id, token, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'schema_mismatch_error', target: 'name' });
    }
    expect((await preview(id, token)).status).toBe(200);
  });

  test('without the right token: 400 invitation_invalid, before the body is looked at', async () => {
    const org = await createCompany(t);
    const { id } = await invited(org);
    for (const token of [undefined, 'not-the-token', org.owner.accessToken]) {
      const response = await accept(id, token, { name: '', password: 'weak' });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invitation_invalid');
    }
  });

  test.each([
    ['shorter than 8', 'Sh0rt!', [companyPasswordRuleMessages.minLength(8)]],
    ['longer than 64', `Aa1!${'a'.repeat(61)}`, [companyPasswordRuleMessages.maxLength(64)]],
    ['no lower-case letter', 'SECRET123!', [companyPasswordRuleMessages.lowercase]],
    ['no upper-case letter', 'secret123!', [companyPasswordRuleMessages.uppercase]],
    ['no digit', 'Secretabc!', [companyPasswordRuleMessages.digit]],
    ['no symbol', 'Secret1234', [companyPasswordRuleMessages.symbol]],
    [
      "a job seeker's password",
      PASSWORD,
      [companyPasswordRuleMessages.uppercase, companyPasswordRuleMessages.symbol],
    ],
  ])('the company password rule: %s', async (_rule, password, messages) => {
    const org = await createCompany(t);
    const { id, token } = await invited(org);
    const response = await accept(id, token, { name: '招待 花子', password });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'password_does_not_meet_requirements',
      target: 'password',
      details: messages.map((message) => ({
        code: 'password_does_not_meet_requirements',
        target: 'password',
        message,
      })),
    });
    // a weak password does not use the link up
    expect((await preview(id, token)).status).toBe(200);
  });

  test('an existing company account joins with its own password, and no user is made', async () => {
    const org = await createCompany(t);
    const other = await createCompany(t);
    const { id, token } = await invited(org, 'member', other.admin.email);
    const wrong = await accept(id, token, { password: 'Wrong123!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('login_error');
    // the account's own password, whatever the rules say of it
    // no name: the account keeps its own
    const joined = await accept(id, token, { password: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.body.userId).toBe(other.admin.id);
    expect(refreshSetCookie(joined.headers)).toBeDefined();
    expect(await findMembership(t.db, org.id, other.admin.id)).toMatchObject({ role: 'member' });
    expect(await findMembership(t.db, other.id, other.admin.id)).toMatchObject({ role: 'admin' });
    // the account keeps its name
    expect((await findUserByEmail(t.db, other.admin.email))?.name).toBe('テスト ユーザー');
    expect((await t.lastMail(other.admin.email))?.subject).toContain('企業アカウントの登録が完了');
  });

  test("a job seeker's or an administrator's address is 409 already_exists", async () => {
    const org = await createCompany(t);
    for (const account of [await t.createUser(), await t.createUser({ typeId: '100' })]) {
      const { id, token } = await invited(org, 'member', account.email);
      const response = await accept(id, token, { name: '招待 花子', password: PASSWORD });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('already_exists');
      expect(await findMembership(t.db, org.id, account.id)).toBeUndefined();
    }
  });
});

describe('the company password rule on reset and change', () => {
  test('a company user resets to a password of the company rule', async () => {
    const org = await createCompany(t);
    await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
      body: { email: org.member.email },
    });
    const token = await t.lastMailToken(org.member.email);
    const weak = await t.call('POST', '/api/demand-user/users/reset_password', {
      body: { token, password: 'renewed123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('password_does_not_meet_requirements');
    expect(weak.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      companyPasswordRuleMessages.uppercase,
      companyPasswordRuleMessages.symbol,
    ]);
    const reset = await t.call('POST', '/api/demand-user/users/reset_password', {
      body: { token, password: 'Renewed123!' },
    });
    expect(reset.status).toBe(200);
  });

  test('a company user changes to a password of the company rule; a job seeker keeps theirs', async () => {
    const org = await createCompany(t);
    const change = (caller: Caller, newPassword: string) =>
      t.call('PATCH', `/api/demand-user/users/${caller.id}/change_password`, {
        token: caller.accessToken,
        body: { password: PASSWORD, newPassword },
      });
    const weak = await change(org.member, 'brandnew99');
    expect(weak.body.error).toMatchObject({
      code: 'password_does_not_meet_requirements',
      target: 'newPassword',
    });
    expect((await change(org.member, 'Brandnew99!')).status).toBe(200);
    expect((await change(await t.createUser(), 'brandnew99')).status).toBe(200);
  });
});

describe('rate limits', () => {
  test('previewing and accepting are limited per IP like the password reset', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: '2' } });
    try {
      for (const method of ['GET', 'PATCH'] as const) {
        const send = () =>
          limited.call(method, `${INVITATIONS}/no-such-invitation`, {
            remoteAddress: '198.51.100.30',
            token: 'not-a-token',
            body: method === 'PATCH' ? { name: 'x', password: 'x' } : undefined,
          });
        expect((await send()).status).toBe(400);
        expect((await send()).status).toBe(400);
        const refused = await send();
        expect(refused.status).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      }
    } finally {
      await limited.close();
    }
  });
});
