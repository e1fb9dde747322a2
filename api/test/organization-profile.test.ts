import {
  companyUser,
  createCompany,
  createOutsiders,
  ORG,
  outcome,
  suspendMember,
  type Caller,
} from './company-fixtures';
import { setUpTestApp } from './helper';

// docs/company.md#api: the company profile, public for a normal organization, and edited by its
// owners and admins (the registration wizard and /company/profile).

const t = setUpTestApp();

let counter = 0;
const uniqueName = () => `プロフィール編集株式会社${process.pid}-${++counter}`;

const read = (orgId: string, caller?: Caller | null) =>
  t.call('GET', `${ORG}/organizations/${orgId}`, { token: caller?.accessToken });
const update = (orgId: string, caller: Caller | null, body: Record<string, unknown>) =>
  t.call('PATCH', `${ORG}/organizations/${orgId}`, { token: caller?.accessToken, body });

/** An organization that applied and is still pending, with an owner (as if approved early). */
async function pendingCompany() {
  const applied = await t.call('POST', `${ORG}/organizations`, {
    body: {
      companyName: uniqueName(),
      contactName: '申請 太郎',
      email: 'pending-owner@example.com',
      phoneNumber: '0312345678',
      corporateNumber: '7000012050002',
      postalCode: '1000013',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '霞が関3-1-1',
    },
  });
  expect(applied.status).toBe(201);
  const id: string = applied.body.organizationId;
  return { id, owner: await companyUser(t, id, 'owner') };
}

const COMPANY_FIELDS = ['status', 'registeredAt'];

describe('GET /organizations/{orgId}', () => {
  test('the public sees the public profile of a normal organization, without the company fields', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember } = await createOutsiders(t);
    for (const caller of [null, jobSeeker, otherOrgMember]) {
      const response = await read(org.id, caller);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: org.id, name: org.name, viewableProductCount: 0 });
      for (const field of COMPANY_FIELDS) expect(response.body).not.toHaveProperty(field);
    }
  });

  test('its members and platform administrators also see status and registeredAt', async () => {
    const org = await createCompany(t);
    const { platformAdmin } = await createOutsiders(t);
    for (const caller of [org.owner, org.admin, org.member, platformAdmin]) {
      const response = await read(org.id, caller);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: org.id,
        name: org.name,
        status: 'normal',
        registeredAt: '2025-01-01T00:00:00.000Z',
        viewableProductCount: 0,
        createdAt: '2025-01-01T00:00:00.000Z',
      });
    }
  });

  test('a pending organization is 404 for the public, visible to its members and administrators', async () => {
    const org = await pendingCompany();
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    expect(outcome(await read(org.id, null))).toEqual([404, 'not_found']);
    expect(outcome(await read(org.id, jobSeeker))).toEqual([404, 'not_found']);
    expect(outcome(await read(org.id, otherOrgMember))).toEqual([404, 'not_found']);
    for (const caller of [org.owner, platformAdmin]) {
      const response = await read(org.id, caller);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: org.id, status: 'pending', registeredAt: null });
    }
  });

  test('a suspended member of a pending organization is refused; a broken token is 401', async () => {
    const org = await pendingCompany();
    const suspended = await companyUser(t, org.id, 'member');
    // straight in the database: a suspension through the api would end the login itself
    await suspendMember(t, org.id, suspended.id);
    expect(outcome(await read(org.id, suspended))).toEqual([403, 'no_permission']);
    const broken = await t.call('GET', `${ORG}/organizations/${org.id}`, { token: 'not-a-jwt' });
    expect(outcome(broken)).toEqual([401, 'parse_token_error']);
  });
});

describe('PATCH /organizations/{orgId}', () => {
  const profile = (name: string) => ({
    name,
    organizationSummary: 'エンジニアの採用を支援しています。',
    businessOperations: '求人サービスの運営',
    industry: 'HRTech',
    establishedOn: '2015-04-01',
    capital: '10000000',
    employeeCount: 42,
    website: 'https://example.com',
    representativeName: '代表 太郎',
    phoneNumber: '0312345678',
    postalCode: '1000001',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '千代田1-1',
  });

  test('an owner or admin writes the whole profile; the answer is the company view', async () => {
    const org = await createCompany(t);
    const name = uniqueName();
    const response = await update(org.id, org.admin, profile(name));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: org.id,
      name,
      status: 'normal',
      registeredAt: '2025-01-01T00:00:00.000Z',
      phoneNumber: '0312345678',
      postalCode: '1000001',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '千代田1-1',
      customFields: {
        organization_summary: 'エンジニアの採用を支援しています。',
        business_operations: '求人サービスの運営',
        industry: 'HRTech',
      },
      establishedOn: '2015-04-01',
      capital: 10_000_000,
      employeeCount: 42,
      website: 'https://example.com',
      representativeName: '代表 太郎',
      updatedAt: t.clock().toISOString(),
    });
    // empty fields are cleared
    const cleared = await update(org.id, org.owner, { name, industry: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      customFields: { organization_summary: null, business_operations: null, industry: null },
      capital: null,
      website: null,
      addressLine1: null,
    });
    expect((await read(org.id)).body.name).toBe(name);
  });

  test('completeRegistration sets registeredAt once; later edits keep it', async () => {
    const org = await pendingCompany();
    const application = (
      await t.db.query<{ id: string }>(
        'SELECT id FROM organization_applications WHERE organization_id = $1',
        [org.id],
      )
    ).rows[0];
    const admin = await t.createUser({ typeId: '100' });
    await t.call('POST', `${ORG}/organization-applications/${application?.id}/approve`, {
      token: admin.accessToken,
    });
    const name = uniqueName();
    const first = await update(org.id, org.owner, { name, completeRegistration: true });
    expect(first.body.registeredAt).toBe(t.clock().toISOString());
    t.clock.advanceMinutes(5);
    const again = await update(org.id, org.owner, { name, completeRegistration: true });
    expect(again.body.registeredAt).toBe(first.body.registeredAt);
    expect((await update(org.id, org.owner, { name })).body.registeredAt).toBe(
      first.body.registeredAt,
    );
    expect(outcome(await update(org.id, org.owner, { name, completeRegistration: false }))).toEqual(
      [400, 'schema_mismatch_error'],
    );
  });

  test('a pending organization is 409 organization_not_normal', async () => {
    const org = await pendingCompany();
    expect(outcome(await update(org.id, org.owner, { name: uniqueName() }))).toEqual([
      409,
      'organization_not_normal',
    ]);
  });

  test("another organization's name is 409 already_exists; the own name is fine", async () => {
    const org = await createCompany(t);
    const other = await createCompany(t);
    const taken = await update(org.id, org.owner, { name: other.name });
    expect(outcome(taken)).toEqual([409, 'already_exists']);
    expect(taken.body.error.target).toBe('name');
    expect((await update(org.id, org.owner, { name: org.name })).status).toBe(200);
  });

  test("a look-alike of another organization's name is 409 already_exists (issue 33)", async () => {
    const org = await createCompany(t);
    const other = await createCompany(t);
    const named = await update(other.id, other.owner, { name: `Acme Works ${uniqueName()}` });
    expect(named.status).toBe(200);
    const taken: string = named.body.name;
    for (const lookAlike of [
      taken.replace('Works', '\u200BWorks'),
      taken.replace('Acme', 'Ａｃｍｅ'),
      taken.replace(' ', '  '),
      ` ${taken.toLowerCase()} `,
    ]) {
      const refused = await update(org.id, org.owner, { name: lookAlike });
      expect([lookAlike, ...outcome(refused)]).toEqual([lookAlike, 409, 'already_exists']);
      expect(refused.body.error.target).toBe('name');
    }
    // its own name in another case is a rename of its own, not a look-alike of another's
    expect((await update(other.id, other.owner, { name: taken.toUpperCase() })).status).toBe(200);
  });

  test('the form schema decides; bad fields are schema_mismatch_error', async () => {
    const org = await createCompany(t);
    const response = await update(org.id, org.owner, {
      name: '',
      website: 'ftp://example.com',
      postalCode: '10-00001',
      addressLine1: '東京',
      capital: -1,
      establishedOn: '2015/04/01',
    });
    expect(outcome(response)).toEqual([400, 'schema_mismatch_error']);
    expect(response.body.error.details.map((d: { target: string }) => d.target).sort()).toEqual(
      ['addressLine1', 'capital', 'establishedOn', 'name', 'postalCode', 'website'].sort(),
    );
  });

  test('members, outsiders and administrators are refused', async () => {
    const org = await createCompany(t);
    const { jobSeeker, otherOrgMember, platformAdmin } = await createOutsiders(t);
    const body = { name: uniqueName() };
    expect(outcome(await update(org.id, null, body))).toEqual([401, 'check_token_error']);
    expect(outcome(await update(org.id, jobSeeker, body))).toEqual([404, 'not_found']);
    expect(outcome(await update(org.id, otherOrgMember, body))).toEqual([404, 'not_found']);
    expect(outcome(await update(org.id, org.member, body))).toEqual([403, 'no_permission']);
    expect(outcome(await update(org.id, platformAdmin, body))).toEqual([403, 'no_permission']);
    expect(outcome(await update('no-such-org', org.owner, body))).toEqual([404, 'not_found']);
    expect((await read(org.id)).body.name).toBe(org.name);
  });
});
