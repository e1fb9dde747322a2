import type { MemberRole } from '@jobmatch/shared/contracts';
import {
  companyUser,
  createCompany,
  createOutsiders,
  ORG,
  outcome,
  suspendMember,
  type Caller,
  type Company,
} from './company-fixtures';
import { insertMembership } from '../src/services/organizations/organizations-module';
import { FINGERPRINT, PASSWORD, refreshSetCookie, setUpTestApp } from './helper';

// docs/company.md#api: who works for which company, and the rules for changing and removing
// members; a company user needs an active membership to sign in.

const t = setUpTestApp();

const members = (org: { id: string }, caller: Caller | null) =>
  t.call('GET', `${ORG}/organizations/${org.id}/members`, { token: caller?.accessToken });
const change = (
  org: { id: string },
  caller: Caller | null,
  userId: string,
  body: { role: MemberRole } | { status: 'active' | 'suspended' },
) =>
  t.call('PATCH', `${ORG}/organizations/${org.id}/members/${userId}`, {
    token: caller?.accessToken,
    body,
  });
const remove = (org: { id: string }, caller: Caller | null, userId: string) =>
  t.call('DELETE', `${ORG}/organizations/${org.id}/members/${userId}`, {
    token: caller?.accessToken,
  });
const loginStatus = async (caller: Caller) =>
  outcome(
    await t.call('POST', '/api/demand-auth/login', {
      body: { email: caller.email, password: PASSWORD, fingerprint: FINGERPRINT },
    }),
  );

describe('GET /users/{userId}/organizations', () => {
  const mine = (userId: string, caller: Caller | null) =>
    t.call('GET', `${ORG}/users/${userId}/organizations`, { token: caller?.accessToken });

  test('the companies a user works for, as what, suspended ones too', async () => {
    const org = await createCompany(t);
    const second = await createCompany(t);
    const both = await companyUser(t, org.id, 'admin');
    t.clock.advanceMinutes(1);
    await insertMembership(t.db, {
      organizationId: second.id,
      userId: both.id,
      role: 'member',
      now: t.clock(),
    });
    await change(second, second.owner, both.id, { status: 'suspended' });
    // the suspension ended their logins; still active in org, they sign in again
    const { accessToken } = await t.login(both.email);
    const response = await mine(both.id, { ...both, accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      value: [
        {
          organization: expect.objectContaining({
            id: org.id,
            name: org.name,
            status: 'normal',
            registeredAt: '2025-01-01T00:00:00.000Z',
          }),
          role: 'admin',
          memberStatus: 'active',
        },
        {
          organization: expect.objectContaining({ id: second.id }),
          role: 'member',
          memberStatus: 'suspended',
        },
      ],
    });
    expect(Object.keys(response.body.value[0].organization).sort()).toEqual(
      [
        'id',
        'name',
        'status',
        'registeredAt',
        'logoImageUri',
        'iconImageUri',
        'postalCode',
        'addressLine1',
        'addressLine2',
        'addressLine3',
        'phoneNumber',
        'customFields',
        'establishedOn',
        'employeeCount',
        'capital',
        'website',
        'representativeName',
      ].sort(),
    );
  });

  test('the user themself or a platform administrator; anyone else is refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    expect(outcome(await mine(org.member.id, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await mine(org.member.id, jobSeeker))).toEqual([403, 'no_permission']);
    expect(outcome(await mine(org.member.id, org.owner))).toEqual([403, 'no_permission']);
    expect(outcome(await mine(org.member.id, otherOrgMember))).toEqual([403, 'no_permission']);
    expect((await mine(org.member.id, platformAdmin)).body.value).toHaveLength(1);
    expect((await mine(jobSeeker.id, jobSeeker)).body).toEqual({ value: [] });
  });
});

describe('GET /organizations/{orgId}/members', () => {
  test('active members and platform administrators list them, owners first', async () => {
    const org = await createCompany(t);
    // within a role, the longest-standing first
    t.clock.advanceMinutes(1);
    const second = await companyUser(t, org.id, 'owner');
    const { platformAdmin } = await createOutsiders(t);
    for (const caller of [org.owner, org.admin, org.member, platformAdmin]) {
      const response = await members(org, caller);
      expect(response.status).toBe(200);
      expect(response.body.value.map((m: { userId: string }) => m.userId)).toEqual([
        org.owner.id,
        second.id,
        org.admin.id,
        org.member.id,
      ]);
    }
    expect((await members(org, org.member)).body.value[3]).toEqual({
      userId: org.member.id,
      name: 'テスト ユーザー',
      email: org.member.email,
      role: 'member',
      status: 'active',
      createdAt: new Date(t.clock().getTime() - 60_000).toISOString(),
    });
  });

  test('outsiders are refused; a suspended member too; unknown organizations are 404', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    expect(outcome(await members(org, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await members(org, jobSeeker))).toEqual([404, 'not_found']);
    expect(outcome(await members(org, otherOrgMember))).toEqual([404, 'not_found']);
    // straight in the database, so that the login lives on and the membership check answers
    await suspendMember(t, org.id, org.member.id);
    expect(outcome(await members(org, org.member))).toEqual([403, 'no_permission']);
    expect(outcome(await members({ id: 'no-such-org' }, platformAdmin))).toEqual([
      404,
      'not_found',
    ]);
  });
});

describe('PATCH /organizations/{orgId}/members/{userId}', () => {
  test('an owner or admin changes a role; the answer is the member', async () => {
    const org = await createCompany(t);
    const promoted = await change(org, org.admin, org.member.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: org.member.id, role: 'admin', status: 'active' });
    expect((await change(org, org.owner, org.member.id, { role: 'member' })).body.role).toBe(
      'member',
    );
    // an admin may step down
    expect((await change(org, org.admin, org.admin.id, { role: 'member' })).body.role).toBe(
      'member',
    );
  });

  test("making an owner needs an owner (incorrect_organization_role); an owner's role never changes", async () => {
    const org = await createCompany(t);
    expect(outcome(await change(org, org.admin, org.member.id, { role: 'owner' }))).toEqual([
      403,
      'incorrect_organization_role',
    ]);
    expect(outcome(await change(org, org.admin, org.admin.id, { role: 'owner' }))).toEqual([
      403,
      'incorrect_organization_role',
    ]);
    expect((await change(org, org.owner, org.member.id, { role: 'owner' })).body.role).toBe(
      'owner',
    );
    // now two owners: still neither can be demoted, by anyone
    for (const caller of [org.owner, org.admin])
      expect(outcome(await change(org, caller, org.member.id, { role: 'admin' }))).toEqual([
        400,
        'user_cannot_change_from_owner',
      ]);
    expect(outcome(await change(org, org.owner, org.owner.id, { role: 'member' }))).toEqual([
      400,
      'user_cannot_change_from_owner',
    ]);
  });

  test('owners and admins suspend and resume others; a suspended member cannot sign in or work', async () => {
    const org = await createCompany(t);
    const suspended = await change(org, org.admin, org.member.id, { status: 'suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ userId: org.member.id, status: 'suspended' });
    expect(await loginStatus(org.member)).toEqual([403, 'no_permission']);
    // the suspension ended the member's logins
    expect(outcome(await members(org, org.member))).toEqual([401, 'token_invalidated']);
    expect(outcome(await change(org, org.member, org.member.id, { status: 'active' }))).toEqual([
      401,
      'token_invalidated',
    ]);
    expect((await change(org, org.owner, org.member.id, { status: 'active' })).body.status).toBe(
      'active',
    );
    expect((await loginStatus(org.member))[0]).toBe(200);
  });

  test('anyone may suspend themself, nobody resumes themself', async () => {
    const org = await createCompany(t);
    expect(outcome(await change(org, org.member, org.member.id, { status: 'active' }))).toEqual([
      403,
      'no_permission',
    ]);
    expect(
      (await change(org, org.member, org.member.id, { status: 'suspended' })).body.status,
    ).toBe('suspended');
    expect((await change(org, org.admin, org.admin.id, { status: 'suspended' })).body.status).toBe(
      'suspended',
    );
    // the suspended admin has to ask someone else: their login ended with the suspension, and
    // one that outlived it (suspended straight in the database) is refused by the rule
    expect(outcome(await change(org, org.admin, org.admin.id, { status: 'active' }))).toEqual([
      401,
      'token_invalidated',
    ]);
    const lingering = await companyUser(t, org.id, 'admin');
    await suspendMember(t, org.id, lingering.id);
    expect(outcome(await change(org, lingering, lingering.id, { status: 'active' }))).toEqual([
      403,
      'no_permission',
    ]);
    expect((await change(org, org.owner, org.admin.id, { status: 'active' })).status).toBe(200);
  });

  test('the last active owner cannot be suspended, by themself or anyone', async () => {
    const org = await createCompany(t);
    expect(outcome(await change(org, org.owner, org.owner.id, { status: 'suspended' }))).toEqual([
      400,
      'organization_last_owner',
    ]);
    // an admin may not touch an owner at all
    expect(outcome(await change(org, org.admin, org.owner.id, { status: 'suspended' }))).toEqual([
      403,
      'incorrect_organization_role',
    ]);
    const second = await companyUser(t, org.id, 'owner');
    expect((await change(org, org.owner, second.id, { status: 'suspended' })).status).toBe(200);
    expect(outcome(await change(org, org.owner, org.owner.id, { status: 'suspended' }))).toEqual([
      400,
      'organization_last_owner',
    ]);
    expect((await change(org, org.owner, second.id, { status: 'active' })).status).toBe(200);
    expect((await change(org, org.owner, org.owner.id, { status: 'suspended' })).status).toBe(200);
  });

  test('the refusals name the action tried: suspending or deleting the last owner, an owner by an admin', async () => {
    const org = await createCompany(t);
    const suspend = await change(org, org.owner, org.owner.id, { status: 'suspended' });
    expect(suspend.body.error).toMatchObject({ code: 'organization_last_owner' });
    expect(suspend.body.error.message).toMatch(/cannot be suspended/);
    const deleted = await remove(org, org.owner, org.owner.id);
    expect(deleted.body.error).toMatchObject({ code: 'organization_last_owner' });
    expect(deleted.body.error.message).toMatch(/cannot be deleted/);
    const bySuspendingAdmin = await change(org, org.admin, org.owner.id, { status: 'suspended' });
    expect(bySuspendingAdmin.body.error.message).toBe('Only an owner may suspend an owner');
    const byDeletingAdmin = await remove(org, org.admin, org.owner.id);
    expect(byDeletingAdmin.body.error.message).toBe('Only an owner may delete an owner');
    const byPromotingAdmin = await change(org, org.admin, org.member.id, { role: 'owner' });
    expect(byPromotingAdmin.body.error.message).toBe('Only an owner may make someone an owner');
  });

  test('two owners suspending each other at once: one of them stays', async () => {
    const org = await createCompany(t);
    const second = await companyUser(t, org.id, 'owner');
    const answers = await Promise.all([
      change(org, org.owner, second.id, { status: 'suspended' }),
      change(org, second, org.owner.id, { status: 'suspended' }),
    ]);
    const [won, lost] = answers.map(outcome).sort();
    expect(won).toEqual([200, undefined]);
    // the loser was suspended first (requests in turn: its login ended with the suspension, or
    // its membership was checked after it) or found itself the last owner (at once)
    expect([
      [401, 'token_invalidated'],
      [403, 'no_permission'],
      [400, 'organization_last_owner'],
    ]).toContainEqual(lost);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organization_members
        WHERE organization_id = $1 AND role = 'owner' AND status = 'active'`,
      [org.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  test('a member may only suspend themself; outsiders are refused; unknown members 404', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    const body = { status: 'suspended' } as const;
    expect(outcome(await change(org, null, org.admin.id, body))).toEqual([
      401,
      'check_token_error',
    ]);
    expect(outcome(await change(org, org.member, org.admin.id, body))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await change(org, org.member, org.member.id, { role: 'admin' }))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await change(org, org.member, 'no-such-user', body))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await change(org, jobSeeker, org.member.id, body))).toEqual([404, 'not_found']);
    expect(outcome(await change(org, otherOrgMember, org.member.id, body))).toEqual([
      404,
      'not_found',
    ]);
    expect(outcome(await change(org, platformAdmin, org.member.id, body))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await change(org, org.owner, otherOrgMember.id, body))).toEqual([
      404,
      'not_found',
    ]);
    expect(
      outcome(
        await t.call('PATCH', `${ORG}/organizations/${org.id}/members/${org.member.id}`, {
          token: org.owner.accessToken,
          body: { role: 'boss' },
        }),
      ),
    ).toEqual([400, 'schema_mismatch_error']);
    expect(
      (await members(org, org.owner)).body.value.map((m: { status: string }) => m.status),
    ).toEqual(['active', 'active', 'active']);
  });
});

describe('DELETE /organizations/{orgId}/members/{userId}', () => {
  const ids = async (org: Company, caller: Caller = org.owner) =>
    (await members(org, caller)).body.value.map((m: { userId: string }) => m.userId);

  test('an owner or admin removes a member: 204, and the user can no longer sign in', async () => {
    const org = await createCompany(t);
    const response = await remove(org, org.admin, org.member.id);
    expect(response.status).toBe(204);
    expect(await ids(org)).toEqual([org.owner.id, org.admin.id]);
    expect(await loginStatus(org.member)).toEqual([403, 'no_permission']);
    expect(outcome(await remove(org, org.admin, org.member.id))).toEqual([404, 'not_found']);
    // an admin may leave
    expect((await remove(org, org.admin, org.admin.id)).status).toBe(204);
  });

  test('an admin cannot remove an owner; the last owner stays', async () => {
    const org = await createCompany(t);
    expect(outcome(await remove(org, org.admin, org.owner.id))).toEqual([
      403,
      'incorrect_organization_role',
    ]);
    expect(outcome(await remove(org, org.owner, org.owner.id))).toEqual([
      400,
      'organization_last_owner',
    ]);
    const second = await companyUser(t, org.id, 'owner');
    // a suspended owner is no owner to keep the company going
    await change(org, org.owner, second.id, { status: 'suspended' });
    expect(outcome(await remove(org, org.owner, org.owner.id))).toEqual([
      400,
      'organization_last_owner',
    ]);
    expect((await remove(org, org.owner, second.id)).status).toBe(204);
    const third = await companyUser(t, org.id, 'owner');
    expect((await remove(org, third, org.owner.id)).status).toBe(204);
    expect(await ids(org, third)).toEqual([third.id, org.admin.id, org.member.id]);
  });

  test('members, outsiders and platform administrators are refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    expect(outcome(await remove(org, null, org.member.id))).toEqual([401, 'check_token_error']);
    expect(outcome(await remove(org, org.member, org.member.id))).toEqual([403, 'no_permission']);
    expect(outcome(await remove(org, org.member, org.admin.id))).toEqual([403, 'no_permission']);
    expect(outcome(await remove(org, jobSeeker, org.member.id))).toEqual([404, 'not_found']);
    expect(outcome(await remove(org, otherOrgMember, org.member.id))).toEqual([404, 'not_found']);
    expect(outcome(await remove(org, platformAdmin, org.member.id))).toEqual([
      403,
      'no_permission',
    ]);
    expect(await ids(org)).toHaveLength(3);
  });
});

describe('POST /api/demand-auth/login for company users', () => {
  test('a company user without an active membership is 403 no_permission; members sign in', async () => {
    const org = await createCompany(t);
    expect((await loginStatus(org.owner))[0]).toBe(200);
    const loner = await companyUser(t, org.id, 'member');
    await remove(org, org.owner, loner.id);
    expect(await loginStatus(loner)).toEqual([403, 'no_permission']);
    // the wrong password still answers as for anyone
    const wrong = await t.call('POST', '/api/demand-auth/login', {
      body: { email: loner.email, password: 'wrong-password', fingerprint: FINGERPRINT },
    });
    expect(outcome(wrong)).toEqual([401, 'login_error']);
  });
});

describe("suspension and removal end the member's logins (issue 33)", () => {
  const refresh = (refreshToken: string) =>
    t.call('POST', '/api/demand-auth/refresh-access-token', {
      body: { fingerprint: FINGERPRINT },
      cookies: { jobmatch_refresh: refreshToken },
    });
  const revokedReasons = async (userId: string) =>
    (
      await t.db.query<{ revoked_reason: string | null }>(
        'SELECT revoked_reason FROM auth_sessions WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows.map((row) => row.revoked_reason);

  test("a suspended member's refresh cookie mints nothing; resumed, they log in afresh", async () => {
    const org = await createCompany(t);
    expect((await refresh(org.member.refreshToken)).status).toBe(200);
    expect((await change(org, org.owner, org.member.id, { status: 'suspended' })).status).toBe(200);
    expect(await revokedReasons(org.member.id)).toEqual(['membership_suspended']);
    // the rotated token of the refresh above is as dead as the one it replaced
    const refused = await refresh(org.member.refreshToken);
    expect(outcome(refused)).toEqual([401, 'token_invalidated']);
    expect((await change(org, org.owner, org.member.id, { status: 'active' })).status).toBe(200);
    expect(outcome(await refresh(org.member.refreshToken))[0]).toBe(401);
    const again = await t.login(org.member.email);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  test("a removed member's refresh cookie mints nothing", async () => {
    const org = await createCompany(t);
    expect((await remove(org, org.owner, org.member.id)).status).toBe(204);
    expect(await revokedReasons(org.member.id)).toEqual(['membership_removed']);
    expect(outcome(await refresh(org.member.refreshToken))).toEqual([401, 'token_invalidated']);
    expect(await loginStatus(org.member)).toEqual([403, 'no_permission']);
    // a member again (an invitation accepted), they sign in and stay signed in
    await insertMembership(t.db, {
      organizationId: org.id,
      userId: org.member.id,
      role: 'member',
      now: t.clock(),
    });
    const again = await t.login(org.member.email);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  test('a login that escaped the suspension is refused at refresh, its cookie cleared', async () => {
    const org = await createCompany(t);
    // straight in the database: no session is revoked, only the refresh can notice
    await suspendMember(t, org.id, org.admin.id);
    const refused = await refresh(org.admin.refreshToken);
    expect(outcome(refused)).toEqual([401, 'token_invalidated']);
    expect(refreshSetCookie(refused.headers)).toMatch(/^jobmatch_refresh=;.*Max-Age=0/);
    expect(await revokedReasons(org.admin.id)).toEqual(['account_unavailable']);
    // a job seeker has no membership and needs none
    const seeker = await t.createUser();
    expect((await refresh(seeker.refreshToken)).status).toBe(200);
  });
});
