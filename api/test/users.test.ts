import { createTestApp, FINGERPRINT, PASSWORD, setUpTestApp, uniqueEmail } from './helper';

const t = setUpTestApp();

const USERS = '/api/demand-user/users';
const user = (id: string, suffix = '') => `${USERS}/${id}${suffix}`;

describe('POST /users (sign-up)', () => {
  test('creates an unverified job seeker and mails a verification link', async () => {
    const email = uniqueEmail();
    const response = await t.call('POST', USERS, {
      body: { email, password: PASSWORD, name: 'placeholder', typeId: '000' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      typeId: '000',
      name: 'placeholder',
      email,
      emailVerified: false,
      phoneNumber: null,
      postalCode: null,
      addressLine1: null,
      addressLine2: null,
      addressLine3: null,
      iconImageUri: null,
      preferences: {},
      reviewStats: {},
      failedAttempts: 0,
      isLocked: false,
      customFields: {},
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
    const mail = await t.lastMail(email);
    expect(mail?.subject).toContain('メールアドレスの確認');
    expect(mail?.links[0]).toMatch(/^http:\/\/jobmatch\.test\/auth\/verify-email-success\/[\w-]+$/);
  });

  test('?sendVerificationEmail=false mails nothing; a resend mails the link later (issue 33)', async () => {
    const email = uniqueEmail();
    const response = await t.call('POST', USERS, {
      query: { sendVerificationEmail: 'false' },
      body: { email, password: PASSWORD, intendedUrl: '/positions/p-1' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, emailVerified: false });
    expect(await t.lastMail(email)).toBeUndefined();
    // no sign-up mail was counted: the notice's resend goes out at once
    const { accessToken } = await t.login(email);
    const resend = await t.call('POST', user(response.body.id, ':sendVerificationEmail'), {
      token: accessToken,
    });
    expect(resend.status).toBe(200);
    expect((await t.lastMail(email))?.subject).toContain('メールアドレスの確認');
  });

  test('sendVerificationEmail=true mails as usual; any other value is 400 schema_mismatch_error', async () => {
    const email = uniqueEmail();
    const mailed = await t.call('POST', USERS, {
      query: { sendVerificationEmail: 'true' },
      body: { email, password: PASSWORD },
    });
    expect(mailed.status).toBe(201);
    expect((await t.lastMail(email))?.subject).toContain('メールアドレスの確認');
    const unclear = uniqueEmail();
    const refused = await t.call('POST', USERS, {
      query: { sendVerificationEmail: 'no' },
      body: { email: unclear, password: PASSWORD },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'schema_mismatch_error',
      target: 'sendVerificationEmail',
    });
    expect(await t.lastMail(unclear)).toBeUndefined();
  });

  test('a taken address (any case) is 409 already_exists', async () => {
    const existing = await t.signUp();
    const response = await t.call('POST', USERS, {
      body: { email: existing.email.toUpperCase(), password: PASSWORD, name: 'x' },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'already_exists', target: 'email' });
  });

  test('a weak password is 400 password_does_not_meet_requirements', async () => {
    for (const password of ['short1', 'nodigitshere', '12345678', 'a1'.repeat(13)]) {
      const response = await t.call('POST', USERS, {
        body: { email: uniqueEmail(), password, name: 'x' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('password_does_not_meet_requirements');
      expect(response.body.error.details.length).toBeGreaterThan(0);
    }
  });

  test('public sign-up cannot choose another type; an admin can', async () => {
    const denied = await t.call('POST', USERS, {
      body: { email: uniqueEmail(), password: PASSWORD, name: 'x', typeId: '100' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('no_permission');
    const admin = await t.createUser({ typeId: '100' });
    // a company user's password follows the company rule (docs/company.md#passwords)
    const weak = await t.call('POST', USERS, {
      token: admin.accessToken,
      body: { email: uniqueEmail(), password: PASSWORD, name: 'x', typeId: '010' },
    });
    expect(weak.body.error.code).toBe('password_does_not_meet_requirements');
    const created = await t.call('POST', USERS, {
      token: admin.accessToken,
      body: { email: uniqueEmail(), password: 'Secret123!', name: 'x', typeId: '010' },
    });
    expect(created.status).toBe(201);
    expect(created.body.typeId).toBe('010');
  });

  test('bad input never reaches the database', async () => {
    expect((await t.call('POST', USERS, { body: { password: PASSWORD } })).body.error.code).toBe(
      'schema_mismatch_error',
    );
    expect(
      (await t.call('POST', USERS, { body: { email: 'x@example.com', password: 12345678 } })).body
        .error.code,
    ).toBe('schema_mismatch_error');
    expect(
      (
        await t.call('POST', USERS, {
          body: { email: 'x@example.com', password: PASSWORD, typeId: 'abc' },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', USERS, { payload: 'nope' })).status).toBe(400);
  });
});

describe('GET and PATCH /users/{id}', () => {
  test('a user reads and updates their own record', async () => {
    const me = await t.createUser();
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).body).toMatchObject({
      id: me.id,
      email: me.email,
      emailVerified: true,
    });
    const patch = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: {
        name: '山田 太郎',
        phoneNumber: '09012345678',
        postalCode: '100-0001',
        addressLine1: '東京都',
        addressLine2: '千代田区',
        addressLine3: '千代田1-1',
        customFields: {
          katakana_name: 'ヤマダ　タロウ',
          skills: ['react'],
          years_experience: { frontend_engineer: '3-5' },
        },
      },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({
      name: '山田 太郎',
      phoneNumber: '09012345678',
      postalCode: '100-0001',
      addressLine1: '東京都',
    });
    // customFields merge key by key; null removes a key
    const second = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { customFields: { is_signup_wizard_complete: true, skills: null } },
    });
    expect(second.body.customFields).toEqual({
      katakana_name: 'ヤマダ　タロウ',
      years_experience: { frontend_engineer: '3-5' },
      is_signup_wizard_complete: true,
    });
    const cleared = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { phoneNumber: null },
    });
    expect(cleared.body.phoneNumber).toBeNull();
  });

  test("another user's record is 403; a missing one is 404 for admins", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const read = await t.call('GET', user(other.id), { token: me.accessToken });
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('no_permission');
    expect(
      (await t.call('PATCH', user(other.id), { token: me.accessToken, body: { name: 'x' } }))
        .status,
    ).toBe(403);
    const admin = await t.createUser({ typeId: '100' });
    expect((await t.call('GET', user(other.id), { token: admin.accessToken })).status).toBe(200);
    const missing = await t.call('GET', user('no-such-user'), { token: admin.accessToken });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  test('unauthenticated calls are 401', async () => {
    const me = await t.createUser();
    expect((await t.call('GET', user(me.id))).status).toBe(401);
    expect((await t.call('PATCH', user(me.id), { body: { name: 'x' } })).status).toBe(401);
  });

  test('rejects unknown fields, wrong types and oversize bodies', async () => {
    const me = await t.createUser();
    const unknown = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { email: 'evil@example.com' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('schema_mismatch_error');
    const wrongType = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { name: 5, customFields: [] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details.map((d: { target: string }) => d.target)).toEqual(
      expect.arrayContaining(['name', 'customFields']),
    );
    const badPhone = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { phoneNumber: '090-1234-5678' },
    });
    expect(badPhone.body.error.target).toBe('phoneNumber');
    const tooBigForField = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      body: { customFields: { notes: 'x'.repeat(60_000) } },
    });
    expect(tooBigForField.status).toBe(400);
    const oversize = await t.call('PATCH', user(me.id), {
      token: me.accessToken,
      payload: JSON.stringify({ name: 'x'.repeat(200_000) }),
    });
    expect(oversize.status).toBe(413);
    expect(oversize.body.error.code).toBe('wrong_parameter');
  });
});

describe('email verification', () => {
  test('sendVerificationEmail mails a link whose token verifies once', async () => {
    const me = await t.signUp();
    const tokens = await t.login(me.email);
    t.clock.advanceMinutes(1); // past the per-user wait after the sign-up mail
    const send = await t.call('POST', user(me.id, ':sendVerificationEmail'), {
      token: tokens.accessToken,
    });
    expect(send.status).toBe(200);
    const token = await t.lastMailToken(me.email);

    const verify = await t.call('POST', `${USERS}/verify_email`, { token }); // one-off token as bearer
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ id: me.id, emailVerified: true });
    const again = await t.call('POST', `${USERS}/verify_email`, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('token_invalidated');
  });

  test('a link verifies only the address it was sent to', async () => {
    const me = await t.signUp();
    const oldLink = await t.lastMailToken(me.email);
    const { accessToken } = await t.login(me.email);
    const newEmail = uniqueEmail('moved');
    await t.call('PATCH', user(me.id, '/change_email'), {
      token: accessToken,
      body: { email: newEmail, password: PASSWORD },
    });
    await t.call('POST', `${USERS}/verify_change_email`, {
      body: { token: await t.lastMailToken(newEmail) },
    });
    const response = await t.call('POST', `${USERS}/verify_email`, { body: { token: oldLink } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('token_invalidated');
  });

  test('the sign-up link expires after 24 hours', async () => {
    const me = await t.signUp();
    const token = await t.lastMailToken(me.email);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect(
      (await t.call('POST', `${USERS}/verify_email`, { body: { token } })).body.error.code,
    ).toBe('token_invalidated');
  });

  test('needs a token; only the owner can ask for a new mail', async () => {
    expect((await t.call('POST', `${USERS}/verify_email`, { body: {} })).body.error.code).toBe(
      'wrong_parameter',
    );
    const me = await t.createUser();
    const other = await t.createUser();
    expect(
      (await t.call('POST', user(other.id, ':sendVerificationEmail'), { token: me.accessToken }))
        .status,
    ).toBe(403);
    expect((await t.call('POST', user(other.id, ':sendVerificationEmail'))).status).toBe(401);
  });
});

describe('verification mails', () => {
  const sendVerification = (id: string, token: string, body?: Record<string, unknown>) =>
    t.call('POST', user(id, ':sendVerificationEmail'), { token, body });
  const lastLink = async (email: string) => new URL((await t.lastMail(email))?.links[0] ?? '');

  test('carry the intended destination, from sign-up and from a resend', async () => {
    const email = uniqueEmail();
    const signUp = await t.call('POST', USERS, {
      body: { email, password: PASSWORD, intendedUrl: '/positions/p-1?apply=1' },
    });
    expect(signUp.status).toBe(201);
    const first = await lastLink(email);
    expect(first.pathname).toMatch(/^\/auth\/verify-email-success\/[\w-]+$/);
    expect(first.search).toBe('?intendedUrl=%2Fpositions%2Fp-1%3Fapply%3D1');
    expect(first.searchParams.get('intendedUrl')).toBe('/positions/p-1?apply=1');

    const { accessToken } = await t.login(email);
    t.clock.advanceMinutes(1);
    const resend = await sendVerification(signUp.body.id, accessToken, {
      intendedUrl: '/organization/o-1',
    });
    expect(resend.status).toBe(200);
    expect((await lastLink(email)).searchParams.get('intendedUrl')).toBe('/organization/o-1');
    t.clock.advanceMinutes(1);
    expect((await sendVerification(signUp.body.id, accessToken)).status).toBe(200);
    expect((await lastLink(email)).search).toBe('');
    // the token part is unchanged by the query: the link still verifies
    const verify = await t.call('POST', `${USERS}/verify_email`, {
      token: await t.lastMailToken(email),
    });
    expect(verify.body).toMatchObject({ emailVerified: true });
  });

  test.each(['//evil.example/x', 'https://evil.example/', 'positions', '/\\evil', '/a\nb'])(
    'refuse an intendedUrl that is not a same-site path (%p) with 400 wrong_parameter',
    async (intendedUrl) => {
      const email = uniqueEmail();
      const signUp = await t.call('POST', USERS, {
        body: { email, password: PASSWORD, intendedUrl },
      });
      expect(signUp.status).toBe(400);
      expect(signUp.body.error).toMatchObject({ code: 'wrong_parameter', target: 'intendedUrl' });
      expect(await t.lastMail(email)).toBeUndefined(); // and no account was made

      const me = await t.createUser({ verified: false });
      const resend = await sendVerification(me.id, me.accessToken, { intendedUrl });
      expect(resend.status).toBe(400);
      expect(resend.body.error).toMatchObject({ code: 'wrong_parameter', target: 'intendedUrl' });
    },
  );

  test('a resend waits 60 s after the last mail and at most 5 go out an hour: 429 with the wait', async () => {
    const me = await t.signUp();
    const { accessToken } = await t.login(me.email);
    const tooSoon = await sendVerification(me.id, accessToken);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(tooSoon.body.error).toMatchObject({
      code: 'api_error',
      details: [{ code: 'rate_limited', retryAfterSeconds: 60 }],
    });
    t.clock.advanceMinutes(0.5);
    expect((await sendVerification(me.id, accessToken)).body.error.details[0]).toMatchObject({
      retryAfterSeconds: 30,
    });
    // the refusals sent nothing: the sign-up mail plus four resends make five
    for (let resend = 1; resend <= 4; resend++) {
      t.clock.advanceMinutes(resend === 1 ? 0.5 : 1);
      expect((await sendVerification(me.id, accessToken)).status).toBe(200);
    }
    t.clock.advanceMinutes(1);
    const sixth = await sendVerification(me.id, accessToken);
    expect(sixth.status).toBe(429);
    // the sign-up mail went out 5 minutes ago: 55 minutes until it leaves the hour
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
    expect(sixth.body.error.details[0].retryAfterSeconds).toBe(55 * 60);
    t.clock.advanceMinutes(55);
    const later = await t.login(me.email); // the access token expired meanwhile
    expect((await sendVerification(me.id, later.accessToken)).status).toBe(200);
  });

  test('an already verified address gets no mail and is never limited', async () => {
    const me = await t.createUser({ verified: true });
    for (let i = 0; i < 3; i++) {
      const response = await sendVerification(me.id, me.accessToken);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
    }
    expect(await t.lastMail(me.email)).toBeUndefined();
  });

  test('the limits are settings, and off with the other rate limits', async () => {
    const settings: Record<string, string>[] = [
      { RATE_LIMIT_VERIFY_MAIL_INTERVAL_SECONDS: '0', RATE_LIMIT_VERIFY_MAILS_PER_HOUR: '100' },
      { RATE_LIMIT_ENABLED: 'false' },
    ];
    for (const env of settings) {
      const relaxed = await createTestApp({ env });
      try {
        const me = await relaxed.signUp();
        const { accessToken } = await relaxed.login(me.email);
        for (let i = 0; i < 6; i++) {
          const response = await relaxed.call('POST', user(me.id, ':sendVerificationEmail'), {
            token: accessToken,
          });
          expect(response.status).toBe(200);
        }
      } finally {
        await relaxed.close();
      }
    }
  });
});

describe('password reset', () => {
  test('the same answer whether or not the address exists', async () => {
    const me = await t.signUp();
    const known = await t.call('POST', `${USERS}/send_reset_password_email`, {
      body: { email: me.email },
    });
    const unknown = await t.call('POST', `${USERS}/send_reset_password_email`, {
      body: { email: uniqueEmail('ghost') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await t.lastMail(me.email))?.links[0]).toContain('/auth/reset-password-submit/');
  });

  test('resets once, ends every session and mails a notice', async () => {
    const me = await t.signUp();
    const session = await t.login(me.email);
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: me.email } });
    const token = await t.lastMailToken(me.email);

    const weak = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'weak', token },
    });
    expect(weak.body.error.code).toBe('password_does_not_meet_requirements');

    const reset = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'brandnew99', token },
    });
    expect(reset.status).toBe(200);
    expect((await t.lastMail(me.email))?.subject).toContain('パスワードが変更されました');
    expect((await t.call('GET', user(me.id), { token: session.accessToken })).status).toBe(401);
    await expect(t.login(me.email, 'brandnew99')).resolves.toMatchObject({ userId: me.id });

    const reused = await t.call('POST', `${USERS}/reset_password`, {
      body: { password: 'another99', token },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('password_reset_invalid');
  });

  test('the link expires after one hour', async () => {
    const me = await t.signUp();
    await t.call('POST', `${USERS}/send_reset_password_email`, { body: { email: me.email } });
    const token = await t.lastMailToken(me.email);
    t.clock.advanceMinutes(61);
    expect(
      (await t.call('POST', `${USERS}/reset_password`, { body: { password: 'brandnew99', token } }))
        .body.error.code,
    ).toBe('password_reset_invalid');
    expect(
      (
        await t.call('POST', `${USERS}/reset_password`, {
          body: { password: 'brandnew99', token: 'made-up' },
        })
      ).body.error.code,
    ).toBe('password_reset_invalid');
  });
});

describe('PATCH /users/{id}/change_password', () => {
  test('needs the current password; keeps this session, ends the others', async () => {
    const me = await t.createUser();
    const otherDevice = await t.login(me.email, PASSWORD, 'device-2');
    const wrong = await t.call('PATCH', user(me.id, '/change_password'), {
      token: me.accessToken,
      body: { password: 'wrong1234', newPassword: 'brandnew99' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('login_error');
    const weak = await t.call('PATCH', user(me.id, '/change_password'), {
      token: me.accessToken,
      body: { password: PASSWORD, newPassword: 'weak' },
    });
    expect(weak.body.error.code).toBe('password_does_not_meet_requirements');

    const ok = await t.call('PATCH', user(me.id, '/change_password'), {
      token: me.accessToken,
      body: { password: PASSWORD, newPassword: 'brandnew99' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(200);
    expect(
      (
        await t.call('GET', user(me.id), {
          token: otherDevice.accessToken,
          fingerprint: 'device-2',
        })
      ).status,
    ).toBe(401);
    expect((await t.lastMail(me.email))?.subject).toContain('パスワードが変更されました');
    await expect(t.login(me.email, 'brandnew99')).resolves.toBeDefined();
  });

  test("nobody changes another user's password", async () => {
    const me = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    const response = await t.call('PATCH', user(me.id, '/change_password'), {
      token: admin.accessToken,
      body: { password: PASSWORD, newPassword: 'brandnew99' },
    });
    expect(response.status).toBe(403);
  });
});

describe('email change', () => {
  test('applies only once the new address confirms', async () => {
    const me = await t.createUser();
    const newEmail = uniqueEmail('new');
    const request = await t.call('PATCH', user(me.id, '/change_email'), {
      token: me.accessToken,
      body: { email: newEmail, password: PASSWORD },
    });
    expect(request.status).toBe(200);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).body.email).toBe(me.email);
    const mail = await t.lastMail(newEmail);
    expect(mail?.links[0]).toContain('/settings/verify-change-email-success/');

    const token = await t.lastMailToken(newEmail);
    const verify = await t.call('POST', `${USERS}/verify_change_email`, { body: { token } });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ email: newEmail, emailVerified: true });
    await expect(t.login(newEmail)).resolves.toBeDefined();
    expect(
      (await t.call('POST', `${USERS}/verify_change_email`, { body: { token } })).body.error.code,
    ).toBe('token_invalidated');
  });

  test('a taken address is 409; an expired link is refused', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const taken = await t.call('PATCH', user(me.id, '/change_email'), {
      token: me.accessToken,
      body: { email: other.email, password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('already_exists');

    const newEmail = uniqueEmail('late');
    await t.call('PATCH', user(me.id, '/change_email'), {
      token: me.accessToken,
      body: { email: newEmail, password: PASSWORD },
    });
    const token = await t.lastMailToken(newEmail);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await t.call('POST', `${USERS}/verify_change_email`, { body: { token } })).status).toBe(
      400,
    );
  });

  test("another user's address cannot be changed", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expect(
      (
        await t.call('PATCH', user(other.id, '/change_email'), {
          token: me.accessToken,
          body: { email: uniqueEmail(), password: PASSWORD },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('PATCH', user(me.id, '/change_email'), {
          token: me.accessToken,
          body: { email: 'bad', password: PASSWORD },
        })
      ).status,
    ).toBe(400);
  });

  // GET and DELETE /users/{id}/email_change: the change awaiting its link
  type Caller = { id: string; accessToken: string };
  const requestChange = (me: Caller, email: string) =>
    t.call('PATCH', user(me.id, '/change_email'), {
      token: me.accessToken,
      body: { email, password: PASSWORD },
    });
  const pending = async (id: string, token?: string) => {
    const response = await t.call('GET', user(id, '/email_change'), { token });
    expect(response.status).toBe(200);
    return response.body.pendingEmailChange;
  };
  const cancel = (id: string, token?: string) =>
    t.call('DELETE', user(id, '/email_change'), { token });
  const openLink = (token: string) =>
    t.call('POST', `${USERS}/verify_change_email`, { body: { token } });

  test('pending: shows the requested address with its times until the link is opened', async () => {
    const me = await t.createUser();
    expect(await pending(me.id, me.accessToken)).toBeNull();
    const newEmail = uniqueEmail('pending');
    const requestedAt = t.clock();
    expect((await requestChange(me, newEmail)).status).toBe(200);
    expect(await pending(me.id, me.accessToken)).toEqual({
      email: newEmail,
      requestedAt: requestedAt.toISOString(),
      expiresAt: new Date(requestedAt.getTime() + 24 * 60 * 60_000).toISOString(),
    });
    expect((await openLink(await t.lastMailToken(newEmail))).status).toBe(200);
    expect(await pending(me.id, me.accessToken)).toBeNull();
  });

  test('pending: an expired link is no longer pending', async () => {
    const me = await t.createUser();
    await requestChange(me, uniqueEmail('expiring'));
    expect(await pending(me.id, me.accessToken)).not.toBeNull();
    t.clock.advanceMinutes(24 * 60 + 1);
    // the access token has expired meanwhile
    const { accessToken } = await t.login(me.email);
    expect(await pending(me.id, accessToken)).toBeNull();
  });

  test('pending: cancelling voids the link, and cancelling again is harmless', async () => {
    const me = await t.createUser();
    const newEmail = uniqueEmail('cancelled');
    await requestChange(me, newEmail);
    expect((await cancel(me.id, me.accessToken)).status).toBe(204);
    expect(await pending(me.id, me.accessToken)).toBeNull();
    const refused = await openLink(await t.lastMailToken(newEmail));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('token_invalidated');
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).body.email).toBe(me.email);
    expect((await cancel(me.id, me.accessToken)).status).toBe(204);
  });

  test('pending: a new request replaces the earlier one: one pending change at a time', async () => {
    const me = await t.createUser();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(me, first);
    await requestChange(me, second);
    expect((await pending(me.id, me.accessToken)).email).toBe(second);
    const refused = await openLink(await t.lastMailToken(first));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('token_invalidated');
    const applied = await openLink(await t.lastMailToken(second));
    expect(applied.status).toBe(200);
    expect(applied.body.email).toBe(second);
    expect(await pending(me.id, me.accessToken)).toBeNull();
  });

  test('pending: only self or an admin; a guest is 401; a missing user is 404 for admins', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const otherEmail = uniqueEmail('other');
    await requestChange(other, otherEmail);
    for (const method of ['GET', 'DELETE'] as const) {
      const denied = await t.call(method, user(other.id, '/email_change'), {
        token: me.accessToken,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('no_permission');
      expect((await t.call(method, user(other.id, '/email_change'))).status).toBe(401);
    }
    expect((await pending(other.id, other.accessToken)).email).toBe(otherEmail);

    const admin = await t.createUser({ typeId: '100' });
    expect((await pending(other.id, admin.accessToken)).email).toBe(otherEmail);
    expect((await cancel(other.id, admin.accessToken)).status).toBe(204);
    expect(await pending(other.id, other.accessToken)).toBeNull();
    for (const method of ['GET', 'DELETE'] as const) {
      const missing = await t.call(method, user('no-such-user', '/email_change'), {
        token: admin.accessToken,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    }
  });
});

describe('POST /users/deactivate', () => {
  test('a user deactivates themself: sessions end, login refused, mail sent', async () => {
    const me = await t.createUser();
    const response = await t.call('POST', `${USERS}/deactivate`, {
      token: me.accessToken,
      body: { userId: me.id, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(401);
    const login = await t.call('POST', '/api/demand-auth/login', {
      body: { email: me.email, password: PASSWORD, fingerprint: FINGERPRINT },
    });
    expect(login.status).toBe(401);
    expect(login.body.error.code).toBe('login_error');
    expect((await t.lastMail(me.email))?.subject).toContain('退会');
  });

  test('only self or an admin', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expect(
      (
        await t.call('POST', `${USERS}/deactivate`, {
          token: me.accessToken,
          body: { userId: other.id, password: PASSWORD },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `${USERS}/deactivate`, {
          body: { userId: other.id, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    const admin = await t.createUser({ typeId: '100' });
    expect(
      (
        await t.call('POST', `${USERS}/deactivate`, {
          token: admin.accessToken,
          body: { userId: other.id, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `${USERS}/deactivate`, { token: admin.accessToken, body: {} })).status,
    ).toBe(400);
  });
});

describe('admin tools', () => {
  test('lock and unlock are admin-only and take effect at once', async () => {
    const me = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    expect((await t.call('POST', user(me.id, '/lock'), { token: me.accessToken })).status).toBe(
      403,
    );

    const locked = await t.call('POST', user(me.id, '/lock'), { token: admin.accessToken });
    expect(locked.status).toBe(200);
    expect(locked.body.isLocked).toBe(true);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(401);
    const login = await t.call('POST', '/api/demand-auth/login', {
      body: { email: me.email, password: PASSWORD, fingerprint: FINGERPRINT },
    });
    expect(login.body.error.code).toBe('user_is_locked');

    const unlocked = await t.call('POST', user(me.id, '/unlock'), { token: admin.accessToken });
    expect(unlocked.body.isLocked).toBe(false);
    await expect(t.login(me.email)).resolves.toBeDefined();
    expect(
      (await t.call('POST', user('missing', '/lock'), { token: admin.accessToken })).status,
    ).toBe(404);
  });

  test('GET /users lists with paging tokens; admins only', async () => {
    const me = await t.createUser();
    expect((await t.call('GET', USERS, { token: me.accessToken })).status).toBe(403);
    expect((await t.call('GET', USERS)).status).toBe(401);

    const admin = await t.createUser({ typeId: '100' });
    const first = await t.call('GET', USERS, { token: admin.accessToken, query: { $top: '2' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: 2,
      total: expect.any(Number),
      previousToken: null,
      nextToken: expect.any(String),
    });
    expect(first.body.value).toHaveLength(2);
    expect(first.body.value[0]).not.toHaveProperty('passwordHash');

    const second = await t.call('GET', USERS, {
      token: admin.accessToken,
      query: { $top: '2', $nextToken: first.body.nextToken },
    });
    expect(second.body.value[0].id).not.toBe(first.body.value[0].id);
    expect(second.body.previousToken).toEqual(expect.any(String));
    const back = await t.call('GET', USERS, {
      token: admin.accessToken,
      query: { $top: '2', $previousToken: second.body.previousToken },
    });
    expect(back.body.value.map((u: { id: string }) => u.id)).toEqual(
      first.body.value.map((u: { id: string }) => u.id),
    );

    const skipped = await t.call('GET', USERS, {
      token: admin.accessToken,
      query: { $top: '1', $skip: '1' },
    });
    expect(skipped.body.value[0].id).toBe(first.body.value[1].id);

    const all = await t.call('GET', USERS, { token: admin.accessToken, query: { $top: '100' } });
    expect(all.body.count).toBe(all.body.total);
    expect(all.body.nextToken).toBeNull();

    expect(
      (await t.call('GET', USERS, { token: admin.accessToken, query: { $top: 'many' } })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', USERS, { token: admin.accessToken, query: { $nextToken: '%%%' } })).body
        .error.code,
    ).toBe('wrong_parameter');
    expect(
      (await t.call('GET', USERS, { token: admin.accessToken, query: { $filter: "name eq 'x'" } }))
        .body.error.code,
    ).toBe('invalid_filter_parameter');
  });
});

describe('DELETE /users/{id}', () => {
  test('self or admin; the account is gone', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expect((await t.call('DELETE', user(other.id), { token: me.accessToken })).status).toBe(403);
    expect((await t.call('DELETE', user(me.id))).status).toBe(401);
    expect((await t.call('DELETE', user(me.id), { token: me.accessToken })).status).toBe(204);
    expect((await t.call('GET', user(me.id), { token: me.accessToken })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/demand-auth/login', {
          body: { email: me.email, password: PASSWORD, fingerprint: FINGERPRINT },
        })
      ).status,
    ).toBe(401);

    const admin = await t.createUser({ typeId: '100' });
    expect((await t.call('DELETE', user(other.id), { token: admin.accessToken })).status).toBe(204);
    expect((await t.call('DELETE', user(other.id), { token: admin.accessToken })).status).toBe(404);
  });
});

test('GET /ping of the user service', async () => {
  expect((await t.call('GET', '/api/demand-user/ping', { fingerprint: null })).body).toEqual({
    serviceName: 'demand-user',
    serviceVersion: '2.17.0',
  });
});
