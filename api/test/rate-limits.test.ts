import type { InjectOptions } from 'fastify';
import { createTestApp, FINGERPRINT, setUpTestApp, type TestApp } from './helper';

// docs/api.md#rate-limits. The apps of this file share one database, as api instances would, so
// each test speaks from addresses of its own.

// Holds the file's database open between tests (PGlite takes seconds to start).
setUpTestApp();

const LOGIN = '/api/demand-auth/login';
const PRODUCTS = '/api/catalog/products';

/** A request from `remoteAddress` (the socket's peer), with extra headers. */
const send = (
  app: TestApp,
  remoteAddress: string,
  options: {
    method?: InjectOptions['method'];
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
) =>
  app.call(options.method ?? 'GET', options.url, {
    remoteAddress,
    body: options.body,
    headers: options.headers,
  });

const badLogin = (app: TestApp, ip: string, headers?: Record<string, string>) =>
  send(app, ip, {
    method: 'POST',
    url: LOGIN,
    // a new address each time: only the per-IP limit can refuse
    body: {
      email: `x-${Math.random()}@example.com`,
      password: 'wrong1234',
      fingerprint: FINGERPRINT,
    },
    headers,
  });

describe('per-IP rate limits in the database', () => {
  test('two api instances on one database share a limit', async () => {
    const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '3' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    try {
      expect(second.db).toBe(first.db);
      const ip = '198.51.100.1';
      expect((await badLogin(first, ip)).status).toBe(401);
      expect((await badLogin(second, ip)).status).toBe(401);
      expect((await badLogin(first, ip)).status).toBe(401);
      const refused = await badLogin(second, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.error.details[0]).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBe(60);
      expect((await badLogin(first, ip)).status).toBe(429);
      // other clients are not affected, and the window ends
      expect((await badLogin(first, '198.51.100.2')).status).toBe(401);
      first.clock.advanceMinutes(1);
      expect((await badLogin(first, ip)).status).toBe(401);
    } finally {
      await second.close();
      await first.close();
    }
  });

  test('POST /users/reset_password is limited per IP', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: '2' } });
    try {
      const reset = () =>
        send(app, '198.51.100.10', {
          method: 'POST',
          url: '/api/demand-user/users/reset_password',
          body: { token: 'not-a-token', password: 'renewed123' },
        });
      expect((await reset()).status).toBe(400);
      expect((await reset()).status).toBe(400);
      const refused = await reset();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  test('GET /api/catalog/products is limited per IP when it searches, not when it lists', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_SEARCH_PER_MINUTE: '2' } });
    try {
      const ip = '198.51.100.20';
      const search = () =>
        send(app, ip, { url: `${PRODUCTS}?search=${encodeURIComponent('東京')}` });
      expect((await search()).status).toBe(200);
      expect((await search()).status).toBe(200);
      const refused = await search();
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('api_error');
      for (let i = 0; i < 3; i++) expect((await send(app, ip, { url: PRODUCTS })).status).toBe(200);
      expect((await send(app, ip, { url: `${PRODUCTS}?search=%20` })).status).toBe(200);
      app.clock.advanceMinutes(1);
      expect((await search()).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('IPv6 clients of one /64 count as one', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '2' } });
    try {
      expect((await badLogin(app, '2001:db8:1:2::1')).status).toBe(401);
      expect((await badLogin(app, '2001:db8:1:2:aaaa::7')).status).toBe(401);
      expect((await badLogin(app, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await badLogin(app, '2001:db8:1:3::1')).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  test('with one trusted hop a forged X-Forwarded-For chain cannot pick the IP', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_MINUTE: '2' },
    });
    try {
      const proxy = '10.0.0.5';
      const viaProxy = (forged: string) =>
        badLogin(app, proxy, { 'x-forwarded-for': `${forged}, 203.0.113.77` });
      // each request claims a fresh address in front of the one the proxy saw
      expect((await viaProxy('192.0.2.1')).status).toBe(401);
      expect((await viaProxy('192.0.2.2, 192.0.2.3')).status).toBe(401);
      expect((await viaProxy('192.0.2.4')).status).toBe(429);
      // another client behind the same proxy has its own count
      expect((await badLogin(app, proxy, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  test('with a list, only those proxies are believed', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_LOGIN_PER_MINUTE: '1' },
    });
    try {
      const chain = (client: string) => ({ 'x-forwarded-for': `192.0.2.9, ${client}` });
      expect((await badLogin(app, '10.1.2.3', chain('203.0.113.90'))).status).toBe(401);
      expect((await badLogin(app, '10.9.9.9', chain('203.0.113.90'))).status).toBe(429);
      // a client reaching the api directly cannot claim an address
      expect((await badLogin(app, '198.51.100.90', chain('203.0.113.91'))).status).toBe(401);
      expect((await badLogin(app, '198.51.100.90', chain('203.0.113.92'))).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});
