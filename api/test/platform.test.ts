import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createPasswordHasher, TEST_HASH_COST } from '../src/lib/passwords';
import { DEMO_APPLICANTS } from '../src/seed/demo-applicants';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo-data';
import { createTestApp, FINGERPRINT, PASSWORD, uniqueEmail, type TestApp } from './helper';
import { START_ON_INTENT_SCRIPT_HASH } from '../src/shell-page/start-on-intent';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

let t: TestApp;
let shellDist: string;
let remotesFile: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'jobmatch-shell-'));
  shellDist = path.join(dir, 'dist');
  await mkdir(shellDist);
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>JobMatch</title>');
  await writeFile(path.join(shellDist, 'main.0123456789abcdef.js'), 'console.log("hashed")');
  await writeFile(
    path.join(shellDist, 'main.0123456789abcdef.js.br'),
    brotliCompressSync('console.log("hashed")'),
  );
  await writeFile(path.join(shellDist, 'remoteEntry.js'), 'console.log("entry")');
  // a static page of shell/public, as the build copies it (docs/shell.md#legal-pages)
  const termsPage = '<!doctype html><html lang="ja"><title>利用規約 | JobMatch</title></html>';
  await mkdir(path.join(shellDist, 'legal', 'terms'), { recursive: true });
  await writeFile(path.join(shellDist, 'legal', 'terms', 'index.html'), termsPage);
  await writeFile(
    path.join(shellDist, 'legal', 'terms', 'index.html.br'),
    brotliCompressSync(termsPage),
  );
  remotesFile = path.join(dir, 'remotes.json');
  await writeFile(
    remotesFile,
    JSON.stringify({
      remotes: [
        { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
      ],
    }),
  );
  t = await createTestApp({
    env: {
      SHELL_DIST: shellDist,
      REMOTES_FILE: remotesFile,
      APP_NAME: 'JobMatch',
      PRIVACY_POLICY_URL: 'https://jobmatch.example/privacy',
    },
    beforeReady: (app) =>
      app.get('/api/demand-user/boom', async () => {
        throw new Error('secret database password in stack');
      }),
  });
});
afterAll(async () => {
  await t.close();
  await rm(path.dirname(shellDist), { recursive: true, force: true });
});

describe('static shell', () => {
  test('index.html is never cached', async () => {
    const response = await t.call('GET', '/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>JobMatch</title>');
  });

  test('hashed assets are immutable and served precompressed', async () => {
    const response = await t.call('GET', '/main.0123456789abcdef.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.call('GET', '/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('deep links get index.html; the api never does', async () => {
    const page = await t.call('GET', '/job-applications?x=1', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await t.call('GET', '/api/no-such-service/things', {
      headers: { accept: 'text/html' },
    });
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('route_not_found');
    const missingFile = await t.call('GET', '/missing.js', { headers: { accept: '*/*' } });
    expect(missingFile.status).toBe(404);
  });

  test('a static page is served at its folder path, not as a deep link into the app', async () => {
    const page = await t.call('GET', '/legal/terms', {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>利用規約 | JobMatch</title>');
    const compressed = await t.call('GET', '/legal/terms', {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  test('/remotes.json comes from REMOTES_FILE, fresh on every request', async () => {
    const response = await t.call('GET', '/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.remotes[0].name).toBe('mf_auth');
    const changed = JSON.parse(await readFile(remotesFile, 'utf8'));
    changed.remotes[0].entry = 'http://localhost:9999/mf-manifest.json';
    await writeFile(remotesFile, JSON.stringify(changed));
    expect((await t.call('GET', '/remotes.json')).body.remotes[0].entry).toBe(
      'http://localhost:9999/mf-manifest.json',
    );
  });

  test('/app-config.json follows docs/contracts.md and requires only the served services', async () => {
    const response = await t.call('GET', '/app-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      appName: 'JobMatch',
      environment: 'development',
      enabledScreenModes: ['mobile'],
      overrideAllowlist: ['http://localhost:*', 'http://127.0.0.1:*'],
      googleSignInEnabled: false,
      privacyPolicyUrl: 'https://jobmatch.example/privacy',
      requiredServiceVersions: {
        auth: '4.1.0',
        catalog: '3.4.0',
        chat: '4.0.0',
        order: '2.4.1',
        organization: '3.0.0',
        user: '2.17.0',
      },
    });
  });
});

describe('framing and content security policy', () => {
  test('a shell page allows exactly this origin, the remotes of remotes.json and the override origins', async () => {
    await writeFile(
      remotesFile,
      JSON.stringify({
        remotes: [
          { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
          {
            name: 'mf_positions',
            entry: 'https://positions.cdn.example/mf-manifest.json',
            routes: ['/positions'],
          },
        ],
      }),
    );
    const origins =
      'http://127.0.0.1:* http://localhost:* http://localhost:8081 https://positions.cdn.example';
    for (const url of ['/', '/job-applications', '/legal/terms/']) {
      const page = await t.call('GET', url, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers['x-frame-options']).toBe('DENY');
      const policy = String(page.headers['content-security-policy']);
      // the one inline script: the start-on-intent script of server-rendered pages, by its hash
      expect(policy).toContain(
        `script-src 'self' ${START_ON_INTENT_SCRIPT_HASH} ${origins} 'unsafe-eval';`,
      );
      expect(policy).toContain(`connect-src 'self' ${origins};`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'; form-action 'self'");
    }
  });

  test('every other answer may not be framed either', async () => {
    for (const url of [
      '/api/demand-auth/ping',
      '/api/nothing',
      '/remotes.json',
      '/remoteEntry.js',
    ]) {
      const response = await t.call('GET', url);
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('errors', () => {
  test('unknown api routes are 404 route_not_found', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/demand-auth/nothing'],
      ['DELETE', '/api/demand-user/users'],
    ] as const) {
      const response = await t.call(method, url);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('route_not_found');
    }
  });

  test('api answers are never cached; no page leaks its URL as referrer', async () => {
    const api = await t.call('GET', '/api/demand-auth/ping');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.call('GET', '/auth/reset-password-submit/abc', {
      headers: { accept: 'text/html' },
    });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  test('a crash is a bare 500 without internals', async () => {
    const response = await t.call('GET', '/api/demand-user/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'internal_server_error', message: 'Internal server error' },
    });
  });

  test('an empty JSON body is no body; a poisoned one is refused', async () => {
    const empty = await t.call('POST', '/api/demand-user/users/verify_email', { payload: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'wrong_parameter', target: 'token' });
    const poisoned = await t.call('POST', '/api/demand-auth/login', {
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.error.code).toBe('wrong_parameter');
  });

  test('a non-JSON body is 415', async () => {
    const response = await t.call('POST', '/api/demand-auth/login', {
      payload: 'email=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('wrong_parameter');
  });
});

describe('GET /api/dev/outbox', () => {
  test('lists mails to an address, newest first, with links', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    await t.call('POST', '/api/demand-user/users/send_reset_password_email', { body: { email } });
    const response = await t.call('GET', '/api/dev/outbox', {
      fingerprint: null,
      query: { to: email.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(response.body.value).toHaveLength(2);
    const [newest, oldest] = response.body.value;
    expect(newest).toEqual({
      id: expect.any(String),
      to: email,
      subject: expect.stringContaining('パスワード再設定'),
      text: expect.stringContaining('/auth/reset-password-submit/'),
      html: expect.stringContaining('<a href="http://jobmatch.test/auth/reset-password-submit/'),
      links: [expect.stringMatching(/^http:\/\/jobmatch\.test\/auth\/reset-password-submit\//)],
      // as a mail client reads them (docs/api.md#dev-outbox): none on this mail
      headers: {},
      attachments: [],
      createdAt: expect.any(String),
    });
    expect(oldest.subject).toContain('メールアドレスの確認');
  });

  test('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.call('GET', '/api/dev/outbox', {
        query: { to: 'a@example.com' },
      });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('route_not_found');
      expect((await production.call('GET', '/app-config.json')).body).toMatchObject({
        environment: 'production',
        overrideAllowlist: [],
      });
    } finally {
      await production.close();
    }
  });
});

describe('rate limits', () => {
  test('login and mail routes answer 429 past the per-minute limit', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_MAIL_PER_MINUTE: '2' },
      // the counters live in the database: the file's other apps would count from this IP too
      isolatedDatabase: true,
    });
    try {
      const login = () =>
        limited.call('POST', '/api/demand-auth/login', {
          body: { email: 'a@example.com', password: 'wrong1234', fingerprint: FINGERPRINT },
        });
      for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
      const blocked = await login();
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('api_error');
      expect(blocked.headers['retry-after']).toBeDefined();
      // the wait is in the body too, where the apps can read it (docs/errors.md#rate-limits)
      expect(blocked.body.error.details).toEqual([
        {
          code: 'rate_limited',
          message: expect.any(String),
          retryAfterSeconds: Number(blocked.headers['retry-after']),
        },
      ]);

      const reset = () =>
        limited.call('POST', '/api/demand-user/users/send_reset_password_email', {
          body: { email: 'a@example.com' },
        });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(429);
      // other routes are not limited
      expect((await limited.call('GET', '/api/demand-auth/ping')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('can be turned off', async () => {
    const open = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_LOGIN_PER_MINUTE: '1' },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await open.call('POST', '/api/demand-auth/login', {
          body: { email: 'a@example.com', password: 'x', fingerprint: FINGERPRINT },
        });
        expect(response.status).toBe(401);
      }
    } finally {
      await open.close();
    }
  });
});

describe('demo seed', () => {
  test(
    'an empty database gets the demo accounts of docs/contracts.md',
    async () => {
      const seeded = await createTestApp({ seedDemo: true });
      try {
        const demo = await seeded.login('demo@jobmatch.example', 'demo1234');
        const me = await seeded.call('GET', `/api/demand-user/users/${demo.userId}`, {
          token: demo.accessToken,
        });
        // A finished wizard, so the demo seeker reaches /mypage
        expect(me.body).toMatchObject({
          typeId: '000',
          emailVerified: true,
          addressLine1: '東京都',
          customFields: { is_signup_wizard_complete: true, compensation_type: 'month' },
        });
        const admin = await seeded.login('admin@jobmatch.example', 'admin1234');
        const list = await seeded.call('GET', '/api/demand-user/users', {
          token: admin.accessToken,
        });
        expect(list.status).toBe(200);
        // the job seeker and the administrator, the company side's owner and member, and the six
        // job seekers who applied to the demo company (docs/jobs.md#demo-data)
        expect(list.body.total).toBe(4 + DEMO_APPLICANTS.length);
      } finally {
        await seeded.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );

  test('a database with users is left alone', async () => {
    expect(
      (
        await t.call('POST', '/api/demand-auth/login', {
          body: { email: 'demo@jobmatch.example', password: PASSWORD, fingerprint: FINGERPRINT },
        })
      ).status,
    ).toBe(401);
  });

  test(
    'a database from before the catalogue gains it, and keeps its users',
    async () => {
      const older = await createTestApp({ isolatedDatabase: true });
      try {
        const email = uniqueEmail('existing');
        expect(
          (
            await older.call('POST', '/api/demand-user/users', {
              body: { email, password: PASSWORD, name: 'x', typeId: '000' },
            })
          ).status,
        ).toBe(201);
        const context = {
          db: older.app.db,
          passwords: createPasswordHasher(TEST_HASH_COST),
          // the app's own clock, as at start-up: postings dated by another clock may not be listed yet
          clock: older.clock,
        };
        await seedDemoDataIfEmpty(context, older.app.log);
        const products = await older.call('GET', '/api/catalog/products', { query: { $top: '1' } });
        expect(products.body.total).toBeGreaterThan(0);
        // the accounts part was not empty, so no demo accounts were added to it
        const demoLogin = await older.call('POST', '/api/demand-auth/login', {
          body: { email: 'demo@jobmatch.example', password: 'demo1234', fingerprint: FINGERPRINT },
        });
        expect(demoLogin.status).toBe(401);
      } finally {
        await older.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );
});
