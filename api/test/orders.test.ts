import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
const org = makeOrganization({ name: '応募テスト株式会社' });
const otherOrg = makeOrganization({ name: '別会社テスト株式会社' });
const DAY = 86_400_000;
let products: Record<
  'open' | 'second' | 'third' | 'ending' | 'draft' | 'scheduled' | 'other',
  ReturnType<typeof makeProduct>
>;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock().getTime();
  products = {
    open: makeProduct(org.id, { name: 'バックエンドエンジニア（Go）' }),
    second: makeProduct(org.id, { name: 'フロントエンドエンジニア（React）' }),
    third: makeProduct(org.id, { name: 'QAエンジニア' }),
    ending: makeProduct(org.id, {
      name: 'まもなく終了する求人',
      publicationUntil: new Date(now + DAY),
    }),
    draft: makeProduct(org.id, { name: '下書き', status: 'DRAFT' }),
    scheduled: makeProduct(org.id, { name: '公開前', publicationSince: new Date(now + DAY) }),
    other: makeProduct(otherOrg.id, { name: '別会社の求人' }),
  };
  await insertFixtures(t.db, [org, otherOrg], Object.values(products));
});
afterAll(() => t.close());

/** A logged-in user who may apply unless `options` says otherwise: verified, wizard finished. */
const applicant = (options: Parameters<TestApp['createUser']>[0] = {}) =>
  t.createUser({ profileComplete: true, ...options });

const apply = (
  token: string,
  productId: string,
  options: { orgId?: string; body?: Record<string, unknown> } = {},
) =>
  t.call('POST', `/api/order/orgs/${options.orgId ?? org.id}/orders`, {
    token,
    body: {
      customer: {
        name: '応募 太郎',
        nameKana: 'オウボ タロウ',
        email: 'applicant@example.com',
        phone: '09012345678',
      },
      items: [{ productId, quantity: 1 }],
      ...options.body,
    },
  });

describe('POST /orgs/{orgId}/orders', () => {
  test('creates a PENDING application with one line item, its customer and demand_user_info from the account', async () => {
    const user = await applicant();
    const response = await apply(user.accessToken, products.open.id, {
      body: {
        customFields: { demand_user_info: { id: user.id, emailVerified: false, name: '偽の名前' } },
        items: [{ productId: products.open.id, quantity: 1, variantId: products.open.variantId }],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      status: 'PENDING',
      organizationId: org.id,
      organization: { id: org.id, name: org.name },
      lineItems: [
        {
          productId: products.open.id,
          productName: products.open.name,
          quantity: 1,
          variantId: products.open.variantId,
          productViewable: true,
        },
      ],
      // what the client sent as `customer` is compatibility only: the account's details win
      customer: { name: 'テスト ユーザー', email: user.email },
    });
    const info = response.body.customFields.demand_user_info;
    expect(info).toMatchObject({ id: user.id, email: user.email, name: 'テスト ユーザー' });
    for (const hidden of [
      'emailVerified',
      'preferences',
      'reviewStats',
      'failedAttempts',
      'isLocked',
      'passwordHash',
    ])
      expect(info).not.toHaveProperty(hidden);
  });

  test('demand_user_info carries the career profile as it was when applying', async () => {
    const user = await applicant();
    const careerProfile = {
      career: [
        {
          company: '株式会社いま',
          title: 'バックエンドエンジニア',
          employmentType: 'full_time',
          startedOn: '2021-04',
          endedOn: null,
          description: 'Go での API 開発',
        },
      ],
      self_pr: '設計からリリースまで担当してきました。',
      links: [{ kind: 'github', url: 'https://github.com/taro' }],
      job_change_timing: 'within_3_months',
      desired_annual_salary: 7_000_000,
      desired_work_style: 'hybrid',
    };
    const patched = await t.call('PATCH', `/api/demand-user/users/${user.id}`, {
      token: user.accessToken,
      body: { customFields: careerProfile },
    });
    expect(patched.status).toBe(200);
    const response = await apply(user.accessToken, products.third.id);
    expect(response.status).toBe(201);
    expect(response.body.customFields.demand_user_info.customFields).toMatchObject(careerProfile);

    // a later change of the profile leaves the application's copy as it was
    await t.call('PATCH', `/api/demand-user/users/${user.id}`, {
      token: user.accessToken,
      body: { customFields: { self_pr: '書き直しました', career: null } },
    });
    const mine = await t.call('GET', '/api/order/orders', { token: user.accessToken });
    expect(mine.status).toBe(200);
    const [order] = mine.body.value;
    expect(order.id).toBe(response.body.id);
    expect(order.customFields.demand_user_info.customFields).toMatchObject(careerProfile);
  });

  test('a second application to the same posting is 409 already_exists', async () => {
    const user = await applicant();
    expect((await apply(user.accessToken, products.open.id)).status).toBe(201);
    const again = await apply(user.accessToken, products.open.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_exists');
  });

  test.each(['draft', 'scheduled'] as const)(
    'a %s posting is refused with 404 not_found',
    async (key) => {
      const user = await applicant();
      const response = await apply(user.accessToken, products[key].id);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    },
  );

  test("a posting of another company under this company's path is refused", async () => {
    const user = await applicant();
    expect((await apply(user.accessToken, products.other.id)).status).toBe(404);
    expect((await apply(user.accessToken, products.other.id, { orgId: otherOrg.id })).status).toBe(
      201,
    );
  });

  test('ignores a foreign demand_user_info; rejects a wrong variant, quantity other than 1 and several items', async () => {
    const claimer = await applicant();
    const foreign = await apply(claimer.accessToken, products.second.id, {
      body: { customFields: { demand_user_info: { id: 'someone-else', name: '他人' } } },
    });
    expect(foreign.status).toBe(201);
    expect(foreign.body.customFields.demand_user_info).toMatchObject({ id: claimer.id });
    const user = await applicant();
    const variant = await apply(user.accessToken, products.second.id, {
      body: { items: [{ productId: products.second.id, quantity: 1, variantId: 'other' }] },
    });
    expect(variant.body.error.code).toBe('wrong_parameter');
    const quantity = await apply(user.accessToken, products.second.id, {
      body: { items: [{ productId: products.second.id, quantity: 2 }] },
    });
    expect(quantity.body.error.code).toBe('schema_mismatch_error');
    const two = await apply(user.accessToken, products.second.id, {
      body: { items: [{ productId: products.second.id }, { productId: products.third.id }] },
    });
    expect(two.body.error.code).toBe('schema_mismatch_error');
  });

  test('needs a logged-in job seeker with a verified email', async () => {
    const anonymous = await t.call('POST', `/api/order/orgs/${org.id}/orders`, {
      body: { items: [{ productId: products.open.id, quantity: 1 }] },
    });
    expect(anonymous.status).toBe(401);
    const unverified = await applicant({ verified: false });
    expect((await apply(unverified.accessToken, products.open.id)).body.error.code).toBe(
      'email_not_verified',
    );
    const admin = await applicant({ typeId: '100' });
    expect((await apply(admin.accessToken, products.open.id)).body.error.code).toBe(
      'no_permission',
    );
  });

  test('needs a finished sign-up wizard: 403 profile_incomplete, after the email check', async () => {
    const incomplete = await applicant({ profileComplete: false });
    const refused = await apply(incomplete.accessToken, products.open.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('profile_incomplete');
    // an unverified address is named first: verifying comes before the wizard
    const neither = await applicant({ verified: false, profileComplete: false });
    expect((await apply(neither.accessToken, products.open.id)).body.error.code).toBe(
      'email_not_verified',
    );
    // nothing was stored: once the wizard is done the same posting can be applied to
    const done = await t.call('PATCH', `/api/demand-user/users/${incomplete.id}`, {
      token: incomplete.accessToken,
      body: { customFields: { is_signup_wizard_complete: true } },
    });
    expect(done.status).toBe(200);
    expect((await apply(incomplete.accessToken, products.open.id)).status).toBe(201);
  });
});

describe('GET /orders and /users/{userId}/orders', () => {
  test("lists the caller's own applications newest first with token paging and expansions", async () => {
    const user = await applicant();
    const other = await applicant();
    for (const product of [products.open, products.second, products.third]) {
      expect((await apply(user.accessToken, product.id)).status).toBe(201);
      t.clock.advanceMinutes(1);
    }
    await apply(other.accessToken, products.open.id);

    const first = await t.call('GET', '/api/order/orders', {
      token: user.accessToken,
      query: { $top: '2', $expand: 'organization,lineItems.product', $orderBy: 'createdAt desc' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: 2,
      total: 3,
      nextToken: expect.any(String),
      previousToken: null,
    });
    expect(
      first.body.value.map(
        (order: { lineItems: Array<{ productId: string }> }) => order.lineItems[0]!.productId,
      ),
    ).toEqual([products.third.id, products.second.id]);
    expect(first.body.value[0]).toMatchObject({
      organization: { name: org.name },
      lineItems: [{ product: { id: products.third.id, name: products.third.name } }],
    });
    const second = await t.call('GET', '/api/order/orders', {
      token: user.accessToken,
      query: { $top: '2', $nextToken: first.body.nextToken },
    });
    expect(
      second.body.value.map(
        (order: { lineItems: Array<{ productId: string }> }) => order.lineItems[0]!.productId,
      ),
    ).toEqual([products.open.id]);
    expect(second.body.nextToken).toBeNull();

    const mine = await t.call('GET', `/api/order/users/${user.id}/orders`, {
      token: user.accessToken,
    });
    expect(mine.body.total).toBe(3);
  });

  test("the posting page's look-up by user and product finds the one application", async () => {
    const user = await applicant();
    await apply(user.accessToken, products.second.id);
    const lookup = (productId: string) =>
      t.call('GET', '/api/order/orders', {
        token: user.accessToken,
        query: {
          $filter: `customFields.demand_user_info.id eq '${user.id}' and lineItems.productId eq '${productId}'`,
          $top: '1',
          $skip: '0',
        },
      });
    const found = await lookup(products.second.id);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ count: 1, total: 1 });
    expect((await lookup(products.third.id)).body).toMatchObject({ count: 0, total: 0 });
  });

  test("nobody reads another user's orders", async () => {
    const user = await applicant();
    const intruder = await applicant();
    await apply(user.accessToken, products.open.id);
    const direct = await t.call('GET', `/api/order/users/${user.id}/orders`, {
      token: intruder.accessToken,
    });
    expect(direct.status).toBe(403);
    expect(direct.body.error.code).toBe('no_permission');
    const filtered = await t.call('GET', '/api/order/orders', {
      token: intruder.accessToken,
      query: { $filter: `customFields.demand_user_info.id eq '${user.id}'` },
    });
    expect(filtered.status).toBe(403);
    expect((await t.call('GET', '/api/order/orders')).status).toBe(401);
    const admin = await applicant({ typeId: '100' });
    expect(
      (await t.call('GET', `/api/order/users/${user.id}/orders`, { token: admin.accessToken })).body
        .total,
    ).toBe(1);
  });

  test('an application whose posting ended still lists by name, without the product', async () => {
    const user = await applicant();
    expect((await apply(user.accessToken, products.ending.id)).status).toBe(201);
    t.clock.advanceMinutes(2 * 24 * 60);
    const { accessToken } = await t.login(user.email); // the old access token expired meanwhile
    const response = await t.call('GET', '/api/order/orders', {
      token: accessToken,
      query: { $expand: 'lineItems.product' },
    });
    expect(response.body.value[0].lineItems[0]).toMatchObject({
      productId: products.ending.id,
      productName: products.ending.name,
      productViewable: false,
      product: null,
    });
  });

  test('bad list parameters are 400s with their codes', async () => {
    const user = await applicant();
    const get = (query: Record<string, string>) =>
      t.call('GET', '/api/order/orders', { token: user.accessToken, query });
    expect((await get({ $filter: "password eq 'x'" })).body.error.code).toBe(
      'invalid_filter_parameter',
    );
    expect((await get({ $filter: "lineItems.productId eq 'x'' or 1=1 --'" })).body.total).toBe(0);
    expect((await get({ $orderBy: 'price desc' })).body.error.code).toBe(
      'invalid_order_by_parameter',
    );
    expect((await get({ $expand: 'customer' })).body.error.code).toBe('invalid_expand_parameter');
  });

  test('ping reports the required version', async () => {
    expect((await t.call('GET', '/api/order/ping', { fingerprint: null })).body).toEqual({
      serviceName: 'order',
      serviceVersion: '2.5.0',
    });
  });
});
