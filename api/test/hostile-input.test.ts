// Hostile input never makes a 500, and every answer keeps the error shape (docs/api.md#text-rule,
// docs/errors.md#error-shape). Each test sends one input that a review found to break the api.
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, PASSWORD, type TestApp } from './helper';
import { listenOnFreePort, sendRaw } from './raw-http';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
/** How a lone surrogate travels in a URL: its CESU-8 bytes, which are not UTF-8. */
const LONE_SURROGATE_IN_URL = '%ED%A0%80';

let t: TestApp;
let port: number;
const org = makeOrganization({ name: '入力検査株式会社' });
const product = makeProduct(org.id, { name: '入力検査の求人' });

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // stand-ins for a query that validation let through and the database refused
      app.get('/api/catalog/test-data-error', async () => {
        await app.db.query('SELECT $1::timestamptz', ['0000-01-01T00:00:00Z']);
      });
      app.get('/api/catalog/test-index-row-too-large', async () => {
        throw Object.assign(new Error('index row size exceeds btree maximum'), { code: '54000' });
      });
      app.get('/api/catalog/test-unique-violation', async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      });
    },
  });
  await insertFixtures(t.db, [org], [product]);
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

/** The error shape every failure has, with its status and code. */
function expectError(
  response: { status: number; body: unknown },
  status: number,
  code: string,
): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { error: { code, message: expect.any(String) } },
  });
}

const encode = (text: string) => encodeURIComponent(text);

describe('NUL characters and unpaired surrogates are a 400, wherever they are', () => {
  test('in search', async () => {
    const response = await t.call('GET', `/api/catalog/products?search=${encode(`java${NUL}`)}`);
    expectError(response, 400, 'schema_mismatch_error');
    expect(response.body.error.target).toBe('search');
  });

  test('in a $filter value', async () => {
    const withNul = await t.call('GET', '/api/catalog/products', {
      query: { $filter: `name eq 'a${NUL}'` },
    });
    expectError(withNul, 400, 'schema_mismatch_error');
    // a URL can carry a lone surrogate only as bytes that are not UTF-8
    const withSurrogate = await t.call(
      'GET',
      `/api/catalog/products?$filter=${encode("name eq 'a")}${LONE_SURROGATE_IN_URL}${encode("'")}`,
    );
    expectError(withSurrogate, 400, 'wrong_parameter');
  });

  test('in a path id', async () => {
    expectError(await t.call('GET', '/api/catalog/products/a%00b'), 400, 'schema_mismatch_error');
    expectError(
      await t.call('GET', `/api/catalog/products/a${LONE_SURROGATE_IN_URL}`),
      400,
      'wrong_parameter',
    );
  });

  test('in names and addresses', async () => {
    const user = await t.createUser();
    for (const body of [
      { name: `山田${NUL}` },
      { name: `山田${LONE_SURROGATE}` },
      { addressLine2: `千代田${NUL}` },
      { addressLine3: `${LONE_SURROGATE}ビル` },
    ]) {
      const response = await t.call('PATCH', `/api/demand-user/users/${user.id}`, {
        token: user.accessToken,
        body,
      });
      expectError(response, 400, 'schema_mismatch_error');
    }
    const stored = await t.call('GET', `/api/demand-user/users/${user.id}`, {
      token: user.accessToken,
    });
    expect(stored.body).toMatchObject({ name: 'テスト ユーザー', addressLine2: null });
  });

  test('in customFields keys and values', async () => {
    const user = await t.createUser();
    for (const customFields of [
      { [`key${LONE_SURROGATE}`]: 'value' },
      { [`key${NUL}`]: 'value' },
      { note: `value${NUL}` },
      { note: { nested: [`value${LONE_SURROGATE}`] } },
    ]) {
      const response = await t.call('PATCH', `/api/demand-user/users/${user.id}`, {
        token: user.accessToken,
        body: { customFields },
      });
      expectError(response, 400, 'schema_mismatch_error');
    }
  });

  test('in the customer of an application', async () => {
    const user = await t.createUser({ profileComplete: true });
    for (const customer of [{ name: `応募${NUL}` }, { addressLine1: `東京${LONE_SURROGATE}` }]) {
      const response = await t.call('POST', `/api/order/orgs/${org.id}/orders`, {
        token: user.accessToken,
        body: { customer, items: [{ productId: product.id, quantity: 1 }] },
      });
      expectError(response, 400, 'schema_mismatch_error');
    }
    const orders = await t.call('GET', '/api/order/orders', { token: user.accessToken });
    expect(orders.body.total).toBe(0);
  });
});

describe('$filter datetimes stay within the years 0001–9999', () => {
  test.each([
    ['year 10000', 'createdAt gt 9999-12-31T23:00:00-05:00'],
    ['year 0000', 'createdAt gt 0000-01-01'],
    ['year 0000 as a string', "publication.since lt '0000-06-01T00:00:00Z'"],
  ])('%s is invalid_filter_parameter', async (_what, filter) => {
    const response = await t.call('GET', '/api/catalog/products', { query: { $filter: filter } });
    expectError(response, 400, 'invalid_filter_parameter');
  });

  test('the first and last years still work', async () => {
    const response = await t.call('GET', '/api/catalog/products', {
      // without a zone a date is Tokyo's: the first day of the year 1 in UTC begins at 09:00 there
      query: { $filter: 'createdAt gt 0001-01-01T09:00:00 and createdAt lt 9999-12-31T23:59:59Z' },
    });
    expect(response.status).toBe(200);
  });
});

describe('forged page tokens', () => {
  const forge = (token: Record<string, unknown>) =>
    Buffer.from(JSON.stringify(token)).toString('base64url');

  test.each([
    ['a sort value that is not a time', { o: 'publication.since desc', v: 'not a date', i: 'x' }],
    ['a time in year 0', { o: 'publication.since desc', v: '0000-01-01 00:00:00+00', i: 'x' }],
    ['a day the month lacks', { o: 'createdAt desc', v: '2026-02-30 00:00:00+00', i: 'x' }],
    [
      'an amount that is not a number',
      { o: 'customFields.compensation_amount asc', v: 'x', i: 'x' },
    ],
    [
      'an id with a NUL',
      { o: 'publication.since desc', v: '2026-04-01 00:00:00+00', i: `x${NUL}` },
    ],
  ])('%s is 400 wrong_parameter', async (_what, token) => {
    const [field, direction] = (token.o as string).split(' ');
    const response = await t.call('GET', '/api/catalog/products', {
      query: {
        ...(field === 'publication.since' ? {} : { $orderBy: `${field} ${direction}` }),
        $nextToken: forge(token),
      },
    });
    expectError(response, 400, 'wrong_parameter');
    expect(response.body.error.target).toBe('$nextToken');
  });

  test('on the orders list, backwards too', async () => {
    const user = await t.createUser();
    const response = await t.call('GET', '/api/order/orders', {
      token: user.accessToken,
      query: { $previousToken: forge({ o: 'createdAt desc', v: 'yesterday', i: 'x', b: 1 }) },
    });
    expectError(response, 400, 'wrong_parameter');
  });

  test('real tokens still page', async () => {
    const extra = makeProduct(org.id, { name: '二件目の求人' });
    await insertFixtures(t.db, [], [extra]);
    const first = await t.call('GET', '/api/catalog/products', {
      query: { $top: '1', $filter: `organizationId eq '${org.id}'` },
    });
    expect(first.body.nextToken).toEqual(expect.any(String));
    const second = await t.call('GET', '/api/catalog/products', {
      query: {
        $top: '1',
        $filter: `organizationId eq '${org.id}'`,
        $nextToken: first.body.nextToken,
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.count).toBe(1);
  });
});

describe('email addresses longer than 254 characters', () => {
  const longEmail = () => `${'a'.repeat(3000)}-${Date.now()}@example.com`;

  test('at sign-up', async () => {
    const response = await t.call('POST', '/api/demand-user/users', {
      body: { email: longEmail(), password: PASSWORD },
    });
    expectError(response, 400, 'schema_mismatch_error');
    expect(response.body.error.target).toBe('email');
  });

  test('at login', async () => {
    const response = await t.call('POST', '/api/demand-auth/login', {
      body: { email: longEmail(), password: PASSWORD, fingerprint: 'test-fingerprint' },
    });
    expectError(response, 400, 'schema_mismatch_error');
  });

  test('in a reset-mail request', async () => {
    const response = await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
      body: { email: longEmail() },
    });
    expectError(response, 400, 'schema_mismatch_error');
  });
});

describe('nesting', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  test('customFields nested 5,000 deep is a 400, not a stack overflow', async () => {
    const user = await t.createUser();
    const response = await t.call('PATCH', `/api/demand-user/users/${user.id}`, {
      token: user.accessToken,
      payload: `{"customFields":${nested(5000)}}`,
    });
    expectError(response, 400, 'schema_mismatch_error');
    expect((await t.call('GET', '/api/catalog/ping')).status).toBe(200);
  });

  test('customFields nest at most 8 levels', async () => {
    const user = await t.createUser();
    const patch = (depth: number) =>
      t.call('PATCH', `/api/demand-user/users/${user.id}`, {
        token: user.accessToken,
        payload: `{"customFields":${nested(depth)}}`,
      });
    expect((await patch(8)).status).toBe(200);
    const tooDeep = await patch(9);
    expectError(tooDeep, 400, 'schema_mismatch_error');
    expect(tooDeep.body.error.target).toBe('customFields');
  });
});

describe('framework errors keep the error shape', () => {
  test('a broken percent-escape in the path', async () => {
    expectError(await t.call('GET', '/api/catalog/products/%E0%A4%A'), 400, 'wrong_parameter');
  });

  test('a broken percent-escape in the query', async () => {
    expectError(
      await t.call('GET', '/api/catalog/products?search=%E0%A4%A'),
      400,
      'wrong_parameter',
    );
  });

  test('an over-long path parameter', async () => {
    const response = await t.call('GET', `/api/catalog/products/${'a'.repeat(500)}`);
    expectError(response, 414, 'wrong_parameter');
  });

  test('huge headers (over real HTTP)', async () => {
    const response = await sendRaw(
      port,
      `GET /api/catalog/ping HTTP/1.1\r\nHost: x\r\nX-Huge: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { code: 'wrong_parameter', message: expect.any(String) },
    });
  });

  test.each([
    ['not a number', 'Content-Length: abc\r\n'],
    ['two different lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
    ['beside chunked encoding', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
  ])('a bad Content-Length: %s (over real HTTP)', async (_what, header) => {
    const response = await sendRaw(
      port,
      `POST /api/demand-auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${header}\r\n{}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { code: 'wrong_parameter', message: expect.any(String) },
    });
  });

  test('a body shorter than its Content-Length', async () => {
    const response = await t.call('POST', '/api/demand-auth/login', {
      headers: { 'content-length': '500' },
      payload: '{}',
    });
    expectError(response, 400, 'wrong_parameter');
  });
});

describe('database data errors', () => {
  test('a value the database refuses (SQLSTATE class 22) is 400 wrong_parameter', async () => {
    expectError(await t.call('GET', '/api/catalog/test-data-error'), 400, 'wrong_parameter');
  });

  test('a value too large for an index (54000) is 400 wrong_parameter', async () => {
    expectError(
      await t.call('GET', '/api/catalog/test-index-row-too-large'),
      400,
      'wrong_parameter',
    );
  });

  test('other database errors stay 500', async () => {
    expectError(
      await t.call('GET', '/api/catalog/test-unique-violation'),
      500,
      'internal_server_error',
    );
  });
});

test('the api still answers after all of it', async () => {
  expect((await t.call('GET', '/api/catalog/ping')).status).toBe(200);
  const response = await sendRaw(
    port,
    'GET /api/catalog/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  expect(response.status).toBe(200);
});
