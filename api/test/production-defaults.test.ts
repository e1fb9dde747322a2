// Production must not start with known accounts or an open mailbox (docs/accounts.md#first-administrator,
// docs/api.md#dev-outbox): demo data only in development, the first administrator from the
// environment, the dev outbox only in development, for one address, from the machine itself.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env-config';
import { createTestApp, setUpTestApp, uniqueEmail, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

/** SEED_DEMO as the environment leaves it unset (the helper otherwise says false). */
const DEFAULT_SEEDING = { SEED_DEMO: '' };

const loginStatus = async (app: TestApp, email: string, password: string) =>
  (
    await app.call('POST', '/api/demand-auth/login', {
      body: { email, password, fingerprint: 'test-fingerprint' },
    })
  ).status;

describe('demo data', () => {
  test(
    'production seeds no demo accounts unless SEED_DEMO asks for them',
    async () => {
      const production = await createTestApp({
        env: { NODE_ENV: 'production', ...DEFAULT_SEEDING },
        isolatedDatabase: true,
      });
      try {
        expect(await loginStatus(production, 'admin@jobmatch.example', 'admin1234')).toBe(401);
        const products = await production.call('GET', '/api/catalog/products');
        expect(products.body.total).toBe(0);
      } finally {
        await production.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );

  test(
    'development seeds them by default',
    async () => {
      const development = await createTestApp({
        env: { NODE_ENV: 'development', ...DEFAULT_SEEDING },
        isolatedDatabase: true,
      });
      try {
        expect(await loginStatus(development, 'demo@jobmatch.example', 'demo1234')).toBe(200);
      } finally {
        await development.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );
});

describe('first administrator', () => {
  test('comes from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const email = uniqueEmail('owner');
    const first = await createTestApp({
      env: { NODE_ENV: 'production', ADMIN_EMAIL: email, ADMIN_PASSWORD: 'owner2026pass' },
      isolatedDatabase: true,
    });
    try {
      const admin = await first.login(email, 'owner2026pass');
      const me = await first.call('GET', `/api/demand-user/users/${admin.userId}`, {
        token: admin.accessToken,
      });
      expect(me.body).toMatchObject({ typeId: '100', emailVerified: true });

      // an administrator exists: a restart on the same database with other variables changes nothing
      const other = uniqueEmail('other');
      const restarted = await buildApp({
        config: loadConfig({
          NODE_ENV: 'production',
          DATA_DIR: 'memory://',
          TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          ADMIN_EMAIL: other,
          ADMIN_PASSWORD: 'other2026pass',
        }),
        db: first.db,
        clock: first.clock,
        logger: false,
      });
      await restarted.ready();
      await restarted.close();
      const { rows } = await first.db.query<{ count: string | number }>(
        "SELECT count(*) AS count FROM users WHERE type_id = '100'",
      );
      expect(Number(rows[0]?.count)).toBe(1);
      // in production the administrator enrols in two-step verification before anything else
      // (docs/accounts.md#required-enrolment)
      const held = await first.call('GET', '/api/demand-user/users', { token: admin.accessToken });
      expect(held.body.error.code).toBe('two_factor_enrollment_required');
      expect(await loginStatus(first, other, 'other2026pass')).toBe(401);
    } finally {
      await first.close();
    }
  });

  test('without ADMIN_PASSWORD gets a one-off password, printed once', async () => {
    const email = uniqueEmail('owner');
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    let app: TestApp | undefined;
    try {
      app = await createTestApp({
        env: { NODE_ENV: 'production', ADMIN_EMAIL: email },
        isolatedDatabase: true,
      });
    } finally {
      write.mockRestore();
    }
    try {
      const text = printed.join('');
      expect(text).toContain(`First administrator created: ${email}`);
      expect(text).toContain('change it');
      const password = /One-off password: (\S+)/.exec(text)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await loginStatus(app, email, password)).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/dev/outbox', () => {
  const t = setUpTestApp();

  test('needs `to`: it never lists every address', async () => {
    await t.signUp(uniqueEmail());
    for (const query of [{}, { to: '' }, { to: '  ' }] as Array<Record<string, string>>) {
      const response = await t.call('GET', '/api/dev/outbox', { query });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target: 'to' });
    }
  });

  test('answers only the machine itself, whatever X-Forwarded-For says', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await from(address);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toHaveLength(1);
    }
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', 'fe80::1']) {
      const response = await from(address);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('route_not_found');
    }
  });

  test('does not exist in production even for the machine itself', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.call('GET', '/api/dev/outbox', {
        query: { to: 'a@example.com' },
      });
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the api reference page (docs/api.md#openapi)', () => {
  test('is a development aid: production serves the documents, not the page', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.call('GET', '/api/docs/')).status).toBe(404);
      const document = await production.call('GET', '/api/catalog/openapi.json');
      expect(document.status).toBe(200);
      expect(document.body.openapi).toBe('3.1.0');
    } finally {
      await production.close();
    }
  });
});
