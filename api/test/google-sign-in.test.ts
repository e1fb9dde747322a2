import { Secret, TOTP } from 'otpauth';
import { companyUser, outcome } from './company-fixtures';
import { makeOrganization } from './catalog-fixtures';
import {
  createTestApp,
  FINGERPRINT,
  PASSWORD,
  refreshTokenFrom,
  uniqueEmail,
  type TestApp,
} from './helper';
import {
  providerLogin,
  signInAtProvider,
  startOidcProvider,
  type OidcTestProvider,
} from './support/oidc-provider';
import { purgeExpiredTokens } from '../src/db/purge-expired-tokens';
import { insertOrganizations } from '../src/services/organizations/organizations-module';

// Google sign-in against a real OpenID provider started here (docs/accounts.md#google-sign-in).

const AUTH = '/api/demand-auth';
const USERS = '/api/demand-user/users';
const ORIGIN = 'http://jobmatch.test';
const CALLBACK = `${ORIGIN}${AUTH}/auth/google/callback`;
const WIZARD = `${ORIGIN}/sign-up-wizard/base-info`;
const CLIENT = { client_id: 'jobmatch-test', client_secret: 'jobmatch-test-secret' };
const OTHER_CLIENT = { client_id: 'other-app', client_secret: 'other-app-secret' };

let provider: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider([
    { ...CLIENT, redirect_uris: [CALLBACK] },
    { ...OTHER_CLIENT, redirect_uris: [CALLBACK] },
  ]);
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT.client_id,
      GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
      GOOGLE_ISSUER: provider.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const setCookieLines = (headers: Record<string, unknown>): string[] => {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
};
const attemptCookieOf = (headers: Record<string, unknown>) =>
  setCookieLines(headers)
    .find((line) => line.startsWith('jobmatch_oidc=') && !line.startsWith('jobmatch_oidc=;'))
    ?.split(';')[0];

/** `GET /auth/google`: the provider's URL it redirects to and the attempt cookie it set. */
async function start(query: Record<string, string> = {}) {
  const response = await t.call('GET', `${AUTH}/auth/google`, {
    fingerprint: null,
    query: { purpose: 'oauth-login', fp: FINGERPRINT, typeId: '000', ...query },
  });
  return {
    response,
    location: String(response.headers.location),
    cookie: attemptCookieOf(response.headers),
  };
}

/** The browser's return to the api's callback, with the attempt cookie. */
async function callback(url: URL, cookie: string | undefined) {
  const response = await t.call('GET', `${url.pathname}${url.search}`, {
    fingerprint: null,
    headers: cookie ? { cookie } : {},
  });
  return { ...response, location: String(response.headers.location) };
}

/** The whole flow as the browser goes through it. */
async function signInWithGoogle(login: string, query: Record<string, string> = {}) {
  const started = await start(query);
  expect(started.response.status).toBe(303);
  const back = await signInAtProvider(started.location, login);
  return callback(back, started.cookie);
}

const userByEmail = async (email: string) =>
  (
    await t.db.query<{ id: string; type_id: string; email_verified: boolean }>(
      'SELECT id, type_id, email_verified FROM users WHERE email = $1',
      [email],
    )
  ).rows[0];

describe('GET /auth/google', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and a callback-only cookie', async () => {
    const { response, location, cookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.client_id);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toBeTruthy();
    const line = setCookieLines(response.headers).find((l) => l.startsWith('jobmatch_oidc='));
    expect(line).toContain(`Path=${AUTH}/auth/google/callback`);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Max-Age=600');
  });

  it.each([
    ['https://evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('refuses the redirect %s with invalid_redirect_url', async (redirectUrl) => {
    const { response, location, cookie } = await start({ redirectUrl });
    expect(response.status).toBe(303);
    expect(location).toBe(`${ORIGIN}/auth/login?error=invalid_redirect_url`);
    expect(cookie).toBeUndefined();
  });

  it('takes an absolute URL on the public origin, or a path', async () => {
    expect(new URL((await start({ redirectUrl: `${ORIGIN}/positions?q=1` })).location).origin).toBe(
      provider.issuer,
    );
    expect(new URL((await start({ redirectUrl: '/mypage' })).location).origin).toBe(
      provider.issuer,
    );
  });

  it.each([
    ['no fingerprint', { fp: '' }],
    ['a company type', { typeId: '010' }],
    ['an unknown purpose', { purpose: 'oauth-link' }],
  ])('refuses %s with oauth_error', async (_what, query) => {
    const { location, cookie } = await start(query);
    expect(location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(cookie).toBeUndefined();
  });
});

describe('the callback', () => {
  it('signs a new person up as a verified job seeker without a password and sends them to the wizard', async () => {
    const email = uniqueEmail('google');
    const answer = await signInWithGoogle(providerLogin({ email }), { purpose: 'oauth-signup' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(WIZARD);
    const refreshToken = refreshTokenFrom(answer.headers);
    expect(refreshToken).toBeTruthy();
    const user = await userByEmail(email);
    expect(user).toMatchObject({ type_id: '000', email_verified: true });

    // the cookie is a session bound to the link's fingerprint
    const refreshed = await t.call('POST', `${AUTH}/refresh-access-token`, {
      body: { fingerprint: FINGERPRINT },
      cookies: { jobmatch_refresh: refreshToken as string },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userId).toBe(user?.id);

    // no password: nobody logs in by password, and the settings know it
    const login = await t.call('POST', `${AUTH}/login`, {
      body: { email, password: '!no-password', fingerprint: FINGERPRINT },
    });
    expect(outcome(login)).toEqual([401, 'login_error']);
    const methods = await t.call('GET', `${USERS}/${user?.id}/identities`, {
      token: refreshed.body.accessToken,
    });
    expect(methods.status).toBe(200);
    expect(methods.body).toEqual({
      hasPassword: false,
      google: { email, linkedAt: expect.any(String) },
    });
    // and cannot unlink its only way in
    const unlink = await t.call('DELETE', `${USERS}/${user?.id}/identities/google`, {
      token: refreshed.body.accessToken,
    });
    expect(outcome(unlink)).toEqual([409, 'password_required']);
  });

  it('signs a returning Google user in to the same account, at the redirect path', async () => {
    const email = uniqueEmail('google');
    await signInWithGoogle(providerLogin({ email }));
    const first = await userByEmail(email);
    const again = await signInWithGoogle(providerLogin({ email }), { redirectUrl: '/positions' });
    expect(again.location).toBe(`${ORIGIN}/positions`);
    expect(refreshTokenFrom(again.headers)).toBeTruthy();
    const { rows } = await t.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ id: first?.id }]);
  });

  it('refuses a wrong state', async () => {
    const started = await start();
    const back = await signInAtProvider(started.location, providerLogin({ email: uniqueEmail() }));
    back.searchParams.set('state', 'forged-state');
    const answer = await callback(back, started.cookie);
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(refreshTokenFrom(answer.headers)).toBeUndefined();
  });

  it('refuses a replayed callback (the code and the attempt work once)', async () => {
    const email = uniqueEmail('google');
    const started = await start();
    const back = await signInAtProvider(started.location, providerLogin({ email }));
    expect((await callback(back, started.cookie)).location).toBe(WIZARD);
    const replay = await callback(back, started.cookie);
    expect(replay.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(refreshTokenFrom(replay.headers)).toBeUndefined();
  });

  it('refuses a callback without the attempt cookie (another browser)', async () => {
    const started = await start();
    const back = await signInAtProvider(started.location, providerLogin({ email: uniqueEmail() }));
    const answer = await callback(back, undefined);
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
  });

  it('refuses an ID token whose nonce is not the one stored', async () => {
    const fp = `nonce-${Date.now()}`;
    const started = await start({ fp });
    await t.db.query(
      `UPDATE oidc_login_attempts SET nonce = 'tampered' WHERE fingerprint = $1 AND used_at IS NULL`,
      [fp],
    );
    const back = await signInAtProvider(started.location, providerLogin({ email: uniqueEmail() }));
    const answer = await callback(back, started.cookie);
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(refreshTokenFrom(answer.headers)).toBeUndefined();
  });

  it('refuses an unverified address and creates nobody', async () => {
    const email = uniqueEmail('google');
    const answer = await signInWithGoogle(providerLogin({ email, emailVerified: false }));
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a code issued to another client (audience mismatch)', async () => {
    const started = await start();
    const forOther = new URL(started.location);
    forOther.searchParams.set('client_id', OTHER_CLIENT.client_id);
    const email = uniqueEmail('google');
    const back = await signInAtProvider(forOther.href, providerLogin({ email }));
    expect(back.searchParams.get('code')).toBeTruthy();
    const answer = await callback(back, started.cookie);
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses the provider’s error answer (the person declined)', async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get('state') ?? '';
    const back = new URL(`${CALLBACK}?error=access_denied&state=${state}`);
    const answer = await callback(back, started.cookie);
    expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
  });
});

describe('an existing account with the same address', () => {
  /** Google sign-in of an existing seeker: the link page's URL. */
  async function linkOffer(email: string, fp = FINGERPRINT) {
    const answer = await signInWithGoogle(providerLogin({ email }), { fp, redirectUrl: '/mypage' });
    expect(refreshTokenFrom(answer.headers)).toBeUndefined();
    const url = new URL(answer.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/auth/google-link`);
    expect(url.searchParams.get('intendedUrl')).toBe('/mypage');
    return new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  }
  const link = (linkToken: string, password: string, fingerprint = FINGERPRINT) =>
    t.call('POST', `${AUTH}/auth/google/link`, {
      body: { linkToken, password, fingerprint },
      fingerprint,
    });

  it('is linked only once the password is given, then signs in', async () => {
    const seeker = await t.createUser();
    const linkToken = await linkOffer(seeker.email);
    expect(linkToken).toBeTruthy();

    expect(outcome(await link(linkToken, 'wrong-password1'))).toEqual([401, 'login_error']);
    expect(outcome(await link(linkToken, PASSWORD, 'another-browser'))).toEqual([
      401,
      'token_fails_security_check',
    ]);
    const linked = await link(linkToken, PASSWORD);
    expect(linked.status).toBe(200);
    expect(linked.body.userId).toBe(seeker.id);
    expect(refreshTokenFrom(linked.headers)).toBeTruthy();
    expect(outcome(await link(linkToken, PASSWORD))).toEqual([401, 'token_invalidated']);

    // from now on Google signs the seeker in directly
    const again = await signInWithGoogle(providerLogin({ email: seeker.email }));
    expect(again.location).toBe(WIZARD);
    expect(refreshTokenFrom(again.headers)).toBeTruthy();

    const methods = await t.call('GET', `${USERS}/${seeker.id}/identities`, {
      token: seeker.accessToken,
    });
    expect(methods.body).toMatchObject({ hasPassword: true, google: { email: seeker.email } });
    // with a password, unlinking is allowed (and only by the user)
    const stranger = await t.createUser();
    const byStranger = await t.call('DELETE', `${USERS}/${seeker.id}/identities/google`, {
      token: stranger.accessToken,
    });
    expect(outcome(byStranger)).toEqual([403, 'no_permission']);
    const unlinked = await t.call('DELETE', `${USERS}/${seeker.id}/identities/google`, {
      token: seeker.accessToken,
    });
    expect(unlinked.status).toBe(204);
    const twice = await t.call('DELETE', `${USERS}/${seeker.id}/identities/google`, {
      token: seeker.accessToken,
    });
    expect(outcome(twice)).toEqual([404, 'not_found']);
  });

  it('refuses an unknown link token', async () => {
    expect(outcome(await link('made-up-token', PASSWORD))).toEqual([401, 'token_invalidated']);
  });

  it('refuses company users and administrators, with no link offered', async () => {
    const org = makeOrganization();
    await insertOrganizations(t.db, [org]);
    const member = await companyUser(t, org.id, 'member');
    const admin = await t.createUser({ typeId: '100' });
    for (const email of [member.email, admin.email]) {
      const answer = await signInWithGoogle(providerLogin({ email }));
      expect(answer.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
      expect(refreshTokenFrom(answer.headers)).toBeUndefined();
    }
  });
});

describe('linking from the settings', () => {
  async function linkFromSettings(caller: { accessToken: string }, email: string) {
    const intent = await t.call('POST', `${AUTH}/auth/google/link-intent`, {
      token: caller.accessToken,
      body: {},
    });
    expect(intent.status).toBe(200);
    const back = await signInAtProvider(intent.body.url, providerLogin({ email }));
    return callback(back, attemptCookieOf(intent.headers));
  }

  it('lets an administrator and a company member sign in with Google once they linked it', async () => {
    const org = makeOrganization();
    await insertOrganizations(t.db, [org]);
    const member = await companyUser(t, org.id, 'member');
    const admin = await t.createUser({ typeId: '100' });
    for (const caller of [member, admin]) {
      const googleEmail = uniqueEmail('google');
      const linked = await linkFromSettings(caller, googleEmail);
      expect(linked.location).toBe(`${ORIGIN}/settings?googleLink=linked`);
      expect(refreshTokenFrom(linked.headers)).toBeUndefined();
      const signedIn = await signInWithGoogle(providerLogin({ email: googleEmail }));
      expect(signedIn.location).toBe(WIZARD);
      const refreshed = await t.call('POST', `${AUTH}/refresh-access-token`, {
        body: { fingerprint: FINGERPRINT },
        cookies: { jobmatch_refresh: refreshTokenFrom(signedIn.headers) as string },
      });
      expect(refreshed.body.userId).toBe(caller.id);
    }
    // a member whose membership ended cannot use it any more
    await t.db.query(`UPDATE organization_members SET status = 'suspended' WHERE user_id = $1`, [
      member.id,
    ]);
    const { rows } = await t.db.query<{ email: string }>(
      'SELECT email FROM user_identities WHERE user_id = $1',
      [member.id],
    );
    const refused = await signInWithGoogle(providerLogin({ email: rows[0]?.email ?? '' }));
    expect(refused.location).toBe(`${ORIGIN}/auth/login?error=oauth_error`);
  });

  it('refuses a Google account linked to someone else with already_exists', async () => {
    const googleEmail = uniqueEmail('google');
    await signInWithGoogle(providerLogin({ email: googleEmail }));
    const seeker = await t.createUser();
    const answer = await linkFromSettings(seeker, googleEmail);
    expect(answer.location).toBe(`${ORIGIN}/settings?googleLinkError=already_exists`);
  });

  it('checks who asks', async () => {
    const seeker = await t.createUser();
    const other = await t.createUser();
    expect(outcome(await t.call('POST', `${AUTH}/auth/google/link-intent`, { body: {} }))).toEqual([
      401,
      'check_token_error',
    ]);
    expect(
      outcome(
        await t.call('POST', `${AUTH}/auth/google/link-intent`, {
          token: seeker.accessToken,
          body: { redirectUrl: 'https://evil.example/' },
        }),
      ),
    ).toEqual([400, 'invalid_redirect_url']);
    await linkFromSettings(seeker, uniqueEmail('google'));
    expect(
      outcome(
        await t.call('POST', `${AUTH}/auth/google/link-intent`, {
          token: seeker.accessToken,
          body: {},
        }),
      ),
    ).toEqual([409, 'already_exists']);
    expect(outcome(await t.call('GET', `${USERS}/${seeker.id}/identities`))).toEqual([
      401,
      'check_token_error',
    ]);
    expect(
      outcome(
        await t.call('GET', `${USERS}/${seeker.id}/identities`, { token: other.accessToken }),
      ),
    ).toEqual([403, 'no_permission']);
    expect(outcome(await t.call('DELETE', `${USERS}/${seeker.id}/identities/google`))).toEqual([
      401,
      'check_token_error',
    ]);
  });
});

describe('with two-step verification', () => {
  it('asks for the second step after Google, through the login page', async () => {
    const seeker = await t.createUser();
    const started = await t.call('POST', `${USERS}/${seeker.id}/two-factor`, {
      token: seeker.accessToken,
      body: { password: PASSWORD },
    });
    const secret = new URL(started.body.otpauthUri).searchParams.get('secret') ?? '';
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const codeAt = (time: Date) => totp.generate({ timestamp: time.getTime() });
    const confirmed = await t.call('POST', `${USERS}/${seeker.id}/two-factor:confirm`, {
      token: seeker.accessToken,
      body: { code: codeAt(t.clock()) },
    });
    expect(confirmed.status).toBe(200);
    t.clock.advanceMinutes(0.5);

    const intent = await t.call('POST', `${AUTH}/auth/google/link-intent`, {
      token: seeker.accessToken,
      body: {},
    });
    const googleEmail = uniqueEmail('google');
    const back = await signInAtProvider(intent.body.url, providerLogin({ email: googleEmail }));
    expect((await callback(back, attemptCookieOf(intent.headers))).location).toBe(
      `${ORIGIN}/settings?googleLink=linked`,
    );

    const answer = await signInWithGoogle(providerLogin({ email: googleEmail }), {
      redirectUrl: '/mypage',
    });
    expect(refreshTokenFrom(answer.headers)).toBeUndefined();
    const url = new URL(answer.location);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(
      `${ORIGIN}/auth/login?intendedUrl=%2Fmypage`,
    );
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('method')).toBe('totp');
    const verified = await t.call('POST', `${AUTH}/auth/otp/verify`, {
      body: { challengeToken: fragment.get('challenge'), code: codeAt(t.clock()) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.userId).toBe(seeker.id);
    expect(refreshTokenFrom(verified.headers)).toBeTruthy();
  });
});

describe('housekeeping', () => {
  it('purges started sign-ins and link offers once used or expired', async () => {
    const fp = `purge-${Date.now()}`;
    await start({ fp });
    const seeker = await t.createUser();
    await signInWithGoogle(providerLogin({ email: seeker.email }), { fp });
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            `SELECT (SELECT count(*) FROM oidc_login_attempts WHERE fingerprint = $1)
                  + (SELECT count(*) FROM oidc_link_tokens WHERE fingerprint = $1) AS n`,
            [fp],
          )
        ).rows[0]?.n,
      );
    expect(await count()).toBe(3); // two attempts (one used), one link offer
    await purgeExpiredTokens(t.db, t.clock());
    expect(await count()).toBe(2); // the used attempt went at once
    await purgeExpiredTokens(t.db, new Date(t.clock().getTime() + 16 * 60_000));
    expect(await count()).toBe(0);
  });
});

describe('without Google configured', () => {
  it('serves no Google route', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.call('GET', `${AUTH}/auth/google`, {
        fingerprint: null,
        query: { fp: FINGERPRINT },
      });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('rate limits', () => {
  it('limits starts and callbacks per IP like logins', async () => {
    const limited = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT.client_id,
        GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
        GOOGLE_ISSUER: provider.issuer,
        RATE_LIMIT_LOGIN_PER_MINUTE: '2',
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.call('GET', `${AUTH}/auth/google`, {
              fingerprint: null,
              remoteAddress: '203.0.113.9',
              query: { fp: FINGERPRINT },
            })
          ).status,
        );
      expect(statuses).toEqual([303, 303, 429]);
      const callbacks = [];
      for (let i = 0; i < 3; i += 1)
        callbacks.push(
          (
            await limited.call('GET', `${AUTH}/auth/google/callback?code=x&state=y`, {
              fingerprint: null,
              remoteAddress: '203.0.113.9',
            })
          ).status,
        );
      expect(callbacks).toEqual([303, 303, 429]);
    } finally {
      await limited.close();
    }
  });
});
