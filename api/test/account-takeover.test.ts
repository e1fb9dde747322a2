import { createTestApp, PASSWORD, setUpTestApp, uniqueEmail, type TestApp } from './helper';

// Issue 9, "Account takeover survives recovery" and "the last administrator"
// (docs/settings.md, docs/accounts.md#one-off-links-and-spent-link-codes, docs/errors.md#account-codes).

const t = setUpTestApp();

const USERS = '/api/demand-user/users';
const user = (id: string, suffix = '') => `${USERS}/${id}${suffix}`;

const requestEmailChange = (id: string, accessToken: string, email: string, password?: string) =>
  t.call('PATCH', user(id, '/change_email'), {
    token: accessToken,
    body: password === undefined ? { email } : { email, password },
  });
const verifyEmailChange = (token: string) =>
  t.call('POST', `${USERS}/verify_change_email`, { body: { token } });

/** A pending email change of `me` to a fresh address: the link's token and the address. */
async function pendingEmailChange(me: { id: string; accessToken: string }) {
  const newEmail = uniqueEmail('pending');
  expect((await requestEmailChange(me.id, me.accessToken, newEmail, PASSWORD)).status).toBe(200);
  return { newEmail, token: await t.lastMailToken(newEmail) };
}

async function expectVoided(token: string, ownerId: string, ownerEmail: string) {
  const response = await verifyEmailChange(token);
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('token_invalidated');
  const admin = await t.createUser({ typeId: '100' });
  expect((await t.call('GET', user(ownerId), { token: admin.accessToken })).body.email).toBe(
    ownerEmail,
  );
}

describe('the takeover path is closed', () => {
  test('a stolen access token cannot move the address, and recovery kills a pending change', async () => {
    const victim = await t.createUser();
    const stolen = victim.accessToken; // e.g. read from the victim's browser for a few minutes
    const attackerEmail = uniqueEmail('attacker');

    // 1. With only the access token, the change is refused: no password, or a guessed one.
    const withoutPassword = await requestEmailChange(victim.id, stolen, attackerEmail);
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.error.code).toBe('schema_mismatch_error');
    const guessed = await requestEmailChange(victim.id, stolen, attackerEmail, 'guess1234');
    expect(guessed.status).toBe(400);
    expect(guessed.body.error).toMatchObject({ code: 'login_error', target: 'password' });
    expect(await t.lastMail(attackerEmail)).toBeUndefined();

    // 2. Worst case, the attacker knows the password too: the link goes out, and the owner's
    //    address hears of it at once, with the way out.
    expect((await requestEmailChange(victim.id, stolen, attackerEmail, PASSWORD)).status).toBe(200);
    const attackerLink = await t.lastMailToken(attackerEmail);
    const notice = await t.lastMail(victim.email);
    expect(notice?.subject).toBe('【JobMatch】メールアドレス変更のリクエストがありました');
    expect(notice?.text).toContain(attackerEmail);
    expect(notice?.links).toEqual(['http://jobmatch.test/auth/reset-password-request']);

    // 3. The owner recovers the account by a password reset.
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: victim.email } });
    const reset = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'recovered99', token: await t.lastMailToken(victim.email) },
    });
    expect(reset.status).toBe(200);

    // 4. The attacker's link and session are dead; the address stays the owner's.
    await expectVoided(attackerLink, victim.id, victim.email);
    expect((await t.call('GET', user(victim.id), { token: stolen })).status).toBe(401);
    await expect(t.login(victim.email, 'recovered99')).resolves.toMatchObject({
      userId: victim.id,
    });
    // the attacker's address owns nothing: a reset asked for it mails nothing there
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: attackerEmail } });
    expect((await t.lastMail(attackerEmail))?.subject).toBe('【JobMatch】メールアドレス変更の確認');
  });

  test('a reset voids every mailed link of the account, not only reset links', async () => {
    const me = await t.signUp();
    const verifyLink = await t.lastMailToken(me.email);
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: me.email } });
    const firstReset = await t.lastMailToken(me.email);
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: me.email } });
    const secondReset = await t.lastMailToken(me.email);
    expect(
      (
        await t.call('POST', `${USERS}/reset_password`, {
          body: { password: 'brandnew99', token: secondReset },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `${USERS}/reset_password`, {
          body: { password: 'another99', token: firstReset },
        })
      ).body.error.code,
    ).toBe('password_reset_invalid');
    // the reset proved the address anyway; the point is that the old link is spent
    const verify = await t.call('POST', `${USERS}/verify_email`, { body: { token: verifyLink } });
    expect(verify.status).toBe(400);
    expect(verify.body.error.code).toBe('token_invalidated');
  });

  test('a password change voids a pending email change and ends the other logins', async () => {
    const me = await t.createUser();
    const { token } = await pendingEmailChange(me);
    const otherDevice = await t.login(me.email, PASSWORD, 'device-2');
    const change = await t.call('PATCH', user(me.id, '/change_password'), {
      token: me.accessToken,
      body: { password: PASSWORD, newPassword: 'brandnew99' },
    });
    expect(change.status).toBe(200);
    await expectVoided(token, me.id, me.email);
    expect(
      (
        await t.call('GET', user(me.id), {
          token: otherDevice.accessToken,
          fingerprint: 'device-2',
        })
      ).status,
    ).toBe(401);
  });

  test('a lock voids a pending email change', async () => {
    const me = await t.createUser();
    const { token } = await pendingEmailChange(me);
    const admin = await t.createUser({ typeId: '100' });
    expect((await t.call('POST', user(me.id, '/lock'), { token: admin.accessToken })).status).toBe(
      200,
    );
    await t.call('POST', user(me.id, '/unlock'), { token: admin.accessToken });
    await expectVoided(token, me.id, me.email);
  });

  test('a deactivation voids a pending email change', async () => {
    const me = await t.createUser();
    const { newEmail, token } = await pendingEmailChange(me);
    const deactivate = await t.call('POST', `${USERS}/deactivate`, {
      token: me.accessToken,
      body: { userId: me.id, password: PASSWORD },
    });
    expect(deactivate.status).toBe(200);
    expect((await verifyEmailChange(token)).body.error.code).toBe('token_invalidated');
    // the new address was never taken by the closed account
    await expect(t.signUp(newEmail)).resolves.toMatchObject({ email: newEmail });
  });
});

describe('the current password guards email change and deactivation', () => {
  test('change_email: a missing or wrong password is refused as on change_password', async () => {
    const me = await t.createUser();
    const newEmail = uniqueEmail('new');
    const missing = await requestEmailChange(me.id, me.accessToken, newEmail);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { target: string }) => d.target)).toContain(
      'password',
    );
    const wrong = await requestEmailChange(me.id, me.accessToken, newEmail, 'wrong1234');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'login_error', target: 'password' });
    expect(await t.lastMail(newEmail)).toBeUndefined();
    // an administrator acting for the user gives their own password, not the user's
    const admin = await t.createUser({ typeId: '100' });
    expect((await requestEmailChange(me.id, admin.accessToken, newEmail, PASSWORD)).status).toBe(
      200,
    );
    expect((await t.lastMail(newEmail))?.subject).toBe('【JobMatch】メールアドレス変更の確認');
  });

  test('deactivate: missing or wrong is refused; an administrator gives their own', async () => {
    const me = await t.createUser();
    const missing = await t.call('POST', `${USERS}/deactivate`, {
      token: me.accessToken,
      body: { userId: me.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('schema_mismatch_error');
    const wrong = await t.call('POST', `${USERS}/deactivate`, {
      token: me.accessToken,
      body: { userId: me.id, password: 'wrong1234' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'login_error', target: 'password' });
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(200);

    const admin = await t.createUser({ typeId: '100' });
    const ok = await t.call('POST', `${USERS}/deactivate`, {
      token: admin.accessToken,
      body: { userId: me.id, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(401);
  });
});

describe('the old address is told of an address change', () => {
  test('when it is requested and when it is done', async () => {
    const me = await t.createUser();
    const newEmail = uniqueEmail('moved');
    await requestEmailChange(me.id, me.accessToken, newEmail, PASSWORD);
    const requested = await t.lastMail(me.email);
    expect(requested?.subject).toBe('【JobMatch】メールアドレス変更のリクエストがありました');
    expect(requested?.text).toContain(newEmail);

    expect((await verifyEmailChange(await t.lastMailToken(newEmail))).status).toBe(200);
    const changed = await t.lastMail(me.email);
    expect(changed?.subject).toBe('【JobMatch】メールアドレスが変更されました');
    expect(changed?.text).toContain(newEmail);
    expect(changed?.links).toEqual([]);
  });
});

describe('the last administrator', () => {
  let own: TestApp;
  beforeAll(async () => {
    // a database of its own: the count of administrators must be this test's alone
    own = await createTestApp({ isolatedDatabase: true });
  });
  afterAll(() => own.close());

  test('cannot be locked, deactivated or deleted; others can', async () => {
    const first = await own.createUser({ typeId: '100' });
    const expectRefused = (response: { status: number; body: { error: { code: string } } }) => {
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('last_administrator');
    };
    expectRefused(await own.call('POST', user(first.id, '/lock'), { token: first.accessToken }));
    expectRefused(
      await own.call('POST', `${USERS}/deactivate`, {
        token: first.accessToken,
        body: { userId: first.id, password: PASSWORD },
      }),
    );
    expectRefused(await own.call('DELETE', user(first.id), { token: first.accessToken }));
    expect((await own.call('GET', user(first.id), { token: first.accessToken })).status).toBe(200);

    // a second administrator: either may go, but not both
    const second = await own.createUser({ typeId: '100' });
    const locked = await own.call('POST', user(second.id, '/lock'), { token: first.accessToken });
    expect(locked.status).toBe(200);
    // a locked administrator cannot act, so the first is the last again
    expectRefused(await own.call('DELETE', user(first.id), { token: first.accessToken }));
    expect((await own.call('DELETE', user(second.id), { token: first.accessToken })).status).toBe(
      204,
    );

    const third = await own.createUser({ typeId: '100' });
    expect(
      (
        await own.call('POST', `${USERS}/deactivate`, {
          token: third.accessToken,
          body: { userId: first.id, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    expectRefused(await own.call('DELETE', user(third.id), { token: third.accessToken }));

    // ordinary accounts are not affected
    const member = await own.createUser();
    expect(
      (await own.call('POST', user(member.id, '/lock'), { token: third.accessToken })).status,
    ).toBe(200);
    expect((await own.call('DELETE', user(member.id), { token: third.accessToken })).status).toBe(
      204,
    );
  });
});
