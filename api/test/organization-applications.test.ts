import {
  createOutsiders,
  mailedInvitationLink,
  ORG,
  outcome,
  type Caller,
} from './company-fixtures';
import { createTestApp, setUpTestApp, uniqueEmail } from './helper';

// docs/company.md#api: applying for use (POST /organizations) and the administrators' review.

const t = setUpTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await t.createUser({ typeId: '100' });
});

let counter = 0;
const uniqueName = (prefix = '申請テスト株式会社') => `${prefix}${process.pid}-${++counter}`;
/** The name in full-width forms (ＡＢＣ for ABC, the ideographic space for a space). */
const fullWidth = (name: string) =>
  name
    .replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    .replace(/ /g, '\u3000');

const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: uniqueName(),
  contactName: '申請 太郎',
  email: uniqueEmail('applicant'),
  phoneNumber: '0312345678',
  corporateNumber: '7000012050002',
  postalCode: '100-0013',
  addressLine1: '東京都',
  addressLine2: '千代田区',
  addressLine3: '霞が関3-1-1',
  website: 'https://example.co.jp',
  description: '求人を掲載したいです。',
  ...overrides,
});

const apply = (body: Record<string, unknown> = applicationBody(), token?: string) =>
  t.call('POST', `${ORG}/organizations`, { body, token });

/** Applies and answers the application JSON. */
async function applied(overrides: Record<string, unknown> = {}) {
  const response = await apply(applicationBody(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

const approve = (id: string, caller: Caller | null = admin) =>
  t.call('POST', `${ORG}/organization-applications/${id}/approve`, { token: caller?.accessToken });
const reject = (
  id: string,
  reason: unknown = '書類に不備があります。',
  caller: Caller | null = admin,
) =>
  t.call('POST', `${ORG}/organization-applications/${id}/reject`, {
    token: caller?.accessToken,
    body: { reason },
  });
const statusOf = async (orgId: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM organizations WHERE id = $1', [orgId]))
    .rows[0]?.status;

describe('POST /organizations (apply for use)', () => {
  test('anyone applies: 201 OrganizationApplication, a pending organization and a receipt mail', async () => {
    const body = applicationBody({ email: uniqueEmail('Applicant').toUpperCase() });
    const response = await apply(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      organizationId: expect.any(String),
      companyName: body.companyName,
      contactName: '申請 太郎',
      email: String(body.email).toLowerCase(),
      phoneNumber: '0312345678',
      corporateNumber: '7000012050002',
      // 〒 is stored as its seven digits
      postalCode: '1000013',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '霞が関3-1-1',
      website: 'https://example.co.jp',
      description: '求人を掲載したいです。',
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
      createdAt: t.clock().toISOString(),
    });
    expect(await statusOf(response.body.organizationId)).toBe('pending');
    const mail = await t.lastMail(response.body.email);
    expect(mail?.subject).toBe('【JobMatch】ご利用申請を受け付けました');
    expect(mail?.text).toContain('申請 太郎 様');
    expect(mail?.text).toContain(
      `${body.companyName} による JobMatch のご利用申請を受け付けました`,
    );
  });

  test('a signed-in job seeker may apply too; an empty description is stored as null', async () => {
    const seeker = await t.createUser();
    const response = await apply(applicationBody({ description: '' }), seeker.accessToken);
    expect(response.status).toBe(201);
    expect(response.body.description).toBeNull();
  });

  test('the form schema decides: each bad field is a schema_mismatch_error with its target', async () => {
    const response = await apply(
      applicationBody({ companyName: ' ', phoneNumber: '03-1234-5678', email: 'nope' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('schema_mismatch_error');
    expect(
      response.body.error.details.map((d: { target: string; message: string }) => [
        d.target,
        d.message,
      ]),
    ).toEqual([
      ['companyName', '企業名を入力してください'],
      ['email', expect.any(String)],
      ['phoneNumber', '電話番号はハイフンなしの半角数字10〜11桁で入力してください'],
    ]);
    expect((await apply({ companyName: 'x' })).status).toBe(400);
  });

  test('a 法人番号 whose check digit does not hold is 400 schema_mismatch_error on corporateNumber', async () => {
    const response = await apply(applicationBody({ corporateNumber: '8000012050002' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'schema_mismatch_error',
      target: 'corporateNumber',
      details: [
        {
          code: 'schema_mismatch_error',
          target: 'corporateNumber',
          message: '法人番号が正しくありません。国税庁の法人番号公表サイトで確認してください',
        },
      ],
    });
    for (const [corporateNumber, message] of [
      ['', '法人番号を入力してください'],
      ['700001205000', '法人番号は13桁の数字で入力してください'],
      ['70000120500a2', '法人番号は13桁の数字で入力してください'],
    ])
      expect((await apply(applicationBody({ corporateNumber }))).body.error.details).toEqual([
        { code: 'schema_mismatch_error', target: 'corporateNumber', message },
      ]);
    // nothing was stored for the refused ones
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organization_applications WHERE corporate_number = '8000012050002'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('the 法人番号 may be typed with full-width digits and hyphens; the address is required, the website is not', async () => {
    const application = await applied({
      corporateNumber: '７０００-０１２-０５０００２',
      website: '',
    });
    expect(application).toMatchObject({ corporateNumber: '7000012050002', website: null });
    const response = await apply(
      applicationBody({
        postalCode: '',
        addressLine1: '東京',
        addressLine2: ' ',
        addressLine3: '',
      }),
    );
    expect(response.status).toBe(400);
    expect(
      response.body.error.details.map((d: { target: string; message: string }) => [
        d.target,
        d.message,
      ]),
    ).toEqual([
      ['postalCode', '郵便番号を入力してください'],
      ['addressLine1', '都道府県を選択してください'],
      ['addressLine2', '市区町村を入力してください'],
      ['addressLine3', '町名・番地を入力してください'],
    ]);
    // and an administrator reads them back
    const read = await t.call('GET', `${ORG}/organization-applications/${application.id}`, {
      token: admin.accessToken,
    });
    expect(read.body).toMatchObject({
      corporateNumber: '7000012050002',
      postalCode: '1000013',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '霞が関3-1-1',
      website: null,
    });
  });

  test('a name held by a pending or normal organization is 409 already_exists; a rejected one frees it', async () => {
    const first = await applied();
    const again = await apply(applicationBody({ companyName: first.companyName }));
    expect(outcome(again)).toEqual([409, 'already_exists']);
    expect(again.body.error.target).toBe('companyName');
    // no organization nor mail was left behind by the refused one
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM organizations WHERE name = $1',
      [first.companyName],
    );
    expect(rows[0]?.n).toBe(1);

    expect((await approve(first.id)).status).toBe(200);
    expect(outcome(await apply(applicationBody({ companyName: first.companyName })))).toEqual([
      409,
      'already_exists',
    ]);

    const rejected = await applied();
    expect((await reject(rejected.id)).status).toBe(200);
    expect((await apply(applicationBody({ companyName: rejected.companyName }))).status).toBe(201);
  });

  // issue 33: names are compared by their key (docs/company.md#company-applications)
  test.each([
    ['a zero-width space', (name: string) => name.replace('Match', '\u200BMatch')],
    ['a word joiner and a byte order mark', (name: string) => `\uFEFF${name}\u2060`],
    ['a soft hyphen', (name: string) => name.replace('Match', '\u00ADMatch')],
    ['full-width letters', fullWidth],
    ['doubled and surrounding spaces', (name: string) => name.replace(' ', '  ')],
    ['another case', (name: string) => name.toUpperCase()],
  ])('a look-alike by %s is 409 already_exists', async (_how, lookAlike) => {
    const first = await applied({ companyName: `JobMatch ${uniqueName('Co')}` });
    const again = await apply(applicationBody({ companyName: lookAlike(first.companyName) }));
    expect(lookAlike(first.companyName)).not.toBe(first.companyName);
    expect(outcome(again)).toEqual([409, 'already_exists']);
    expect(again.body.error.target).toBe('companyName');
  });

  test('a name with a zero-width space or in full-width letters is taken until rejected', async () => {
    const demo = await applied({ companyName: 'JobMatch' });
    expect(outcome(await apply(applicationBody({ companyName: 'Job\u200BMatch' })))).toEqual([
      409,
      'already_exists',
    ]);
    expect(outcome(await apply(applicationBody({ companyName: 'ＪｏｂＭａｔｃｈ' })))).toEqual([
      409,
      'already_exists',
    ]);
    // a rejected organization frees its look-alikes too
    expect((await reject(demo.id)).status).toBe(200);
    expect((await apply(applicationBody({ companyName: 'ＪｏｂＭａｔｃｈ' }))).status).toBe(201);
  });

  test('rate-limited per IP like the other mail-sending public routes', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAIL_PER_MINUTE: '2' } });
    try {
      // an address of its own: the file's other requests share the database and its counters
      const send = () =>
        limited.call('POST', `${ORG}/organizations`, {
          remoteAddress: '203.0.113.7',
          body: applicationBody(),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(outcome(refused)).toEqual([429, 'api_error']);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('GET /organization-applications', () => {
  const list = (query: Record<string, string> = {}, caller: Caller | null = admin) =>
    t.call('GET', `${ORG}/organization-applications`, { token: caller?.accessToken, query });

  test('only platform administrators list applications', async () => {
    const outsiders = await createOutsiders(t);
    expect(outcome(await list({}, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await list({}, outsiders.jobSeeker))).toEqual([403, 'no_permission']);
    expect(outcome(await list({}, outsiders.otherOrgMember))).toEqual([403, 'no_permission']);
    expect(outcome(await list({}, outsiders.platformAdmin))[0]).toBe(200);
  });

  test('newest first, filtered by ?status, paged with $top and $nextToken, with the total', async () => {
    // a run of its own, one minute apart, so the order is the clock's
    const mine: Array<{ id: string }> = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advanceMinutes(1);
      mine.push(await applied());
    }
    t.clock.advanceMinutes(1);
    await approve(mine[1]!.id);
    await reject(mine[3]!.id);

    const all = await list({ $top: '100' });
    expect(all.status).toBe(200);
    const ids = all.body.value.map((a: { id: string }) => a.id);
    expect(ids.slice(0, 5)).toEqual(mine.map((a) => a.id).reverse());
    expect(all.body.total).toBe(all.body.value.length);

    const pending = await list({ status: 'pending', $top: '100' });
    expect(pending.body.value.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(pending.body.value.map((a: { id: string }) => a.id).slice(0, 3)).toEqual([
      mine[4]!.id,
      mine[2]!.id,
      mine[0]!.id,
    ]);
    const approved = await list({ status: 'approved' });
    expect(approved.body.value.map((a: { id: string }) => a.id)).toContain(mine[1]!.id);
    expect(approved.body.value[0]).toMatchObject({
      status: 'approved',
      reviewedAt: t.clock().toISOString(),
    });
    const rejected = await list({ status: 'rejected' });
    expect(rejected.body.value.map((a: { id: string }) => a.id)).toContain(mine[3]!.id);

    // walking the pages yields every application once, in order
    const walked: string[] = [];
    let page = await list({ $top: '2' });
    expect(page.body).toMatchObject({ count: 2, total: all.body.total });
    for (;;) {
      walked.push(...page.body.value.map((a: { id: string }) => a.id));
      if (!page.body.nextToken) break;
      page = await list({ $top: '2', $nextToken: page.body.nextToken });
    }
    expect(walked).toEqual(ids);
  });

  test('the default page is 20; unknown statuses, $filter and $orderBy are refused', async () => {
    for (let i = 0; i < 21; i++) await applied();
    const page = await list();
    expect(page.body.count).toBe(20);
    expect(page.body.nextToken).toEqual(expect.any(String));
    expect(outcome(await list({ status: 'normal' }))).toEqual([400, 'schema_mismatch_error']);
    expect(outcome(await list({ $filter: "status eq 'pending'" }))).toEqual([
      400,
      'invalid_filter_parameter',
    ]);
    expect(outcome(await list({ $orderBy: 'createdAt asc' }))).toEqual([
      400,
      'invalid_order_by_parameter',
    ]);
    expect(outcome(await list({ $nextToken: 'forged' }))).toEqual([400, 'wrong_parameter']);
  });
});

describe('GET /organization-applications/{id}', () => {
  test('an administrator reads one application; anyone else is refused; unknown ids are 404', async () => {
    const application = await applied();
    const outsiders = await createOutsiders(t);
    const read = (caller: Caller | null, id = application.id) =>
      t.call('GET', `${ORG}/organization-applications/${id}`, { token: caller?.accessToken });
    const answer = await read(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(application);
    expect(outcome(await read(null))).toEqual([401, 'check_token_error']);
    expect(outcome(await read(outsiders.jobSeeker))).toEqual([403, 'no_permission']);
    expect(outcome(await read(outsiders.otherOrgMember))).toEqual([403, 'no_permission']);
    expect(outcome(await read(outsiders.platformAdmin))[0]).toBe(200);
    expect(outcome(await read(admin, 'no-such-application'))).toEqual([404, 'not_found']);
  });
});

describe('POST /organization-applications/{id}/approve', () => {
  test('the organization becomes normal and the applicant is mailed an owner invitation', async () => {
    const application = await applied();
    const response = await approve(application.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...application,
      status: 'approved',
      reviewedAt: t.clock().toISOString(),
    });
    expect(await statusOf(application.organizationId)).toBe('normal');
    const { rows } = await t.db.query<{ role: string; invited_by: string }>(
      'SELECT role, invited_by FROM invitations WHERE organization_id = $1 AND email = $2',
      [application.organizationId, application.email],
    );
    expect(rows).toEqual([{ role: 'owner', invited_by: admin.id }]);
    const mail = await t.lastMail(application.email);
    expect(mail?.subject).toBe(`【JobMatch】${application.companyName} への招待`);
    expect(mail?.text).toContain('権限：オーナー');
    expect(mail?.links[0]).toMatch(
      new RegExp(
        `^http://jobmatch\\.test/company/auth/accept-invitation/[\\w-]+/[\\w-]{43}\\?email=${encodeURIComponent(application.email)}$`,
      ),
    );
  });

  test('the invitation makes the applicant the owner, who then completes the registration', async () => {
    const application = await applied();
    await approve(application.id);
    const { id, token } = await mailedInvitationLink(t, application.email);
    const accepted = await t.call('PATCH', `/api/demand-user/invitations/${id}`, {
      token,
      body: { name: '申請 太郎', password: 'Owner1234!' },
    });
    expect(accepted.status).toBe(200);
    const owner = {
      token: accepted.body.accessToken as string,
      id: accepted.body.userId as string,
    };
    const mine = await t.call('GET', `${ORG}/users/${owner.id}/organizations`, {
      token: owner.token,
    });
    expect(mine.body.value).toEqual([
      {
        organization: expect.objectContaining({
          id: application.organizationId,
          status: 'normal',
          registeredAt: null,
        }),
        role: 'owner',
        memberStatus: 'active',
      },
    ]);
    const registered = await t.call('PATCH', `${ORG}/organizations/${application.organizationId}`, {
      token: owner.token,
      body: { name: application.companyName, industry: 'SaaS', completeRegistration: true },
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      registeredAt: t.clock().toISOString(),
      customFields: { industry: 'SaaS' },
    });
  });

  test('only a pending application: a decided one is 409 wrong_parameter, an unknown id 404', async () => {
    const application = await applied();
    expect((await approve(application.id)).status).toBe(200);
    expect(outcome(await approve(application.id))).toEqual([409, 'wrong_parameter']);
    expect(outcome(await reject(application.id))).toEqual([409, 'wrong_parameter']);
    expect(outcome(await approve('no-such-application'))).toEqual([404, 'not_found']);
  });

  test('only platform administrators approve', async () => {
    const application = await applied();
    const outsiders = await createOutsiders(t);
    expect(outcome(await approve(application.id, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await approve(application.id, outsiders.jobSeeker))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await approve(application.id, outsiders.otherOrgMember))).toEqual([
      403,
      'no_permission',
    ]);
    expect(await statusOf(application.organizationId)).toBe('pending');
    expect((await approve(application.id, outsiders.platformAdmin)).status).toBe(200);
  });
});

describe('POST /organization-applications/{id}/reject', () => {
  test('the organization becomes rejected and the reason is mailed', async () => {
    const application = await applied();
    const response = await reject(application.id, '  事業内容を確認できませんでした。  ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...application,
      status: 'rejected',
      rejectionReason: '事業内容を確認できませんでした。',
      reviewedAt: t.clock().toISOString(),
    });
    expect(await statusOf(application.organizationId)).toBe('rejected');
    const mail = await t.lastMail(application.email);
    expect(mail?.subject).toBe('【JobMatch】ご利用申請の審査結果のお知らせ');
    expect(mail?.text).toContain('事業内容を確認できませんでした。');
    expect(mail?.links).toEqual(['http://jobmatch.test/company/apply']);
  });

  test('a reason is required; only platform administrators reject', async () => {
    const application = await applied();
    const refused = await reject(application.id, ' ');
    expect(outcome(refused)).toEqual([400, 'schema_mismatch_error']);
    expect(refused.body.error.details[0]).toMatchObject({
      target: 'reason',
      message: '却下の理由を入力してください',
    });
    const outsiders = await createOutsiders(t);
    expect(outcome(await reject(application.id, 'x', null))).toEqual([401, 'check_token_error']);
    expect(outcome(await reject(application.id, 'x', outsiders.jobSeeker))).toEqual([
      403,
      'no_permission',
    ]);
    expect(outcome(await reject(application.id, 'x', outsiders.otherOrgMember))).toEqual([
      403,
      'no_permission',
    ]);
    expect(await statusOf(application.organizationId)).toBe('pending');
  });
});

describe('POST /organization-applications/{id}/resend-invitation', () => {
  const resend = (id: string, caller: Caller | null = admin) =>
    t.call('POST', `${ORG}/organization-applications/${id}/resend-invitation`, {
      token: caller?.accessToken,
    });
  const preview = (link: { id: string; token: string }) =>
    t.call('GET', `/api/demand-user/invitations/${link.id}`, { token: link.token });

  test('mails a new owner link that replaces the old one, until somebody has joined', async () => {
    const application = await applied();
    await approve(application.id);
    const first = await mailedInvitationLink(t, application.email);
    t.clock.advanceMinutes(8 * 24 * 60);
    expect(outcome(await preview(first))).toEqual([400, 'invitation_invalid']);
    // a week later the administrator has signed in again
    admin = await t.createUser({ typeId: '100' });

    expect((await resend(application.id)).status).toBe(204);
    const second = await mailedInvitationLink(t, application.email);
    expect(second.token).not.toBe(first.token);
    expect((await preview(second)).body).toMatchObject({ role: 'owner', email: application.email });
    expect(outcome(await preview(first))).toEqual([400, 'invitation_invalid']);

    const accepted = await t.call('PATCH', `/api/demand-user/invitations/${second.id}`, {
      token: second.token,
      body: { name: '申請 太郎', password: 'Owner1234!' },
    });
    expect(accepted.status).toBe(200);
    // the owner invites from now on
    expect(outcome(await resend(application.id))).toEqual([409, 'wrong_parameter']);
  });

  test('only for approved applications, and only administrators', async () => {
    const pending = await applied();
    expect(outcome(await resend(pending.id))).toEqual([409, 'wrong_parameter']);
    const rejected = await applied();
    await reject(rejected.id);
    expect(outcome(await resend(rejected.id))).toEqual([409, 'wrong_parameter']);
    expect(outcome(await resend('no-such-application'))).toEqual([404, 'not_found']);

    const approved = await applied();
    await approve(approved.id);
    const { jobSeeker, otherOrgMember } = await createOutsiders(t);
    expect(outcome(await resend(approved.id, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await resend(approved.id, jobSeeker))).toEqual([403, 'no_permission']);
    expect(outcome(await resend(approved.id, otherOrgMember))).toEqual([403, 'no_permission']);
  });
});

describe('GET /organizations (administrators)', () => {
  const list = (query: Record<string, string> = {}, caller: Caller | null = admin) =>
    t.call('GET', `${ORG}/organizations`, { token: caller?.accessToken, query });

  test('organizations newest first as CompanyOrganization, ?status filtered, paged', async () => {
    t.clock.advanceMinutes(1);
    const pending = await applied();
    t.clock.advanceMinutes(1);
    const normal = await applied();
    await approve(normal.id);
    const all = await list({ $top: '2' });
    expect(all.status).toBe(200);
    expect(all.body.value.map((o: { id: string }) => o.id)).toEqual([
      normal.organizationId,
      pending.organizationId,
    ]);
    expect(all.body.value[1]).toEqual({
      id: pending.organizationId,
      name: pending.companyName,
      status: 'pending',
      registeredAt: null,
      logoImageUri: null,
      iconImageUri: null,
      postalCode: null,
      addressLine1: null,
      addressLine2: null,
      addressLine3: null,
      phoneNumber: null,
      customFields: { business_operations: null, industry: null, organization_summary: null },
      establishedOn: null,
      employeeCount: null,
      capital: null,
      website: null,
      representativeName: null,
    });
    const next = await list({ $top: '2', $nextToken: all.body.nextToken });
    expect(next.body.value.map((o: { id: string }) => o.id)).not.toContain(pending.organizationId);
    const pendingOnly = await list({ status: 'pending', $top: '100' });
    expect(pendingOnly.body.value.every((o: { status: string }) => o.status === 'pending')).toBe(
      true,
    );
    expect(pendingOnly.body.value.map((o: { id: string }) => o.id)).toContain(
      pending.organizationId,
    );
    expect(outcome(await list({ status: 'approved' }))).toEqual([400, 'schema_mismatch_error']);
  });

  test('only platform administrators', async () => {
    const outsiders = await createOutsiders(t);
    expect(outcome(await list({}, null))).toEqual([401, 'check_token_error']);
    expect(outcome(await list({}, outsiders.jobSeeker))).toEqual([403, 'no_permission']);
    expect(outcome(await list({}, outsiders.otherOrgMember))).toEqual([403, 'no_permission']);
  });
});
