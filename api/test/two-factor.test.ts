import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../src/config/env-config';
import { ORG, createCompany } from './company-fixtures';
import {
  createTestApp,
  FINGERPRINT,
  PASSWORD,
  refreshSetCookie,
  setUpTestApp,
  uniqueEmail,
  type TestApp,
} from './helper';

// docs/accounts.md#two-step-verification: codes are computed here from the secret, the way an
// authenticator app does (an independent RFC 6238 implementation's parameters from the URI).

const LOGIN = '/api/demand-auth/login';
const VERIFY = '/api/demand-auth/auth/otp/verify';
const RESEND = '/api/demand-auth/auth/otp/resend';
const ONETIME = '/api/demand-auth/auth/onetime-login';
const twoFactor = (userId: string) => `/api/demand-user/users/${userId}/two-factor`;

/** What an authenticator app makes of the QR code's URI: the code at a time. */
function appFromUri(uri: string) {
  const url = new URL(uri);
  expect(url.protocol).toBe('otpauth:');
  expect(url.host).toBe('totp');
  expect(url.searchParams.get('algorithm')).toBe('SHA1');
  expect(url.searchParams.get('digits')).toBe('6');
  expect(url.searchParams.get('period')).toBe('30');
  expect(url.searchParams.get('issuer')).toBe('JobMatch');
  const secret = url.searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return (at: Date) => totp.generate({ timestamp: at.getTime() });
}

async function loginAnswer(t: TestApp, email: string, fingerprint = FINGERPRINT) {
  return t.call('POST', LOGIN, {
    body: { email, password: PASSWORD, fingerprint },
    fingerprint,
  });
}

/** A signed-up seeker with an authenticator app enrolled; `code()` is the app's current code. */
async function enrolledSeeker(t: TestApp) {
  const user = await t.createUser();
  const started = await t.call('POST', twoFactor(user.id), {
    token: user.accessToken,
    body: { password: PASSWORD },
  });
  expect(started.status).toBe(200);
  const codeAt = appFromUri(started.body.otpauthUri);
  const confirmed = await t.call('POST', `${twoFactor(user.id)}:confirm`, {
    token: user.accessToken,
    body: { code: codeAt(t.clock()) },
  });
  expect(confirmed.status).toBe(200);
  // the next code is of a later step: the confirming one is used
  t.clock.advanceMinutes(0.5);
  return {
    ...user,
    recoveryCodes: started.body.recoveryCodes as string[],
    code: () => codeAt(t.clock()),
    codeAt,
  };
}

async function challengeOf(t: TestApp, email: string, fingerprint = FINGERPRINT) {
  const answer = await loginAnswer(t, email, fingerprint);
  expect(answer.status).toBe(200);
  expect(answer.body.twoFactorRequired).toBe(true);
  return answer.body.challengeToken as string;
}

describe('two-step verification with an authenticator app', () => {
  const t = setUpTestApp();

  test('enrolment: the password, a QR code URI and ten recovery codes, confirmed by one code', async () => {
    const user = await t.createUser();
    const wrongPassword = await t.call('POST', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: 'wrong-password1' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.code).toBe('login_error');

    const started = await t.call('POST', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD },
    });
    expect(started.status).toBe(200);
    expect(started.body.method).toBe('totp');
    expect(started.body.recoveryCodes).toHaveLength(10);
    expect(new Set(started.body.recoveryCodes).size).toBe(10);
    for (const code of started.body.recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(decodeURIComponent(started.body.otpauthUri)).toContain(user.email);
    const codeAt = appFromUri(started.body.otpauthUri);

    // pending: the login is still password-only
    expect((await loginAnswer(t, user.email)).body.accessToken).toBeDefined();
    const status = await t.call('GET', twoFactor(user.id), { token: user.accessToken });
    expect(status.body).toMatchObject({ enabled: false, method: null });

    const wrong = await t.call('POST', `${twoFactor(user.id)}:confirm`, {
      token: user.accessToken,
      body: { code: '000000' === codeAt(t.clock()) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('verification_code_invalid');

    const confirmed = await t.call('POST', `${twoFactor(user.id)}:confirm`, {
      token: user.accessToken,
      body: { code: codeAt(t.clock()) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enabled: true, method: 'totp', recoveryCodesLeft: 10 });
    expect((await t.lastMail(user.email))?.subject).toContain('二段階認証を有効にしました');

    const again = await t.call('POST', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_exists');
  });

  test('login answers a challenge without tokens; the code finishes it once', async () => {
    const user = await enrolledSeeker(t);
    const answer = await loginAnswer(t, user.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      method: 'totp',
    });
    expect(refreshSetCookie(answer.headers)).toBeUndefined();

    const code = user.code();
    const verified = await t.call('POST', VERIFY, {
      body: { challengeToken: answer.body.challengeToken, code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ accessToken: expect.any(String), userId: user.id });
    expect(refreshSetCookie(verified.headers)).toBeDefined();
    const me = await t.call('GET', `/api/demand-user/users/${user.id}`, {
      token: verified.body.accessToken,
    });
    expect(me.status).toBe(200);

    // the challenge is spent, and so is the code, even on a new challenge
    const replay = await t.call('POST', VERIFY, {
      body: { challengeToken: answer.body.challengeToken, code },
    });
    expect(replay.body.error.code).toBe('verify_2fa_error');
    const second = await challengeOf(t, user.email);
    const reused = await t.call('POST', VERIFY, { body: { challengeToken: second, code } });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('verification_code_invalid');
    t.clock.advanceMinutes(0.5);
    const next = await t.call('POST', VERIFY, {
      body: { challengeToken: second, code: user.code() },
    });
    expect(next.status).toBe(200);
  });

  test('a code of the step before or after is accepted, two steps off is not', async () => {
    const user = await enrolledSeeker(t);
    t.clock.advanceMinutes(2);
    const at = (seconds: number) => new Date(t.clock().getTime() + seconds * 1000);
    const tryCode = async (code: string) =>
      (
        await t.call('POST', VERIFY, {
          body: { challengeToken: await challengeOf(t, user.email), code },
        })
      ).status;
    expect(await tryCode(user.codeAt(at(-60)))).toBe(401);
    expect(await tryCode(user.codeAt(at(-30)))).toBe(200);
    expect(await tryCode(user.codeAt(at(30)))).toBe(200);
    // the step after was used: this step's code is older and refused
    expect(await tryCode(user.codeAt(at(0)))).toBe(401);
    expect(await tryCode(user.codeAt(at(60)))).toBe(401);
  });

  test('full-width digits and spaces are read as the code', async () => {
    const user = await enrolledSeeker(t);
    const code = user.code();
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`.replace(/\d/g, (digit) =>
      String.fromCharCode(digit.charCodeAt(0) + 0xfee0),
    );
    const verified = await t.call('POST', VERIFY, {
      body: { challengeToken: await challengeOf(t, user.email), code: typed },
    });
    expect(verified.status).toBe(200);
  });

  test('a recovery code works once, in any case and spacing', async () => {
    const user = await enrolledSeeker(t);
    const [code] = user.recoveryCodes as [string];
    const used = await t.call('POST', VERIFY, {
      body: { challengeToken: await challengeOf(t, user.email), code: ` ${code.toUpperCase()} ` },
    });
    expect(used.status).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    const again = await t.call('POST', VERIFY, {
      body: { challengeToken: await challengeOf(t, user.email), code },
    });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('verification_code_invalid');
  });

  test('the challenge expires in 5 minutes and belongs to the client that logged in', async () => {
    const user = await enrolledSeeker(t);
    const elsewhere = await t.call('POST', VERIFY, {
      fingerprint: 'another-device',
      body: { challengeToken: await challengeOf(t, user.email), code: user.code() },
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error.code).toBe('verify_2fa_error');

    const challengeToken = await challengeOf(t, user.email);
    t.clock.advanceMinutes(5);
    const late = await t.call('POST', VERIFY, { body: { challengeToken, code: user.code() } });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('verify_2fa_error');
    const unknown = await t.call('POST', VERIFY, {
      body: { challengeToken: 'not-a-challenge', code: user.code() },
    });
    expect(unknown.body.error.code).toBe('verify_2fa_error');
  });

  test('wrong codes are throttled per account, whatever the IP, and a right one resets it', async () => {
    const user = await enrolledSeeker(t);
    const challengeToken = await challengeOf(t, user.email);
    const wrong = user.code() === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const answer = await t.call('POST', VERIFY, {
        remoteAddress: `198.51.100.${i + 1}`,
        body: { challengeToken, code: wrong },
      });
      expect(answer.status).toBe(401);
    }
    const throttled = await t.call('POST', VERIFY, {
      remoteAddress: '198.51.100.99',
      body: { challengeToken, code: user.code() },
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(0.5);
    const afterWait = await t.call('POST', VERIFY, {
      body: { challengeToken, code: user.code() },
    });
    expect(afterWait.status).toBe(200);
  });

  test('disabling needs the password and a code; then login is password-only again', async () => {
    const user = await enrolledSeeker(t);
    const noPassword = await t.call('DELETE', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: 'wrong-password1', code: user.code() },
    });
    expect(noPassword.body.error.code).toBe('login_error');
    const noCode = await t.call('DELETE', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD, code: '12345a' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.code).toBe('verification_code_invalid');
    const waiting = await challengeOf(t, user.email);
    const off = await t.call('DELETE', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD, code: user.recoveryCodes[1] },
    });
    expect(off.status).toBe(204);
    expect((await t.lastMail(user.email))?.subject).toContain('二段階認証を解除しました');
    expect((await loginAnswer(t, user.email)).body.accessToken).toBeDefined();
    // a login that waited for the second step starts over
    t.clock.advanceMinutes(0.5);
    const stale = await t.call('POST', VERIFY, {
      body: { challengeToken: waiting, code: user.code() },
    });
    expect(stale.body.error.code).toBe('verify_2fa_error');
  });

  test('new recovery codes need both factors; the earlier ones stop working', async () => {
    const user = await enrolledSeeker(t);
    const refused = await t.call('POST', `${twoFactor(user.id)}/recovery-codes`, {
      token: user.accessToken,
      body: { password: PASSWORD, code: '12345a' },
    });
    expect(refused.body.error.code).toBe('verification_code_invalid');
    const fresh = await t.call('POST', `${twoFactor(user.id)}/recovery-codes`, {
      token: user.accessToken,
      body: { password: PASSWORD, code: user.code() },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const old = await t.call('POST', VERIFY, {
      body: { challengeToken: await challengeOf(t, user.email), code: user.recoveryCodes[0] },
    });
    expect(old.body.error.code).toBe('verification_code_invalid');
    const renewed = await t.call('POST', VERIFY, {
      body: { challengeToken: await challengeOf(t, user.email), code: fresh.body.recoveryCodes[0] },
    });
    expect(renewed.status).toBe(200);
  });

  test('a password reset ends the logins waiting for their second step', async () => {
    const user = await enrolledSeeker(t);
    const waiting = await challengeOf(t, user.email);
    await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
      body: { email: user.email },
    });
    const reset = await t.call('POST', '/api/demand-user/users/reset_password', {
      body: { password: 'another-secret9', token: await t.lastMailToken(user.email) },
    });
    expect(reset.status).toBe(200);
    const late = await t.call('POST', VERIFY, {
      body: { challengeToken: waiting, code: user.code() },
    });
    expect(late.body.error.code).toBe('verify_2fa_error');
  });

  test('only the account owner enrols or disables, never another user or an administrator', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    for (const caller of [other, admin]) {
      const started = await t.call('POST', twoFactor(user.id), {
        token: caller.accessToken,
        body: { password: PASSWORD },
      });
      expect(started.status).toBe(403);
      const read = await t.call('GET', twoFactor(user.id), { token: caller.accessToken });
      expect(read.status).toBe(403);
      const off = await t.call('DELETE', twoFactor(user.id), {
        token: caller.accessToken,
        body: { password: PASSWORD, code: '123456' },
      });
      expect(off.status).toBe(403);
    }
    const guest = await t.call('POST', twoFactor(user.id), { body: { password: PASSWORD } });
    expect(guest.status).toBe(401);
  });
});

describe('two-step verification by mailed codes', () => {
  const t = setUpTestApp();

  const mailedCode = async (email: string) => {
    const mail = await t.lastMail(email);
    expect(mail?.subject).toMatch(/確認コード \d{6}/);
    return /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
  };

  test('enrol, log in with the mailed code, resend spaced 30 seconds, only the newest works', async () => {
    const user = await t.createUser();
    const started = await t.call('POST', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD, method: 'email' },
    });
    expect(started.status).toBe(200);
    expect(started.body.otpauthUri).toBeUndefined();
    const confirmed = await t.call('POST', `${twoFactor(user.id)}:confirm`, {
      token: user.accessToken,
      body: { code: await mailedCode(user.email) },
    });
    expect(confirmed.body).toMatchObject({ enabled: true, method: 'email' });

    const answer = await loginAnswer(t, user.email);
    expect(answer.body).toMatchObject({ twoFactorRequired: true, method: 'email' });
    const first = await mailedCode(user.email);
    const tooSoon = await t.call('POST', RESEND, {
      body: { challengeToken: answer.body.challengeToken },
    });
    expect(tooSoon.status).toBe(429);
    t.clock.advanceMinutes(0.5);
    const resent = await t.call('POST', RESEND, {
      body: { challengeToken: answer.body.challengeToken },
    });
    expect(resent.status).toBe(204);
    const second = await mailedCode(user.email);
    if (first !== second) {
      const old = await t.call('POST', VERIFY, {
        body: { challengeToken: answer.body.challengeToken, code: first },
      });
      expect(old.body.error.code).toBe('verification_code_invalid');
    }
    const verified = await t.call('POST', VERIFY, {
      body: { challengeToken: answer.body.challengeToken, code: second },
    });
    expect(verified.status).toBe(200);
  });

  test('resending for an app user or a spent challenge is refused', async () => {
    const user = await t.createUser();
    const started = await t.call('POST', twoFactor(user.id), {
      token: user.accessToken,
      body: { password: PASSWORD },
    });
    const codeAt = appFromUri(started.body.otpauthUri);
    await t.call('POST', `${twoFactor(user.id)}:confirm`, {
      token: user.accessToken,
      body: { code: codeAt(t.clock()) },
    });
    const answer = await loginAnswer(t, user.email);
    const refused = await t.call('POST', RESEND, {
      body: { challengeToken: answer.body.challengeToken },
    });
    expect(refused.status).toBe(409);
    const spent = await t.call('POST', RESEND, { body: { challengeToken: 'nothing' } });
    expect(spent.body.error.code).toBe('verify_2fa_error');
  });
});

describe('the one-time login', () => {
  const t = setUpTestApp();

  test('known and unknown addresses answer the same; only the owner gets a 15-minute link', async () => {
    const user = await t.createUser();
    const unknown = uniqueEmail('nobody');
    const known = await t.call('POST', ONETIME, { body: { email: user.email } });
    const stranger = await t.call('POST', ONETIME, { body: { email: unknown } });
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(known.body).toEqual(stranger.body);
    expect(await t.lastMail(unknown)).toBeUndefined();
    const mail = await t.lastMail(user.email);
    expect(mail?.subject).toContain('ログイン用リンク');
    expect(mail?.links[0]).toMatch(/\/auth\/onetime-login\/[^/]+$/);

    const token = await t.lastMailToken(user.email);
    const signedIn = await t.call('POST', ONETIME, { body: { token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ accessToken: expect.any(String), userId: user.id });
    expect(refreshSetCookie(signedIn.headers)).toBeDefined();
    const again = await t.call('POST', ONETIME, { body: { token } });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('token_invalidated');

    await t.call('POST', ONETIME, { body: { email: user.email } });
    const late = await t.lastMailToken(user.email);
    t.clock.advanceMinutes(16);
    expect((await t.call('POST', ONETIME, { body: { token: late } })).status).toBe(401);
  });

  test('a newer link voids the older one, and at most 3 mails an hour go to an address', async () => {
    const user = await t.createUser();
    await t.call('POST', ONETIME, { body: { email: user.email } });
    const older = await t.lastMailToken(user.email);
    await t.call('POST', ONETIME, { body: { email: user.email } });
    const newer = await t.lastMailToken(user.email);
    expect((await t.call('POST', ONETIME, { body: { token: older } })).status).toBe(401);
    await t.call('POST', ONETIME, { body: { email: user.email } });
    const third = await t.lastMailToken(user.email);
    const fourth = await t.call('POST', ONETIME, { body: { email: user.email } });
    expect(fourth.status).toBe(202);
    expect(await t.lastMailToken(user.email)).toBe(third);
    expect(newer).not.toBe(third);
  });

  test('an enrolled user still gives the second step after the link', async () => {
    const user = await enrolledSeeker(t);
    await t.call('POST', ONETIME, { body: { email: user.email } });
    const answer = await t.call('POST', ONETIME, {
      body: { token: await t.lastMailToken(user.email) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ twoFactorRequired: true, method: 'totp' });
    expect(refreshSetCookie(answer.headers)).toBeUndefined();
    const verified = await t.call('POST', VERIFY, {
      body: { challengeToken: answer.body.challengeToken, code: user.code() },
    });
    expect(verified.status).toBe(200);
  });
});

describe('required enrolment', () => {
  test('REQUIRE_ADMIN_TWO_FACTOR is on in production and off in development', () => {
    const base = { DATA_DIR: 'memory://', TOKEN_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).requireAdminTwoFactor).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).requireAdminTwoFactor).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', REQUIRE_ADMIN_TWO_FACTOR: 'false' })
        .requireAdminTwoFactor,
    ).toBe(false);
  });

  describe('an administrator where it is required', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { REQUIRE_ADMIN_TWO_FACTOR: 'true' } });
    });
    afterAll(() => t.close());

    test('may only enrol until enrolled, then works, and cannot turn it off', async () => {
      const admin = await t.createUser({ typeId: '100' });
      const held = await t.call('GET', '/api/demand-user/users', { token: admin.accessToken });
      expect(held.status).toBe(403);
      expect(held.body.error.code).toBe('two_factor_enrollment_required');
      const me = await t.call('GET', `/api/demand-user/users/${admin.id}`, {
        token: admin.accessToken,
      });
      expect(me.status).toBe(200);
      const status = await t.call('GET', twoFactor(admin.id), { token: admin.accessToken });
      expect(status.body).toMatchObject({
        enabled: false,
        required: true,
        enrolmentRequired: true,
      });

      const started = await t.call('POST', twoFactor(admin.id), {
        token: admin.accessToken,
        body: { password: PASSWORD },
      });
      const codeAt = appFromUri(started.body.otpauthUri);
      await t.call('POST', `${twoFactor(admin.id)}:confirm`, {
        token: admin.accessToken,
        body: { code: codeAt(t.clock()) },
      });
      // the same login now works: the hold went with the enrolment
      const list = await t.call('GET', '/api/demand-user/users', { token: admin.accessToken });
      expect(list.status).toBe(200);

      t.clock.advanceMinutes(0.5);
      const off = await t.call('DELETE', twoFactor(admin.id), {
        token: admin.accessToken,
        body: { password: PASSWORD, code: codeAt(t.clock()) },
      });
      expect(off.status).toBe(409);
      expect(off.body.error.code).toBe('two_factor_required');
    });

    test('a held administrator reads and logs out nobody but themself', async () => {
      const admin = await t.createUser({ typeId: '100' });
      const other = await t.createUser();
      const read = await t.call('GET', `/api/demand-user/users/${other.id}`, {
        token: admin.accessToken,
      });
      expect(read.status).toBe(403);
      const logout = await t.call('POST', `/api/demand-auth/users/${other.id}/logout`, {
        token: admin.accessToken,
      });
      expect(logout.status).toBe(403);
      const own = await t.call('POST', `/api/demand-auth/users/${admin.id}/logout`, {
        token: admin.accessToken,
      });
      expect(own.status).toBe(204);
    });

    test('a login opened before the requirement is held at its next refresh', async () => {
      // another api on the same database, without the requirement, opened the login
      const before = await createTestApp({ env: { REQUIRE_ADMIN_TWO_FACTOR: 'false' } });
      try {
        const admin = await before.createUser({ typeId: '100' });
        expect(
          (await t.call('GET', '/api/demand-user/users', { token: admin.accessToken })).status,
        ).toBe(200);
        const refreshed = await t.call('POST', '/api/demand-auth/refresh-access-token', {
          body: { fingerprint: FINGERPRINT },
          cookies: { jobmatch_refresh: admin.refreshToken },
        });
        expect(refreshed.status).toBe(200);
        const held = await t.call('GET', '/api/demand-user/users', {
          token: refreshed.body.accessToken,
        });
        expect(held.body.error.code).toBe('two_factor_enrollment_required');
      } finally {
        await before.close();
      }
    });

    test('a job seeker is not held', async () => {
      const seeker = await t.createUser();
      const list = await t.call('GET', `/api/demand-user/users/${seeker.id}/two-factor`, {
        token: seeker.accessToken,
      });
      expect(list.body).toMatchObject({ required: false, enrolmentRequired: false });
    });
  });

  describe('a company that requires it', () => {
    const t = setUpTestApp();
    const policy = (orgId: string) => `${ORG}/organizations/${orgId}/two-factor-policy`;

    test('the owner enrols first; members are held until they enrol; only managers set it', async () => {
      const company = await createCompany(t);
      const unenrolled = await t.call('PUT', policy(company.id), {
        token: company.owner.accessToken,
        body: { required: true },
      });
      expect(unenrolled.status).toBe(409);
      expect(unenrolled.body.error.code).toBe('two_factor_enrollment_required');

      const started = await t.call('POST', twoFactor(company.owner.id), {
        token: company.owner.accessToken,
        body: { password: PASSWORD },
      });
      await t.call('POST', `${twoFactor(company.owner.id)}:confirm`, {
        token: company.owner.accessToken,
        body: { code: appFromUri(started.body.otpauthUri)(t.clock()) },
      });
      const byMember = await t.call('PUT', policy(company.id), {
        token: company.member.accessToken,
        body: { required: true },
      });
      expect(byMember.status).toBe(403);
      const readByMember = await t.call('GET', policy(company.id), {
        token: company.member.accessToken,
      });
      expect(readByMember.status).toBe(403);
      const seeker = await t.createUser();
      expect((await t.call('GET', policy(company.id), { token: seeker.accessToken })).status).toBe(
        403,
      );

      const on = await t.call('PUT', policy(company.id), {
        token: company.owner.accessToken,
        body: { required: true },
      });
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ required: true, membersWithoutTwoFactor: 2 });

      // the member's open login is held at once, and so is a new one
      const held = await t.call('GET', `${ORG}/organizations/${company.id}/pipeline`, {
        token: company.member.accessToken,
      });
      expect(held.status).toBe(403);
      expect(held.body.error.code).toBe('two_factor_enrollment_required');
      const fresh = await loginAnswer(t, company.member.email);
      const heldAgain = await t.call('GET', `${ORG}/organizations/${company.id}/pipeline`, {
        token: fresh.body.accessToken,
      });
      expect(heldAgain.body.error.code).toBe('two_factor_enrollment_required');

      const off = await t.call('PUT', policy(company.id), {
        token: company.owner.accessToken,
        body: { required: false },
      });
      expect(off.body).toEqual({ required: false, membersWithoutTwoFactor: 2 });
      const released = await t.call('GET', `${ORG}/organizations/${company.id}/pipeline`, {
        token: fresh.body.accessToken,
      });
      expect(released.status).toBe(200);
    });
  });
});

describe('wrong codes from one network', () => {
  const t = setUpTestApp();

  test('30 wrong codes across accounts make the address wait; other addresses go on', async () => {
    const users = [];
    for (let i = 0; i < 7; i++) users.push(await enrolledSeeker(t));
    const attacker = '203.0.113.77';
    let wrongCodes = 0;
    for (const user of users) {
      const challengeToken = await challengeOf(t, user.email);
      for (let i = 0; i < 5 && wrongCodes < 30; i++, wrongCodes++) {
        const wrong = user.code() === '123456' ? '654321' : '123456';
        const answer = await t.call('POST', VERIFY, {
          remoteAddress: attacker,
          body: { challengeToken, code: wrong },
        });
        expect(answer.status).toBe(401);
      }
    }
    const last = users[6] as (typeof users)[number];
    const challengeToken = await challengeOf(t, last.email);
    const blocked = await t.call('POST', VERIFY, {
      remoteAddress: attacker,
      body: { challengeToken, code: last.code() },
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.call('POST', VERIFY, {
      remoteAddress: '198.51.100.5',
      body: { challengeToken, code: last.code() },
    });
    expect(elsewhere.status).toBe(200);
  });
});
