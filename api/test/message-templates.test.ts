// Message templates (docs/conversations.md#message-templates): administrators keep the platform's,
// each company its own; the company's composer gets both with {応募者名} and {求人名} filled, the
// job seeker none; every refusal.
import { createCompany, outcome, type Caller, type Company } from './company-fixtures';
import { setUpTestApp } from './helper';
import {
  applyTo,
  callAsRefused,
  createPosting,
  createRefusedCallers,
  jobSeeker,
} from './job-fixtures';

const t = setUpTestApp();
const CHAT = '/api/chat';
let company: Company;
let admin: Caller;

beforeAll(async () => {
  company = await createCompany(t);
  admin = await t.createUser({ typeId: '100' });
});

const body = (
  name: string,
  content = '{応募者名}様、「{求人名}」へのご応募ありがとうございます。',
) => ({
  name,
  content,
});
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  caller: Caller | undefined,
  data?: unknown,
) => t.call(method, `${CHAT}${path}`, { token: caller?.accessToken, body: data });

describe('the platform templates', () => {
  test('only administrators keep them', async () => {
    const created = await call('POST', '/message-templates', admin, body('お礼（共通）'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ organizationId: null, name: 'お礼（共通）' });
    for (const caller of [company.owner, await jobSeeker(t)])
      expect(outcome(await call('POST', '/message-templates', caller, body('x')))).toEqual([
        403,
        'message_template_not_admin',
      ]);
    expect(outcome(await call('POST', '/message-templates', undefined, body('x')))).toEqual([
      401,
      'check_token_error',
    ]);
    expect(
      outcome(
        await call('PATCH', `/message-templates/${created.body.id}`, company.owner, body('y')),
      ),
    ).toEqual([403, 'message_template_not_admin']);
    const renamed = await call(
      'PATCH',
      `/message-templates/${created.body.id}`,
      admin,
      body('お礼'),
    );
    expect(renamed.body.name).toBe('お礼');
    const listed = await call('GET', '/message-templates', admin);
    expect(listed.body.value.map((template: { id: string }) => template.id)).toContain(
      created.body.id,
    );
  });

  test('bad bodies are refused in Japanese', async () => {
    const refused = await call('POST', '/message-templates', admin, {
      name: '',
      content: 'あ'.repeat(2001),
    });
    expect(outcome(refused)).toEqual([400, 'schema_mismatch_error']);
    const messages = refused.body.error.details.map(
      (detail: { message: string }) => detail.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining(['名前を入力してください', '本文は2000文字以内で入力してください']),
    );
  });
});

describe("a company's templates", () => {
  test('its members keep them; everyone else is refused', async () => {
    const path = `/organizations/${company.id}/message-templates`;
    const created = await call('POST', path, company.member, body('日程調整のご連絡'));
    expect(created.status).toBe(201);
    expect(created.body.organizationId).toBe(company.id);
    const refused = await createRefusedCallers(t, company.id);
    const { got, expected } = await callAsRefused(t, refused, [
      ['GET', `${CHAT}${path}`],
      ['POST', `${CHAT}${path}`, body('x')],
      ['PATCH', `${CHAT}${path}/${created.body.id}`, body('x')],
      ['DELETE', `${CHAT}${path}/${created.body.id}`],
    ]);
    expect(got).toEqual(expected);
    // another company's template is not found through one's own organization
    expect(
      outcome(
        await call(
          'DELETE',
          `/organizations/${refused.other.id}/message-templates/${created.body.id}`,
          refused.other.owner,
        ),
      ),
    ).toEqual([404, 'not_found']);
    expect((await call('GET', path, company.admin)).body.value).toHaveLength(1);
    expect((await call('DELETE', `${path}/${created.body.id}`, company.owner)).status).toBe(204);
    expect((await call('GET', path, company.owner)).body.value).toHaveLength(0);
  });

  test('at most 50 a company', async () => {
    const own = await createCompany(t);
    const path = `/organizations/${own.id}/message-templates`;
    for (let i = 0; i < 50; i++)
      expect((await call('POST', path, own.owner, body(`テンプレート${i}`))).status).toBe(201);
    expect(outcome(await call('POST', path, own.owner, body('51個目')))).toEqual([
      409,
      'limit_exceeded',
    ]);
  });
});

describe('the composer of a topic', () => {
  test("gets the company's and the platform's, filled for the applicant and the posting", async () => {
    const own = await createCompany(t);
    const posting = await createPosting(t, own.owner, own.id, { name: 'Goバックエンドエンジニア' });
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, own.id, posting.id);
    const topic = (await call('POST', '/topics', seeker, { orderId: order.id })).body;
    await call('POST', `/organizations/${own.id}/message-templates`, own.owner, body('自社のお礼'));

    const templates = await call('GET', `/topics/${topic.id}/message-templates`, own.member);
    expect(templates.status).toBe(200);
    const [first] = templates.body.value;
    expect(first).toEqual({
      id: expect.any(String),
      name: '自社のお礼',
      content: 'テスト ユーザー様、「Goバックエンドエンジニア」へのご応募ありがとうございます。',
      shared: false,
    });
    expect(templates.body.value.some((template: { shared: boolean }) => template.shared)).toBe(
      true,
    );
    // the seeker's side has none; another company cannot read them
    expect(outcome(await call('GET', `/topics/${topic.id}/message-templates`, seeker))).toEqual([
      403,
      'no_permission',
    ]);
    expect(
      outcome(await call('GET', `/topics/${topic.id}/message-templates`, company.owner)),
    ).toEqual([404, 'not_found']);
    expect(
      outcome(await call('GET', '/topics/no-such-topic/message-templates', own.member)),
    ).toEqual([404, 'not_found']);
  });
});
