import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
const org = makeOrganization({
  name: 'プロフィール株式会社',
  customFields: {
    business_operations: '求人プラットフォームの開発',
    industry: 'HRTech',
    organization_summary: 'エンジニアの転職を支えています。',
  },
});

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock().getTime();
  await insertFixtures(
    t.db,
    [org],
    [
      makeProduct(org.id),
      makeProduct(org.id),
      makeProduct(org.id, { status: 'DRAFT' }),
      makeProduct(org.id, { status: 'ARCHIVED' }),
      makeProduct(org.id, { publicationSince: new Date(now + 60_000) }),
      makeProduct(org.id, { publicationUntil: new Date(now - 60_000) }),
    ],
  );
});
afterAll(() => t.close());

describe('GET /organizations/{orgId}', () => {
  test('answers the public company profile with the number of viewable postings', async () => {
    const response = await t.call('GET', `/api/organization/organizations/${org.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: org.id,
      name: 'プロフィール株式会社',
      url: null,
      logoImageUri: null,
      iconImageUri: null,
      postalCode: '100-0001',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '1-1-1',
      phoneNumber: null,
      customFields: {
        business_operations: '求人プラットフォームの開発',
        industry: 'HRTech',
        organization_summary: 'エンジニアの転職を支えています。',
      },
      establishedOn: '2020-01-01',
      employeeCount: 10,
      capital: 10_000_000,
      website: null,
      representativeName: '試験 太郎',
      viewableProductCount: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('the count follows the clock, like the catalogue', async () => {
    t.clock.advanceMinutes(2);
    expect(
      (await t.call('GET', `/api/organization/organizations/${org.id}`)).body.viewableProductCount,
    ).toBe(3);
    const positions = await t.call('GET', '/api/catalog/products', {
      query: { $filter: `organizationId eq '${org.id}'`, $top: '20' },
    });
    expect(positions.body.total).toBe(3);
  });

  test('an unknown company is 404 not_found; the fingerprint is required', async () => {
    expect((await t.call('GET', '/api/organization/organizations/nope')).body.error.code).toBe(
      'not_found',
    );
    expect(
      (await t.call('GET', `/api/organization/organizations/${org.id}`, { fingerprint: null }))
        .status,
    ).toBe(400);
  });

  test('ping reports the required version', async () => {
    expect((await t.call('GET', '/api/organization/ping', { fingerprint: null })).body).toEqual({
      serviceName: 'organization',
      serviceVersion: '3.0.0',
    });
  });
});
