import {
  createTestApp,
  FINGERPRINT,
  PASSWORD,
  refreshSetCookie,
  refreshTokenFrom,
  setUpTestApp,
} from './helper';

const t = setUpTestApp();

const LOGIN = '/api/demand-auth/login';
const REFRESH = '/api/demand-auth/refresh-access-token';
const me = (id: string) => `/api/demand-user/users/${id}`;
/** The attributes after `name=value` of the refresh cookie an answer sets. */
const cookieAttributes = (headers: Record<string, unknown>) =>
  (refreshSetCookie(headers) ?? '').split('; ').slice(1);

describe('GET /ping', () => {
  test('answers name and version without a fingerprint', async () => {
    const response = await t.call('GET', '/api/demand-auth/ping', { fingerprint: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ serviceName: 'demand-auth', serviceVersion: '4.1.0' });
  });
});

describe('POST /login', () => {
  test('returns the access token and user id; the refresh token only in its cookie', async () => {
    const user = await t.signUp();
    const response = await t.call('POST', LOGIN, {
      body: { email: user.email, password: PASSWORD, fingerprint: FINGERPRINT },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accessToken: expect.any(String), userId: user.id });
    const profile = await t.call('GET', me(user.id), { token: response.body.accessToken });
    expect(profile.status).toBe(200);
  });

  test('sets the refresh cookie httpOnly, SameSite=Strict, scoped to the auth routes, for 30 days', async () => {
    const user = await t.signUp();
    const response = await t.call('POST', LOGIN, {
      body: { email: user.email, password: PASSWORD, fingerprint: FINGERPRINT },
    });
    const attributes = cookieAttributes(response.headers);
    expect(refreshTokenFrom(response.headers)).toMatch(/^[\w-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'SameSite=Strict',
        'Path=/api/demand-auth',
        `Max-Age=${30 * 24 * 60 * 60}`,
      ]),
    );
    // The test origin (http://jobmatch.test) is not loopback: Secure even over http.
    expect(attributes).toContain('Secure');
  });

  test('the cookie is Secure on an https origin and not on plain http loopback', async () => {
    const secureFor = async (origin: string) => {
      const app = await createTestApp({ env: { PUBLIC_ORIGIN: origin } });
      try {
        const user = await app.signUp();
        const response = await app.call('POST', LOGIN, {
          body: { email: user.email, password: PASSWORD, fingerprint: FINGERPRINT },
        });
        expect(refreshTokenFrom(response.headers)).toBeDefined();
        return cookieAttributes(response.headers).includes('Secure');
      } finally {
        await app.close();
      }
    };
    expect(await secureFor('https://jobmatch.example')).toBe(true);
    expect(await secureFor('https://localhost:8443')).toBe(true);
    expect(await secureFor('http://localhost:8080')).toBe(false);
    expect(await secureFor('http://127.0.0.1:8080')).toBe(false);
  });

  test('treats the email case-insensitively', async () => {
    const user = await t.signUp();
    await expect(t.login(user.email.toUpperCase())).resolves.toMatchObject({ userId: user.id });
  });

  test('wrong password and unknown address give the same 401 login_error', async () => {
    const user = await t.signUp();
    const wrong = await t.call('POST', LOGIN, {
      body: { email: user.email, password: 'wrong1234', fingerprint: FINGERPRINT },
    });
    const unknown = await t.call('POST', LOGIN, {
      body: { email: 'nobody@example.com', password: 'wrong1234', fingerprint: FINGERPRINT },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('login_error');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  test('missing fingerprint header is 400 wrong_parameter', async () => {
    const response = await t.call('POST', LOGIN, {
      fingerprint: null,
      body: { email: 'a@example.com', password: 'x', fingerprint: 'f' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'wrong_parameter',
      message: 'Unable to perform request - missing fingerprint',
      target: 'x-nb-fingerprint',
    });
  });

  test('a body fingerprint other than the header is rejected', async () => {
    const user = await t.signUp();
    const response = await t.call('POST', LOGIN, {
      body: { email: user.email, password: PASSWORD, fingerprint: 'other' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('wrong_parameter');
  });

  test.each([
    ['missing fields', { email: 'a@example.com' }],
    ['wrong types', { email: 42, password: ['x'], fingerprint: FINGERPRINT }],
    ['an invalid address', { email: 'not-an-address', password: 'x', fingerprint: FINGERPRINT }],
    ['a missing body fingerprint', { email: 'a@example.com', password: 'x' }],
  ])('rejects %s with 400 schema_mismatch_error', async (_name, body) => {
    const response = await t.call('POST', LOGIN, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('schema_mismatch_error');
    expect(response.body.error.details.length).toBeGreaterThan(0);
  });

  test('rejects malformed JSON and a JSON array', async () => {
    const bad = await t.call('POST', LOGIN, { payload: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('wrong_parameter');
    const array = await t.call('POST', LOGIN, { payload: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.body.error.code).toBe('schema_mismatch_error');
  });

  // docs/accounts.md#login-throttling; the whole rule is in login-throttle.test.ts
  test('5 failures slow this address and IP down with a 429; the account is never locked', async () => {
    const user = await t.signUp();
    const attempt = (password: string) =>
      t.call('POST', LOGIN, { body: { email: user.email, password, fingerprint: FINGERPRINT } });
    for (let i = 1; i <= 5; i++)
      expect((await attempt('wrong1234')).body.error.code).toBe('login_error');

    const admin = await t.createUser({ typeId: '100' });
    const before = await t.call('GET', me(user.id), { token: admin.accessToken });
    expect(before.body).toMatchObject({ failedAttempts: 5, isLocked: false });

    // even the right password waits, and is not checked meanwhile
    const waiting = await attempt(PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe('api_error');
    expect(waiting.headers['retry-after']).toBe('1');
    expect((await t.call('GET', me(user.id), { token: admin.accessToken })).body).toMatchObject({
      failedAttempts: 5,
      isLocked: false,
    });

    t.clock.advanceMinutes(1);
    const afterWait = await attempt(PASSWORD);
    expect(afterWait.status).toBe(200);
    expect(
      (await t.call('GET', me(user.id), { token: afterWait.body.accessToken })).body,
    ).toMatchObject({ failedAttempts: 0, isLocked: false });
  });

  test('a success resets the failure count', async () => {
    const user = await t.signUp();
    const attempt = (password: string) =>
      t.call('POST', LOGIN, { body: { email: user.email, password, fingerprint: FINGERPRINT } });
    for (let i = 0; i < 4; i++) await attempt('wrong1234');
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt('wrong1234')).body.error.code).toBe('login_error');
    expect((await attempt(PASSWORD)).status).toBe(200);
  });
});

describe('access tokens', () => {
  test('are bound to the fingerprint', async () => {
    const user = await t.createUser();
    const response = await t.call('GET', me(user.id), {
      token: user.accessToken,
      fingerprint: 'another-device',
    });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('token_fails_security_check');
  });

  test('expire after 15 minutes', async () => {
    const user = await t.createUser();
    t.clock.advanceMinutes(14);
    expect((await t.call('GET', me(user.id), { token: user.accessToken })).status).toBe(200);
    t.clock.advanceMinutes(2);
    const response = await t.call('GET', me(user.id), { token: user.accessToken });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('token_invalidated');
  });

  test('a missing or forged token is 401', async () => {
    const user = await t.createUser();
    const missing = await t.call('GET', me(user.id));
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('check_token_error');
    const [header, payload] = user.accessToken.split('.');
    const forged = await t.call('GET', me(user.id), {
      token: `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('parse_token_error');
    expect((await t.call('GET', me(user.id), { token: 'garbage' })).status).toBe(401);
  });
});

describe('POST /refresh-access-token', () => {
  const refresh = async (refreshToken: string | undefined, fingerprint = FINGERPRINT) => {
    const response = await t.call('POST', REFRESH, {
      body: { fingerprint },
      fingerprint,
      cookies: { jobmatch_refresh: refreshToken ?? '' },
    });
    return {
      ...response,
      body: { ...response.body, refreshToken: refreshTokenFrom(response.headers) },
    };
  };

  test('rotates the refresh token in its cookie', async () => {
    const user = await t.createUser();
    const response = await t.call('POST', REFRESH, {
      body: { fingerprint: FINGERPRINT },
      cookies: { jobmatch_refresh: user.refreshToken },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accessToken: expect.any(String), userId: user.id });
    const rotated = refreshTokenFrom(response.headers);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(user.refreshToken);
    expect(cookieAttributes(response.headers)).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/demand-auth']),
    );
    expect((await t.call('GET', me(user.id), { token: response.body.accessToken })).status).toBe(
      200,
    );
    expect((await refresh(rotated)).status).toBe(200);
  });

  test('takes the refresh token from the cookie only, never from the body', async () => {
    const user = await t.createUser();
    const response = await t.call('POST', REFRESH, {
      body: { fingerprint: FINGERPRINT, refreshToken: user.refreshToken },
    });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('check_token_error');
    // the token was not spent by that call
    expect((await refresh(user.refreshToken)).status).toBe(200);
  });

  test('a refused token clears the cookie', async () => {
    const response = await refresh('not-a-token');
    expect(response.status).toBe(401);
    expect(refreshSetCookie(response.headers)).toMatch(/^jobmatch_refresh=;.*Max-Age=0/);
  });

  test('reusing an old refresh token revokes the whole family', async () => {
    const user = await t.createUser();
    const first = await refresh(user.refreshToken);
    const reuse = await refresh(user.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('token_invalidated');
    // the legitimate successor and its access token are dead too
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
    expect(
      (await t.call('GET', me(user.id), { token: first.body.accessToken })).body.error.code,
    ).toBe('token_invalidated');
    // other logins of the same user are untouched
    const other = await t.login(user.email);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  test('two concurrent refreshes with one token: one wins, the family ends', async () => {
    const user = await t.createUser();
    const results = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.status === 200);
    expect((await refresh(winner?.body.refreshToken)).status).toBe(401);
  });

  test('a token presented from another fingerprint ends the session', async () => {
    const user = await t.createUser();
    const stolen = await refresh(user.refreshToken, 'attacker');
    expect(stolen.status).toBe(401);
    expect(stolen.body.error.code).toBe('token_fails_security_check');
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  test('expires after 30 days', async () => {
    const user = await t.createUser();
    t.clock.advanceMinutes(31 * 24 * 60);
    const response = await refresh(user.refreshToken);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('token_invalidated');
  });

  test('unknown tokens and bad bodies', async () => {
    expect((await refresh('not-a-token')).body.error.code).toBe('token_invalidated');
    const user = await t.createUser();
    const missing = await t.call('POST', REFRESH, {
      body: {},
      cookies: { jobmatch_refresh: user.refreshToken },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('schema_mismatch_error');
  });
});

describe('POST /users/{id}/logout', () => {
  test('ends this login only', async () => {
    const user = await t.createUser();
    const otherDevice = await t.login(user.email, PASSWORD, 'device-2');
    const response = await t.call('POST', `/api/demand-auth/users/${user.id}/logout`, {
      token: user.accessToken,
    });
    expect(response.status).toBe(204);
    expect((await t.call('GET', me(user.id), { token: user.accessToken })).status).toBe(401);
    expect(
      (
        await t.call('POST', REFRESH, {
          body: { fingerprint: FINGERPRINT },
          cookies: { jobmatch_refresh: user.refreshToken },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call('GET', me(user.id), {
          token: otherDevice.accessToken,
          fingerprint: 'device-2',
        })
      ).status,
    ).toBe(200);
  });

  test('clears the refresh cookie on its path', async () => {
    const user = await t.createUser();
    const response = await t.call('POST', `/api/demand-auth/users/${user.id}/logout`, {
      token: user.accessToken,
    });
    expect(response.status).toBe(204);
    expect(refreshSetCookie(response.headers)).toMatch(/^jobmatch_refresh=;/);
    expect(cookieAttributes(response.headers)).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/api/demand-auth', 'HttpOnly']),
    );
  });

  test('needs a token and refuses other users', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    expect((await t.call('POST', `/api/demand-auth/users/${user.id}/logout`)).status).toBe(401);
    const response = await t.call('POST', `/api/demand-auth/users/${user.id}/logout`, {
      token: other.accessToken,
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('no_permission');
  });

  test('an admin can log another user out everywhere', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    const response = await t.call('POST', `/api/demand-auth/users/${user.id}/logout`, {
      token: admin.accessToken,
    });
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined(); // the admin's own cookie stays
    expect((await t.call('GET', me(user.id), { token: user.accessToken })).status).toBe(401);
  });
});
