// A company's job postings (docs/jobs.md#catalog-service-apicatalog): who may call what, the
// publication window, the status transitions, the validation codes and targets, archiving, and
// that one company never sees another's postings.
import { insertProducts } from '../src/services/catalog/catalog-module';
import { makeProduct } from './catalog-fixtures';
import { createCompany, outcome, type Company } from './company-fixtures';
import { setUpTestApp } from './helper';
import {
  applyTo,
  callAsRefused,
  CATALOG,
  createPosting,
  createRefusedCallers,
  DAY,
  jobPosting,
  jobSeeker,
  ORDER,
  outcomeAt,
  pendingCompany,
  registerImage,
} from './job-fixtures';

const t = setUpTestApp();
let company: Company;
let refused: Awaited<ReturnType<typeof createRefusedCallers>>;
let pending: Awaited<ReturnType<typeof pendingCompany>>;

beforeAll(async () => {
  company = await createCompany(t);
  refused = await createRefusedCallers(t, company.id);
  pending = await pendingCompany(t);
});

const iso = (ms: number) => new Date(ms).toISOString();
const now = () => t.clock().getTime();

const list = (token: string, query: Record<string, string> = {}, orgId = company.id) =>
  t.call('GET', `${CATALOG}/orgs/${orgId}/products`, { token, query });
const patch = (token: string | undefined, id: string, body: Record<string, unknown>) =>
  t.call('PATCH', `${CATALOG}/products/${id}`, { token, body });
const companyGet = (token: string, id: string, orgId = company.id) =>
  t.call('GET', `${CATALOG}/orgs/${orgId}/products/${id}`, { token });
/** The public posting page's answer. */
const publicStatus = async (id: string) =>
  (await t.call('GET', `${CATALOG}/products/${id}`)).status;
const publicIds = async () =>
  (
    await t.call('GET', `${CATALOG}/products`, {
      query: { $filter: `organizationId eq '${company.id}'`, $top: '100' },
    })
  ).body.value.map((p: { id: string }) => p.id);

describe('who may call', () => {
  test('every route refuses guests, job seekers, administrators, other companies and suspended members', async () => {
    const posting = await createPosting(t, company.member, company.id, { status: 'DRAFT' });
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `${CATALOG}/orgs/${company.id}/products`],
      ['POST', `${CATALOG}/orgs/${company.id}/products`, jobPosting()],
      ['GET', `${CATALOG}/orgs/${company.id}/products/${posting.id}`],
      ['PATCH', `${CATALOG}/products/${posting.id}`, { name: '変更' }],
    ];
    const { got, expected } = await callAsRefused(t, refused, routes);
    expect(got).toEqual(expected);
    // nothing was written by them
    expect((await companyGet(company.owner.accessToken, posting.id)).body.name).toBe(posting.name);
  });

  test('owners, admins and members all write and read postings', async () => {
    for (const caller of [company.owner, company.admin, company.member]) {
      const created = await createPosting(t, caller, company.id, { status: 'DRAFT' });
      expect((await companyGet(caller.accessToken, created.id)).status).toBe(200);
      expect((await patch(caller.accessToken, created.id, { name: '改名' })).status).toBe(200);
      expect((await list(caller.accessToken)).status).toBe(200);
    }
  });

  test('a pending organization reads but cannot write (409 organization_not_normal)', async () => {
    const token = pending.owner.accessToken;
    expect((await list(token, {}, pending.id)).status).toBe(200);
    const created = await t.call('POST', `${CATALOG}/orgs/${pending.id}/products`, {
      token,
      body: jobPosting(),
    });
    expect(outcome(created)).toEqual([409, 'organization_not_normal']);
    const product = makeProduct(pending.id, { status: 'DRAFT' });
    await insertProducts(t.db, [product]);
    expect(outcome(await patch(token, product.id, { name: '変更' }))).toEqual([
      409,
      'organization_not_normal',
    ]);
    expect((await companyGet(token, product.id, pending.id)).status).toBe(200);
  });

  test('an unknown posting is 404 for a company user, 403 for a job seeker', async () => {
    expect(outcome(await patch(company.owner.accessToken, 'no-such-posting', {}))).toEqual([
      404,
      'not_found',
    ]);
    expect(
      outcome(await patch(refused.callers.jobSeeker?.accessToken, 'no-such-posting', {})),
    ).toEqual([403, 'no_permission']);
  });
});

describe('POST /orgs/{orgId}/products', () => {
  test('a draft by default: the whole posting comes back expanded, and the public never sees it', async () => {
    const image = await registerImage(t, company.id);
    const response = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
      token: company.member.accessToken,
      body: jobPosting({ images: [{ url: image }], contractMonths: '6' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      name: 'バックエンドエンジニア（Go／決済基盤）',
      organizationId: company.id,
      organization: { id: company.id, name: company.name },
      category: { id: 'backend_engineer', name: expect.any(String) },
      addressLine1: '東京都',
      addressLine2: '千代田区',
      images: [{ url: image }],
      variants: [{ id: expect.any(String) }],
      attributes: [{ id: 'skills', value: ['go', 'postgresql'] }],
      publication: { status: 'DRAFT', since: null, until: null, publishedAt: null },
      customFields: {
        supports_remote_work: true,
        compensation_type: 'month',
        compensation_amount: 500_000,
        location_notes: '神田駅 徒歩5分',
        position_requirements: 'Go による Web API 開発の経験',
        work_compensation: '月給 500,000円〜',
        work_start_time: '09:00',
        work_end_time: '18:00',
        contract_months: 6,
      },
      createdAt: iso(now()),
    });
    expect(await publicStatus(response.body.id)).toBe(404);
    expect(await publicIds()).not.toContain(response.body.id);
  });

  test('published at once: public in the list and on its page, publishedAt now', async () => {
    const created = await createPosting(t, company.owner, company.id);
    expect(created.publication).toMatchObject({ status: 'ACTIVE', publishedAt: iso(now()) });
    expect(await publicStatus(created.id)).toBe(200);
    expect(await publicIds()).toContain(created.id);
  });

  test('published with an end in the past is 400 wrong_parameter on publication.until; a draft may have one', async () => {
    const body = jobPosting({
      publication: { since: iso(now() - 3 * DAY), until: iso(now() - DAY) },
    });
    const published = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
      token: company.owner.accessToken,
      body: { ...body, status: 'ACTIVE' },
    });
    expect(outcome(published)).toEqual([400, 'wrong_parameter']);
    expect(published.body.error.target).toBe('publication.until');
    expect(published.body.error.message).toBe('掲載終了日時が過去のため公開できません');
    const draft = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
      token: company.owner.accessToken,
      body,
    });
    expect(draft.status).toBe(201);
  });

  test('a 正社員 or 契約社員 posting is published only with its 年収 range; a draft or a 業務委託 one without', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
        token: company.owner.accessToken,
        body,
      });
    for (const employmentType of ['full_time', 'contract'] as const) {
      for (const [missing, range] of [
        ['annualSalaryMin', { annualSalaryMin: null, annualSalaryMax: 8_000_000 }],
        ['annualSalaryMax', { annualSalaryMin: 6_000_000, annualSalaryMax: null }],
      ] as const) {
        const refused = await post({
          ...jobPosting({ employmentType, ...range }),
          status: 'ACTIVE',
        });
        expect(outcome(refused)).toEqual([400, 'wrong_parameter']);
        expect(refused.body.error).toMatchObject({
          target: missing,
          message: '正社員・契約社員の求人を公開するには年収の下限と上限を入力してください',
        });
      }
    }
    const draft = await post({
      ...jobPosting({ annualSalaryMin: null, annualSalaryMax: null }),
      status: 'DRAFT',
    });
    expect(draft.status).toBe(201);
    const freelance = await post({
      ...jobPosting({
        employmentType: 'freelance',
        annualSalaryMin: null,
        annualSalaryMax: null,
        compensationAmountMax: 800_000,
      }),
      status: 'ACTIVE',
    });
    expect(freelance.status).toBe(201);
    expect(freelance.body.customFields).toMatchObject({
      employment_type: 'freelance',
      compensation_amount: 500_000,
      compensation_amount_max: 800_000,
      annual_salary_min: null,
      work_style: 'hybrid',
      supports_remote_work: true,
    });
    // publishing the draft later is refused the same way, and an edit cannot drop a public range
    const publish = await patch(company.owner.accessToken, draft.body.id, { status: 'ACTIVE' });
    expect(outcome(publish)).toEqual([400, 'wrong_parameter']);
    const published = await createPosting(t, company.owner, company.id);
    const dropped = await patch(company.owner.accessToken, published.id, {
      annualSalaryMax: null,
    });
    expect(outcome(dropped)).toEqual([400, 'wrong_parameter']);
    expect(dropped.body.error.target).toBe('annualSalaryMax');
  });

  test('min above max is refused with the spec error shape, on the later field', async () => {
    for (const [field, body] of [
      ['annualSalaryMax', { annualSalaryMin: 9_000_000, annualSalaryMax: 8_000_000 }],
      ['compensationAmountMax', { compensationAmount: 600_000, compensationAmountMax: 500_000 }],
    ] as const) {
      const response = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
        token: company.owner.accessToken,
        body: { ...jobPosting(body), status: 'DRAFT' },
      });
      expect(outcome(response)).toEqual([400, 'schema_mismatch_error']);
      expect(response.body.error.target).toBe(field);
    }
  });

  test('a work style sets the remote flag; the remote flag alone still means hybrid', async () => {
    const office = await createPosting(t, company.owner, company.id, { workStyle: 'office' });
    expect(office.customFields).toMatchObject({
      work_style: 'office',
      supports_remote_work: false,
    });
    const remote = await patch(company.owner.accessToken, office.id, { supportsRemoteWork: true });
    expect(remote.body.customFields).toMatchObject({
      work_style: 'hybrid',
      supports_remote_work: true,
    });
    const full = await patch(company.owner.accessToken, office.id, { workStyle: 'full_remote' });
    expect(full.body.customFields).toMatchObject({
      work_style: 'full_remote',
      supports_remote_work: true,
    });
  });

  test.each([
    ['name', { name: '' }],
    ['categoryId', { categoryId: '' }],
    ['description', { description: ' ' }],
    ['compensationType', { compensationType: 'year' }],
    ['employmentType', { employmentType: 'intern' }],
    ['employmentType', { employmentType: undefined }],
    ['workStyle', { workStyle: 'moon' }],
    ['annualSalaryMin', { annualSalaryMin: -1 }],
    ['annualSalaryMax', { annualSalaryMax: 6_500_000.5 }],
    ['compensationAmount', { compensationAmount: -1 }],
    ['compensationAmount', { compensationAmount: 1.5 }],
    ['contractMonths', { contractMonths: 0 }],
    ['contractMonths', { contractMonths: 121 }],
    ['contractMonths', { contractMonths: '3か月' }],
    ['contractMonths', { contractMonths: 2.5 }],
    ['workStartTime', { workStartTime: '24:00' }],
    ['workEndTime', { workEndTime: '9:5' }],
    ['workEndTime', { workStartTime: '18:00', workEndTime: '09:00' }],
    ['workEndTime', { workStartTime: '09:00', workEndTime: '09:00' }],
    ['workEndTime', { workStartTime: '09:00', workEndTime: null }],
    [
      'publication.until',
      { publication: { since: '2026-05-01T00:00:00Z', until: '2026-04-30T00:00:00Z' } },
    ],
    ['publication.since', { publication: { since: '来週', until: null } }],
    ['addressLine1', { addressLine1: '東京' }],
    ['skills', { skills: Array.from({ length: 31 }, (_, i) => `skill${i}`) }],
    [
      'images',
      {
        images: [
          { url: '/api/catalog/files/orgs/o/00000000-0000-4000-8000-000000000001.png' },
          { url: '/api/catalog/files/orgs/o/00000000-0000-4000-8000-000000000002.png' },
        ],
      },
    ],
    ['images.0.url', { images: [{ url: 'https://evil.example/a.png' }] }],
    ['name', { name: 'x'.repeat(101) }],
  ] as Array<[string, Record<string, unknown>]>)(
    'a broken %s is 400 schema_mismatch_error with that target',
    async (target, overrides) => {
      const response = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
        token: company.owner.accessToken,
        body: { ...jobPosting(), ...overrides },
      });
      expect(outcome(response)).toEqual([400, 'schema_mismatch_error']);
      expect(response.body.error.target).toBe(target);
    },
  );

  test('what the schema cannot check is 400 wrong_parameter: category, skills, images', async () => {
    const create = (overrides: Record<string, unknown>) =>
      t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
        token: company.owner.accessToken,
        body: { ...jobPosting(), ...overrides },
      });
    const foreign = await registerImage(t, refused.other.id);
    const logo = await registerImage(t, company.id, { type: 'logo' });
    const hidden = await registerImage(t, company.id, { isPublic: false });
    const unregistered = `/api/catalog/files/orgs/${company.id}/00000000-0000-4000-8000-000000000000.png`;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['categoryId', { categoryId: 'astronaut' }],
      ['skills', { skills: ['go', 'cobol_on_cogs'] }],
      ['images', { images: [{ url: foreign }] }],
      ['images', { images: [{ url: logo }] }],
      ['images', { images: [{ url: hidden }] }],
      ['images', { images: [{ url: unregistered }] }],
    ];
    for (const [target, overrides] of cases) {
      const response = await create(overrides);
      expect([target, ...outcomeAt(response)]).toEqual([target, 400, 'wrong_parameter', target]);
    }
  });

  test('a bad status is 400 schema_mismatch_error on status; ARCHIVED is no way to start', async () => {
    for (const status of ['ARCHIVED', 'PUBLIC']) {
      const response = await t.call('POST', `${CATALOG}/orgs/${company.id}/products`, {
        token: company.owner.accessToken,
        body: { ...jobPosting(), status },
      });
      expect(outcomeAt(response)).toEqual([400, 'schema_mismatch_error', 'status']);
    }
  });
});

describe('the publication window', () => {
  test('scheduled is not public until its start; then it is, at once', async () => {
    const created = await createPosting(t, company.owner, company.id, {
      publication: { since: iso(now() + 60_000), until: null },
    });
    expect(created.publication.status).toBe('ACTIVE');
    expect(await publicStatus(created.id)).toBe(404);
    expect(
      (await list(company.owner.accessToken, { state: 'scheduled' })).body.value.map(
        (p: { id: string }) => p.id,
      ),
    ).toContain(created.id);
    // (access tokens live 15 minutes: the clock of this file moves by seconds)
    t.clock.advanceMinutes(1);
    expect(await publicStatus(created.id)).toBe(200);
    expect(await publicIds()).toContain(created.id);
    expect(
      (await list(company.owner.accessToken, { state: 'public' })).body.value.map(
        (p: { id: string }) => p.id,
      ),
    ).toContain(created.id);
  });

  test('ended is not public from its end on', async () => {
    const created = await createPosting(t, company.owner, company.id, {
      publication: { since: null, until: iso(now() + 60_000) },
    });
    expect(await publicStatus(created.id)).toBe(200);
    t.clock.advanceMinutes(1);
    expect(await publicStatus(created.id)).toBe(404);
    expect(await publicIds()).not.toContain(created.id);
    const ended = await list(company.owner.accessToken, { state: 'ended', $top: '100' });
    expect(ended.body.value.map((p: { id: string }) => p.id)).toContain(created.id);
    // publishing it again needs an end ahead
    const again = await patch(company.owner.accessToken, created.id, { status: 'ACTIVE' });
    expect(outcomeAt(again)).toEqual([400, 'wrong_parameter', 'publication.until']);
    const extended = await patch(company.owner.accessToken, created.id, {
      status: 'ACTIVE',
      publication: { until: iso(now() + DAY) },
    });
    expect(extended.status).toBe(200);
    expect(await publicStatus(created.id)).toBe(200);
  });

  test('publishing a draft now vs with a start ahead; unpublishing hides it at once', async () => {
    const now1 = await createPosting(t, company.owner, company.id, { status: 'DRAFT' });
    const later = await createPosting(t, company.owner, company.id, {
      status: 'DRAFT',
      publication: { since: iso(now() + DAY), until: null },
    });
    const publishedNow = await patch(company.owner.accessToken, now1.id, { status: 'ACTIVE' });
    expect(publishedNow.body.publication).toMatchObject({
      status: 'ACTIVE',
      publishedAt: iso(now()),
    });
    expect(await publicStatus(now1.id)).toBe(200);
    const scheduled = await patch(company.owner.accessToken, later.id, { status: 'ACTIVE' });
    expect(scheduled.body.publication.status).toBe('ACTIVE');
    expect(await publicStatus(later.id)).toBe(404);

    // back to a draft: gone from the public pages at once, and publishedAt stays the first time
    t.clock.advanceMinutes(0.1);
    expect((await patch(company.owner.accessToken, now1.id, { status: 'DRAFT' })).status).toBe(200);
    expect(await publicStatus(now1.id)).toBe(404);
    expect(await publicIds()).not.toContain(now1.id);
    const republished = await patch(company.owner.accessToken, now1.id, { status: 'ACTIVE' });
    expect(republished.body.publication.publishedAt).toBe(
      publishedNow.body.publication.publishedAt,
    );
  });

  test('an edit of a public posting shows at once on the public page and in search', async () => {
    const created = await createPosting(t, company.owner, company.id);
    const word = `検索語${created.id.slice(0, 6)}`;
    await patch(company.owner.accessToken, created.id, { name: `新しい求人名 ${word}` });
    expect((await t.call('GET', `${CATALOG}/products/${created.id}`)).body.name).toBe(
      `新しい求人名 ${word}`,
    );
    const found = await t.call('GET', `${CATALOG}/products`, { query: { search: word } });
    expect(found.body.value.map((p: { id: string }) => p.id)).toEqual([created.id]);
  });
});

describe('GET /orgs/{orgId}/products', () => {
  test('newest first, every state, 20 a page by default, keyset pages, total; ?state= filters', async () => {
    const own = await createCompany(t);
    const token = own.member.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.unshift(
        (await createPosting(t, own.owner, own.id, { status: i % 2 ? 'DRAFT' : 'ACTIVE' })).id,
      );
      t.clock.advanceMinutes(0.01);
    }
    const first = await list(token, {}, own.id);
    expect(first.body).toMatchObject({ count: 20, total: 22, previousToken: null });
    const second = await list(token, { $nextToken: first.body.nextToken }, own.id);
    expect(second.body).toMatchObject({ count: 2, nextToken: null });
    expect([...first.body.value, ...second.body.value].map((p: { id: string }) => p.id)).toEqual(
      ids,
    );
    expect(first.body.value[0]).toMatchObject({
      organization: { id: own.id },
      category: { name: expect.any(String) },
      attributes: [{ id: 'skills' }],
      variants: [{ id: expect.any(String) }],
    });
    expect((await list(token, { $top: '5' }, own.id)).body.count).toBe(5);
    expect((await list(token, { $top: '500' }, own.id)).body.count).toBe(22);

    await patch(own.owner.accessToken, ids[0] as string, { status: 'ARCHIVED' });
    const counts: Record<string, number> = {};
    for (const state of ['draft', 'scheduled', 'public', 'ended', 'archived'])
      counts[state] = (await list(token, { state }, own.id)).body.total;
    expect(counts).toEqual({ draft: 10, scheduled: 0, public: 11, ended: 0, archived: 1 });
  });

  test('an unknown state, a $filter or $orderBy on other fields are refused', async () => {
    const token = company.owner.accessToken;
    expect(outcome(await list(token, { state: 'live' }))).toEqual([400, 'schema_mismatch_error']);
    // name filters and sorts (docs/company-desk.md#finding); nothing else does
    expect(outcome(await list(token, { $filter: "description eq 'x'" }))).toEqual([
      400,
      'invalid_filter_parameter',
    ]);
    expect(outcome(await list(token, { $orderBy: 'salary' }))).toEqual([
      400,
      'invalid_order_by_parameter',
    ]);
  });
});

describe('PATCH /products/{id}', () => {
  test('merges the changes into the stored posting and checks it whole', async () => {
    const created = await createPosting(t, company.owner, company.id, {
      publication: { since: iso(now() - DAY), until: iso(now() + 10 * DAY) },
    });
    const renamed = await patch(company.member.accessToken, created.id, {
      name: '名前だけ変える',
      publication: { until: iso(now() + 20 * DAY) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: '名前だけ変える',
      description: created.description,
      customFields: created.customFields,
      attributes: created.attributes,
      publication: {
        status: 'ACTIVE',
        since: created.publication.since,
        until: iso(now() + 20 * DAY),
        publishedAt: created.publication.publishedAt,
      },
    });
    // the stored start time with a new end before it
    const broken = await patch(company.owner.accessToken, created.id, { workEndTime: '08:00' });
    expect(outcomeAt(broken)).toEqual([400, 'schema_mismatch_error', 'workEndTime']);
    const half = await patch(company.owner.accessToken, created.id, { workStartTime: null });
    expect(half.body.error.target).toBe('workEndTime');
    const cleared = await patch(company.owner.accessToken, created.id, {
      workStartTime: null,
      workEndTime: '',
      contractMonths: 12,
    });
    expect(cleared.body.customFields).toMatchObject({
      work_start_time: null,
      work_end_time: null,
      contract_months: 12,
    });
    for (const [body, target] of [
      [{ categoryId: 'astronaut' }, 'categoryId'],
      [{ skills: ['no_such_skill'] }, 'skills'],
      [{ images: [{ url: await registerImage(t, refused.other.id) }] }, 'images'],
    ] as const) {
      const response = await patch(company.owner.accessToken, created.id, body);
      expect(outcomeAt(response)).toEqual([400, 'wrong_parameter', target]);
    }
    const since = await patch(company.owner.accessToken, created.id, {
      publication: { since: iso(now() + 30 * DAY) },
    });
    expect(since.body.error.target).toBe('publication.until');
    // nothing of the refused requests was stored
    expect((await companyGet(company.owner.accessToken, created.id)).body).toMatchObject({
      name: '名前だけ変える',
      customFields: { contract_months: 12 },
    });
  });

  test('an image is set and cleared; a posting whose image is a generated one keeps it when other fields change', async () => {
    const created = await createPosting(t, company.owner, company.id);
    const image = await registerImage(t, company.id);
    const withImage = await patch(company.owner.accessToken, created.id, {
      images: [{ url: image }],
    });
    expect(withImage.body.images).toEqual([{ url: image }]);
    expect(
      (await patch(company.owner.accessToken, created.id, { images: [] })).body.images,
    ).toEqual([]);

    const seeded = makeProduct(company.id, {
      images: [{ url: '/api/catalog/images/product-seeded.svg' }],
    });
    await insertProducts(t.db, [seeded]);
    const edited = await patch(company.owner.accessToken, seeded.id, { name: '改題' });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([{ url: '/api/catalog/images/product-seeded.svg' }]);
    // the edit form sends every field back, the stored image too
    const form = await patch(company.owner.accessToken, seeded.id, {
      ...jobPosting({ name: '改題2' }),
      images: edited.body.images,
    });
    expect([form.status, form.body.images]).toEqual([
      200,
      [{ url: '/api/catalog/images/product-seeded.svg' }],
    ]);
    const swapped = await patch(company.owner.accessToken, seeded.id, {
      images: [{ url: '/api/catalog/images/product-other.svg' }],
    });
    expect(outcomeAt(swapped)).toEqual([400, 'schema_mismatch_error', 'images.0.url']);
    for (const body of [null, [], 'x'])
      expect(
        outcome(
          await t.call('PATCH', `${CATALOG}/products/${seeded.id}`, {
            token: company.owner.accessToken,
            payload: JSON.stringify(body),
          }),
        ),
      ).toEqual([400, 'schema_mismatch_error']);
  });

  test('status transitions: DRAFT ↔ ACTIVE, either → ARCHIVED, ARCHIVED → DRAFT only; an archived posting cannot be edited', async () => {
    const token = company.owner.accessToken;
    const created = await createPosting(t, company.owner, company.id, { status: 'DRAFT' });
    const step = async (body: Record<string, unknown>) => {
      const response = await patch(token, created.id, body);
      return [
        response.status,
        response.body.error?.code ?? response.body.publication.status,
        response.body.error?.target,
      ];
    };
    expect(await step({ status: 'DRAFT' })).toEqual([200, 'DRAFT', undefined]);
    expect(await step({ status: 'ARCHIVED' })).toEqual([200, 'ARCHIVED', undefined]);
    expect(await step({ status: 'ARCHIVED' })).toEqual([200, 'ARCHIVED', undefined]);
    expect(await step({ status: 'ACTIVE' })).toEqual([409, 'wrong_parameter', 'status']);
    expect(await step({ name: '変更' })).toEqual([409, 'wrong_parameter', 'status']);
    expect(await step({ status: 'DRAFT', name: '変更' })).toEqual([
      409,
      'wrong_parameter',
      'status',
    ]);
    expect(await step({ status: 'DRAFT' })).toEqual([200, 'DRAFT', undefined]);
    expect(await step({ status: 'ACTIVE' })).toEqual([200, 'ACTIVE', undefined]);
    expect(await step({ status: 'ACTIVE' })).toEqual([200, 'ACTIVE', undefined]);
    expect(await step({ status: 'ARCHIVED' })).toEqual([200, 'ARCHIVED', undefined]);
    expect(await step({ status: 'DRAFT' })).toEqual([200, 'DRAFT', undefined]);
    expect(await step({ status: 'ACTIVE', name: '再公開' })).toEqual([200, 'ACTIVE', undefined]);
    expect(await step({ status: 'CLOSED' })).toEqual([400, 'schema_mismatch_error', 'status']);
    expect(await publicStatus(created.id)).toBe(200);
  });

  test('an empty patch changes nothing', async () => {
    const created = await createPosting(t, company.owner, company.id);
    t.clock.advanceMinutes(0.1);
    const response = await patch(company.owner.accessToken, created.id, {});
    expect(response.status).toBe(200);
    expect(response.body.updatedAt).toBe(created.updatedAt);
  });
});

describe('archiving', () => {
  test("closes the posting's applications; un-archiving brings none back; the job seeker sees it ended", async () => {
    const posting = await createPosting(t, company.owner, company.id);
    const [waiting, considering, accepted] = [
      await jobSeeker(t),
      await jobSeeker(t),
      await jobSeeker(t),
    ];
    const orders = {
      waiting: await applyTo(t, waiting, company.id, posting.id),
      considering: await applyTo(t, considering, company.id, posting.id),
      accepted: await applyTo(t, accepted, company.id, posting.id),
    };
    const decide = (id: string, status: string) =>
      t.call('PATCH', `${ORDER}/orgs/${company.id}/orders/${id}`, {
        token: company.member.accessToken,
        body: { status },
      });
    expect((await decide(orders.considering.id, 'PROCESSING')).status).toBe(200);
    expect((await decide(orders.accepted.id, 'ACCEPTED')).status).toBe(200);

    t.clock.advanceMinutes(0.1);
    const archivedAt = iso(now());
    expect(
      (await patch(company.member.accessToken, posting.id, { status: 'ARCHIVED' })).status,
    ).toBe(200);
    const read = async (id: string) =>
      (
        await t.call('GET', `${ORDER}/orgs/${company.id}/orders/${id}`, {
          token: company.owner.accessToken,
        })
      ).body;
    expect(await read(orders.waiting.id)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'INVENTORY',
      removedAt: archivedAt,
    });
    expect(await read(orders.considering.id)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'INVENTORY',
      removedAt: archivedAt,
    });
    expect(await read(orders.accepted.id)).toMatchObject({
      status: 'ACCEPTED',
      cancelReason: null,
      removedAt: archivedAt,
    });
    const applicants = await t.call('GET', `${ORDER}/orgs/${company.id}/orders`, {
      token: company.owner.accessToken,
      query: { $filter: `lineItems.productId eq '${posting.id}'` },
    });
    expect(applicants.body.total).toBe(0);
    expect(outcome(await decide(orders.accepted.id, 'CLOSED'))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);

    // back to a draft and published again: the applications stay closed
    await patch(company.member.accessToken, posting.id, { status: 'DRAFT' });
    await patch(company.member.accessToken, posting.id, { status: 'ACTIVE' });
    expect(await read(orders.waiting.id)).toMatchObject({
      status: 'CANCELED',
      removedAt: archivedAt,
    });
    expect(
      (
        await t.call('GET', `${ORDER}/orgs/${company.id}/orders`, {
          token: company.owner.accessToken,
          query: { $filter: `lineItems.productId eq '${posting.id}'` },
        })
      ).body.total,
    ).toBe(0);
    // the job seeker may apply again? No: one application per posting, even a closed one
    const again = await t.call('POST', `${ORDER}/orgs/${company.id}/orders`, {
      token: waiting.accessToken,
      body: { items: [{ productId: posting.id, quantity: 1 }] },
    });
    expect(again.status).toBe(409);
  });

  test('applications sent while the posting is archived are closed too, or refused', async () => {
    const posting = await createPosting(t, company.owner, company.id);
    const seekers = [
      await jobSeeker(t),
      await jobSeeker(t),
      await jobSeeker(t),
      await jobSeeker(t),
    ];
    const answers = await Promise.all([
      ...seekers.slice(0, 2).map((seeker) =>
        t.call('POST', `${ORDER}/orgs/${company.id}/orders`, {
          token: seeker.accessToken,
          body: { items: [{ productId: posting.id, quantity: 1 }] },
        }),
      ),
      patch(company.owner.accessToken, posting.id, { status: 'ARCHIVED' }),
      ...seekers.slice(2).map((seeker) =>
        t.call('POST', `${ORDER}/orgs/${company.id}/orders`, {
          token: seeker.accessToken,
          body: { items: [{ productId: posting.id, quantity: 1 }] },
        }),
      ),
    ]);
    for (const answer of answers) expect([200, 201, 404]).toContain(answer.status);
    const left = await t.db.query(
      'SELECT 1 FROM orders WHERE product_id = $1 AND (removed_at IS NULL OR status <> $2)',
      [posting.id, 'CANCELED'],
    );
    expect(left.rows).toEqual([]);
  });

  test("the job seeker's applications show the archived posting as not viewable, with the last status", async () => {
    const posting = await createPosting(t, company.owner, company.id);
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    await patch(company.owner.accessToken, posting.id, { status: 'ARCHIVED' });
    const mine = await t.call('GET', `${ORDER}/orders`, {
      token: seeker.accessToken,
      query: { $expand: 'organization,lineItems.product' },
    });
    expect(mine.body.value).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'CANCELED',
        cancelReason: 'INVENTORY',
        removedAt: expect.any(String),
        organization: expect.objectContaining({ id: company.id }),
        lineItems: [
          expect.objectContaining({
            productId: posting.id,
            productName: posting.name,
            productViewable: false,
            product: null,
          }),
        ],
      }),
    ]);
    expect(await publicStatus(posting.id)).toBe(404);
  });
});

describe('one company never sees another', () => {
  test("another company's postings are 404 under either path, and absent from its list", async () => {
    const draft = await createPosting(t, company.owner, company.id, { status: 'DRAFT' });
    const other = refused.other;
    expect(outcome(await companyGet(other.owner.accessToken, draft.id, other.id))).toEqual([
      404,
      'not_found',
    ]);
    expect(outcome(await companyGet(other.owner.accessToken, draft.id))).toEqual([
      404,
      'not_found',
    ]);
    expect(outcome(await patch(other.owner.accessToken, draft.id, { name: '乗っ取り' }))).toEqual([
      404,
      'not_found',
    ]);
    expect(
      outcome(await patch(other.member.accessToken, draft.id, { status: 'ARCHIVED' })),
    ).toEqual([404, 'not_found']);
    const theirs = await list(other.owner.accessToken, { $top: '100' }, other.id);
    expect(theirs.body.value.map((p: { id: string }) => p.id)).not.toContain(draft.id);
    // a posting of theirs under our path is as unknown
    const their = await createPosting(t, other.owner, other.id, { status: 'DRAFT' });
    expect(outcome(await companyGet(company.owner.accessToken, their.id))).toEqual([
      404,
      'not_found',
    ]);
    expect((await companyGet(company.owner.accessToken, draft.id)).body.name).toBe(draft.name);
  });
});
