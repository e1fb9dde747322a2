// The company desk as a hiring tool (docs/company-desk.md): the pipeline's stages and how they map
// to the spec's statuses, the history of moves, internal notes and evaluations that no seeker or
// other company ever reads, finding applicants, and the figures with views counted anonymously.
import { DEFAULT_PIPELINE_STAGES } from '@jobmatch/shared/domain';
import { createCompany, ORG, outcome, type Caller, type Company } from './company-fixtures';
import { setUpTestApp } from './helper';
import {
  applyTo,
  CATALOG,
  callAsRefused,
  createPosting,
  createRefusedCallers,
  DAY,
  jobSeeker,
  ORDER,
  outcomeAt,
  pendingCompany,
} from './job-fixtures';

const t = setUpTestApp();
let company: Company;
let refused: Awaited<ReturnType<typeof createRefusedCallers>>;
let posting: { id: string; name: string };

beforeAll(async () => {
  company = await createCompany(t);
  refused = await createRefusedCallers(t, company.id);
  posting = await createPosting(t, company.owner, company.id);
});

const pipelineUrl = (orgId = company.id) => `${ORG}/organizations/${orgId}/pipeline`;
const orderUrl = (orderId: string, orgId = company.id) =>
  `${ORDER}/orgs/${orgId}/orders/${orderId}`;
const getPipeline = (caller: Caller, orgId = company.id) =>
  t.call('GET', pipelineUrl(orgId), { token: caller.accessToken });
const putPipeline = (caller: Caller, body: unknown, orgId = company.id) =>
  t.call('PUT', pipelineUrl(orgId), { token: caller.accessToken, body });
const move = (caller: Caller, orderId: string, body: unknown, orgId = company.id) =>
  t.call('PATCH', orderUrl(orderId, orgId), { token: caller.accessToken, body });
const getOrder = (caller: Caller, orderId: string, orgId = company.id) =>
  t.call('GET', orderUrl(orderId, orgId), { token: caller.accessToken });

/** A fresh company with one public posting and `count` applications to it. */
async function companyWithApplicants(count: number) {
  const own = await createCompany(t);
  const job = await createPosting(t, own.owner, own.id);
  const seekers: Caller[] = [];
  const orders: Array<{ id: string }> = [];
  for (let i = 0; i < count; i++) {
    const seeker = await jobSeeker(t);
    seekers.push(seeker);
    orders.push(await applyTo(t, seeker, own.id, job.id));
  }
  return { own, job, seekers, orders };
}

describe('who may call', () => {
  test('every desk route refuses guests, job seekers, administrators, other companies and suspended members', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', pipelineUrl()],
      ['PUT', pipelineUrl(), { stages: [{ key: 'a', label: 'A' }] }],
      ['GET', `${orderUrl(order.id)}/notes`],
      ['POST', `${orderUrl(order.id)}/notes`, { body: 'メモ' }],
      ['PUT', `${orderUrl(order.id)}/evaluation`, { score: 3 }],
      ['DELETE', `${orderUrl(order.id)}/evaluation`],
      ['GET', `${ORDER}/orgs/${company.id}/figures`],
    ];
    const { got, expected } = await callAsRefused(t, refused, routes);
    expect(got).toEqual(expected);
    expect((await getPipeline(company.owner)).body.customized).toBe(false);
    expect(
      (await t.call('GET', `${orderUrl(order.id)}/notes`, { token: company.owner.accessToken }))
        .body.value,
    ).toEqual([]);
  });

  test('members read the pipeline; only owners and admins change it; a pending company cannot', async () => {
    const own = await createCompany(t);
    for (const caller of [own.owner, own.admin, own.member])
      expect((await getPipeline(caller, own.id)).status).toBe(200);
    const stages = [{ key: 'screening', label: '書類選考' }];
    expect(outcome(await putPipeline(own.member, { stages }, own.id))).toEqual([
      403,
      'no_permission',
    ]);
    expect((await putPipeline(own.admin, { stages }, own.id)).status).toBe(200);
    const pending = await pendingCompany(t);
    expect(outcome(await putPipeline(pending.owner, { stages }, pending.id))).toEqual([
      409,
      'organization_not_normal',
    ]);
  });
});

describe('the pipeline', () => {
  test('a company starts with the default stages and saves its own', async () => {
    const { own } = await companyWithApplicants(0);
    const first = await getPipeline(own.owner, own.id);
    expect(first.body).toEqual({
      stages: DEFAULT_PIPELINE_STAGES.map((stage) => ({ ...stage, applicantCount: 0 })),
      customized: false,
    });
    const stages = [
      { key: 'casual', label: 'カジュアル面談' },
      { key: 'tech', label: '技術面接' },
      { key: 'final', label: '最終面接' },
    ];
    const saved = await putPipeline(own.owner, { stages }, own.id);
    expect(saved.status).toBe(200);
    expect(saved.body.customized).toBe(true);
    expect(
      (await getPipeline(own.member, own.id)).body.stages.map((s: { label: string }) => s.label),
    ).toEqual(['カジュアル面談', '技術面接', '最終面接']);
  });

  test('bad stage lists are refused with the field named', async () => {
    const bad = [
      { stages: [] },
      { stages: [{ key: 'A B', label: 'x' }] },
      { stages: [{ key: 'a', label: '' }] },
      {
        stages: [
          { key: 'a', label: 'x' },
          { key: 'a', label: 'y' },
        ],
      },
      {
        stages: [
          { key: 'a', label: 'x' },
          { key: 'b', label: 'x' },
        ],
      },
      { stages: Array.from({ length: 11 }, (_, i) => ({ key: `s${i}`, label: `S${i}` })) },
      { stages: [{ key: 'a', label: 'x'.repeat(21) }] },
    ];
    for (const body of bad) {
      const response = await putPipeline(company.owner, body);
      expect([response.status, response.body.error.code]).toEqual([400, 'schema_mismatch_error']);
    }
  });

  test('a move to a stage is 選考中 for the seeker, who never sees the stage', async () => {
    const { own, seekers, orders } = await companyWithApplicants(1);
    const [order] = orders;
    const moved = await move(
      own.member,
      order!.id,
      { customFields: { stage: 'first_interview' } },
      own.id,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'PROCESSING',
      customFields: { stage: 'first_interview' },
    });
    const mine = await t.call('GET', `${ORDER}/users/${seekers[0]!.id}/orders`, {
      token: seekers[0]!.accessToken,
    });
    const seen = JSON.stringify(mine.body);
    expect(mine.body.value[0].status).toBe('PROCESSING');
    expect(seen).not.toContain('first_interview');
    expect(seen).not.toContain('一次面接');
    expect(seen).not.toContain('"stage"');
  });

  test('status and stage map both ways; final states stay final', async () => {
    const { own, orders } = await companyWithApplicants(2);
    const [a, b] = orders as [{ id: string }, { id: string }];
    // PROCESSING without a stage enters the first one
    expect(
      (await move(own.owner, a.id, { status: 'PROCESSING' }, own.id)).body.customFields.stage,
    ).toBe('screening');
    // back to 未対応 leaves the stage
    expect(
      (await move(own.owner, a.id, { status: 'PENDING' }, own.id)).body.customFields.stage,
    ).toBeNull();
    // a stage with another status is refused
    expect(
      outcomeAt(
        await move(
          own.owner,
          a.id,
          { status: 'CLOSED', customFields: { stage: 'screening' } },
          own.id,
        ),
      ),
    ).toEqual([400, 'wrong_parameter', 'customFields.stage']);
    // an unknown stage is refused
    expect(
      outcomeAt(await move(own.owner, a.id, { customFields: { stage: 'nope' } }, own.id)),
    ).toEqual([400, 'wrong_parameter', 'customFields.stage']);
    // nothing to change
    expect((await move(own.owner, a.id, {}, own.id)).status).toBe(400);
    await move(own.owner, b.id, { customFields: { stage: 'final_interview' } }, own.id);
    const accepted = await move(own.owner, b.id, { status: 'ACCEPTED' }, own.id);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', customFields: { stage: null } });
    expect(
      outcome(await move(own.owner, b.id, { customFields: { stage: 'screening' } }, own.id)),
    ).toEqual([409, 'no_orders_with_allowed_status']);
    expect(outcome(await move(own.owner, b.id, { status: 'PROCESSING' }, own.id))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
  });

  test('every move is an event: the history says from where to where, who and when', async () => {
    const { own, orders } = await companyWithApplicants(1);
    const id = orders[0]!.id;
    await move(own.owner, id, { customFields: { stage: 'screening' } }, own.id);
    t.clock.advanceMinutes(5);
    const again = await move(
      own.member,
      id,
      { customFields: { stage: 'first_interview' } },
      own.id,
    );
    expect(again.body.stageEnteredAt).toBe(t.clock().toISOString());
    // the same place again records nothing
    await move(own.member, id, { customFields: { stage: 'first_interview' } }, own.id);
    await move(own.member, id, { status: 'CLOSED', message: '今回は見送ります' }, own.id);
    const { body } = await getOrder(own.owner, id, own.id);
    expect(
      body.history.map(
        (e: {
          fromStatus: string;
          toStatus: string;
          fromStage: string | null;
          toStage: string | null;
          actor: { id: string };
        }) => [e.fromStatus, e.toStatus, e.fromStage, e.toStage, e.actor.id],
      ),
    ).toEqual([
      ['PENDING', 'PROCESSING', null, '書類選考', own.owner.id],
      ['PROCESSING', 'PROCESSING', '書類選考', '一次面接', own.member.id],
      ['PROCESSING', 'CLOSED', '一次面接', null, own.member.id],
    ]);
  });

  test('removing a stage that holds applicants asks where they go, then moves them', async () => {
    const { own, orders } = await companyWithApplicants(3);
    const [a, b, c] = orders as Array<{ id: string }>;
    await move(own.owner, a!.id, { customFields: { stage: 'first_interview' } }, own.id);
    await move(own.owner, b!.id, { customFields: { stage: 'first_interview' } }, own.id);
    await move(own.owner, c!.id, { customFields: { stage: 'screening' } }, own.id);
    expect(
      (await getPipeline(own.owner, own.id)).body.stages.map(
        (s: { applicantCount: number }) => s.applicantCount,
      ),
    ).toEqual([1, 2, 0]);
    const without = [
      { key: 'screening', label: '書類選考' },
      { key: 'final_interview', label: '最終面接' },
    ];
    const refusal = await putPipeline(own.owner, { stages: without }, own.id);
    expect(outcomeAt(refusal)).toEqual([409, 'stage_not_empty', 'reassign']);
    expect(refusal.body.error.details).toEqual([
      expect.objectContaining({ target: 'first_interview' }),
    ]);
    // nothing changed
    expect((await getPipeline(own.owner, own.id)).body.customized).toBe(false);
    // a target that is not kept is refused
    expect(
      outcomeAt(
        await putPipeline(
          own.owner,
          { stages: without, reassign: { first_interview: 'gone' } },
          own.id,
        ),
      ),
    ).toEqual([400, 'wrong_parameter', 'reassign']);
    const saved = await putPipeline(
      own.owner,
      { stages: without, reassign: { first_interview: 'final_interview' } },
      own.id,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.stages.map((s: { applicantCount: number }) => s.applicantCount)).toEqual([
      1, 2,
    ]);
    const moved = await getOrder(own.owner, a!.id, own.id);
    expect(moved.body.customFields.stage).toBe('final_interview');
    expect(moved.body.history.at(-1)).toMatchObject({ fromStage: '一次面接', toStage: '最終面接' });
  });

  test('the list filters by stage, name, kana and reply-by state', async () => {
    const { own, orders, seekers } = await companyWithApplicants(3);
    await move(own.owner, orders[0]!.id, { customFields: { stage: 'final_interview' } }, own.id);
    const list = (filter: string) =>
      t.call('GET', `${ORDER}/orgs/${own.id}/orders`, {
        token: own.owner.accessToken,
        query: { $filter: filter },
      });
    const ids = (response: { body: { value: Array<{ id: string }> } }) =>
      response.body.value.map((order) => order.id);
    expect(ids(await list("customFields.stage eq 'final_interview'"))).toEqual([orders[0]!.id]);
    const applied = await getOrder(own.owner, orders[1]!.id, own.id);
    const name: string = applied.body.customer.name.replace(/\s/g, '');
    expect(ids(await list(`contains(customer.name,'${name.slice(1, 4)}')`))).toContain(
      orders[1]!.id,
    );
    await t.db.query(
      `UPDATE orders SET customer = customer || '{"nameKana":"ヤマダハナコ"}' WHERE id = $1`,
      [orders[2]!.id],
    );
    expect(ids(await list("contains(customer.nameKana,'ハナコ')"))).toEqual([orders[2]!.id]);
    // the first move was a reply; the other two wait; none is overdue yet
    expect(ids(await list('firstReplyAt eq null')).sort()).toEqual(
      [orders[1]!.id, orders[2]!.id].sort(),
    );
    const later = new Date(t.clock().getTime() + 30 * DAY).toISOString();
    expect(ids(await list(`firstReplyAt eq null and replyBy lt ${later}`)).length).toBe(2);
    expect(seekers).toHaveLength(3);
  });
});

describe('notes and evaluations', () => {
  test('members write and read notes with author and time; evaluations are one per member', async () => {
    const { own, orders } = await companyWithApplicants(1);
    const notesUrl = `${orderUrl(orders[0]!.id, own.id)}/notes`;
    const created = await t.call('POST', notesUrl, {
      token: own.member.accessToken,
      body: { body: '  GitHubのコードが丁寧。一次面接に進めたい  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      body: 'GitHubのコードが丁寧。一次面接に進めたい',
      author: { id: own.member.id },
      createdAt: t.clock().toISOString(),
    });
    expect(
      outcomeAt(
        await t.call('POST', notesUrl, { token: own.member.accessToken, body: { body: ' ' } }),
      ),
    ).toEqual([400, 'schema_mismatch_error', 'body']);
    const evaluate = (caller: Caller, score: unknown) =>
      t.call('PUT', `${orderUrl(orders[0]!.id, own.id)}/evaluation`, {
        token: caller.accessToken,
        body: { score },
      });
    await evaluate(own.member, 4);
    await evaluate(own.member, 5);
    const both = await evaluate(own.owner, 2);
    expect(both.body).toMatchObject({ myScore: 2, averageScore: 3.5 });
    expect(both.body.evaluations).toHaveLength(2);
    for (const score of [0, 6, 2.5, '3'])
      expect((await evaluate(own.owner, score)).status).toBe(400);
    const read = await t.call('GET', notesUrl, { token: own.admin.accessToken });
    expect(read.body.value).toHaveLength(1);
    expect(read.body.myScore).toBeNull();
    // a member deletes only their own note; an owner any
    const noteId = created.body.id;
    const otherMember = await t.call('POST', notesUrl, {
      token: own.owner.accessToken,
      body: { body: 'オーナーのメモ' },
    });
    expect(
      (
        await t.call('DELETE', `${notesUrl}/${otherMember.body.id}`, {
          token: own.member.accessToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `${notesUrl}/${noteId}`, { token: own.owner.accessToken })).status,
    ).toBe(204);
  });

  test('notes and scores are never in a seeker-facing answer nor another company’s', async () => {
    const { own, orders, seekers, job } = await companyWithApplicants(1);
    const secret = `社内メモ-${Date.now()}`;
    await t.call('POST', `${orderUrl(orders[0]!.id, own.id)}/notes`, {
      token: own.owner.accessToken,
      body: { body: secret },
    });
    const seeker = seekers[0]!;
    const seen = [
      await t.call('GET', `${ORDER}/users/${seeker.id}/orders`, { token: seeker.accessToken }),
      await t.call('GET', `${ORDER}/orders`, {
        token: seeker.accessToken,
        query: { $expand: 'organization,lineItems.product' },
      }),
      await t.call('GET', `${CATALOG}/products/${job.id}`, {}),
      await t.call('GET', '/api/chat/topics', { token: seeker.accessToken }),
    ];
    for (const response of seen) expect(JSON.stringify(response.body)).not.toContain(secret);
    const other = await createCompany(t);
    const stranger = await t.call(
      'GET',
      `${ORDER}/orgs/${other.id}/orders/${orders[0]!.id}/notes`,
      {
        token: other.owner.accessToken,
      },
    );
    expect(outcome(stranger)).toEqual([404, 'not_found']);
    expect(JSON.stringify(stranger.body)).not.toContain(secret);
  });
});

describe('figures', () => {
  test('views are counted per posting and day without anything about the viewer', async () => {
    const { own, job } = await companyWithApplicants(0);
    const view = (token?: string) =>
      t.call('POST', `${CATALOG}/products/${job.id}:view`, { token });
    const seeker = await jobSeeker(t);
    expect((await view()).status).toBe(204);
    expect((await view(seeker.accessToken)).status).toBe(204);
    // the company's own staff and administrators are not its audience
    await view(own.owner.accessToken);
    expect((await view('not-a-token')).status).toBe(401);
    // an unknown posting counts nothing and says the same
    expect((await t.call('POST', `${CATALOG}/products/unknown-id:view`, {})).status).toBe(204);
    const { rows } = await t.db.query(`SELECT * FROM product_daily_views WHERE product_id = $1`, [
      job.id,
    ]);
    expect(rows).toHaveLength(1);
    // what is kept: the posting, the day, a number; no column could say who
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'product_id', 'views']);
    expect(rows[0]!.views).toBe(2);
    // no cookie is set
    expect((await view()).headers['set-cookie']).toBeUndefined();
  });

  test('the figures count the backlog, unread messages, postings ending soon and the funnel', async () => {
    const { own, job, orders } = await companyWithApplicants(3);
    const ending = await createPosting(t, own.owner, own.id, {
      publication: { since: null, until: new Date(t.clock().getTime() + 3 * DAY).toISOString() },
    });
    for (let i = 0; i < 5; i++) await t.call('POST', `${CATALOG}/products/${job.id}:view`, {});
    await move(own.owner, orders[0]!.id, { customFields: { stage: 'screening' } }, own.id);
    await move(own.owner, orders[1]!.id, { status: 'PROCESSING' }, own.id);
    await move(own.owner, orders[1]!.id, { status: 'ACCEPTED' }, own.id);
    const figures = async () =>
      (await t.call('GET', `${ORDER}/orgs/${own.id}/figures`, { token: own.member.accessToken }))
        .body;
    const now = await figures();
    expect(now).toMatchObject({ newApplicants: 1, overdueReplies: 0 });
    expect(now.endingSoon.map((p: { productId: string }) => p.productId)).toEqual([ending.id]);
    expect(now.funnel.find((row: { productId: string }) => row.productId === job.id)).toEqual({
      productId: job.id,
      productName: job.name,
      status: 'ACTIVE',
      views: 5,
      applications: 3,
      processing: 2,
      accepted: 1,
    });
    expect(typeof now.unreadMessages).toBe('number');
    // once its reply-by passed, the pending one is overdue
    await t.db.query('UPDATE orders SET reply_by = $2 WHERE id = $1', [
      orders[2]!.id,
      new Date(t.clock().getTime() - DAY),
    ]);
    expect((await figures()).overdueReplies).toBe(1);
  });
});

describe('postings: search, sort, duplicate', () => {
  test('the company finds its postings by name and sorts them', async () => {
    const own = await createCompany(t);
    for (const name of ['Goエンジニア', 'フロントエンドエンジニア', 'QAリード']) {
      await createPosting(t, own.owner, own.id, { name });
      t.clock.advanceMinutes(0.01);
    }
    const list = (query: Record<string, string>) =>
      t.call('GET', `${CATALOG}/orgs/${own.id}/products`, { token: own.member.accessToken, query });
    const names = (response: { body: { value: Array<{ name: string }> } }) =>
      response.body.value.map((product) => product.name);
    expect(
      names(await list({ $filter: "contains(name,'エンジニア')", $orderBy: 'name asc' })),
    ).toEqual(['Goエンジニア', 'フロントエンドエンジニア']);
    expect(names(await list({ $orderBy: 'createdAt asc' }))[0]).toBe('Goエンジニア');
    expect((await list({ $orderBy: 'salary desc' })).status).toBe(400);
  });

  test('duplicating a posting makes a new draft; only the company’s writers may', async () => {
    const own = await createCompany(t);
    const original = await createPosting(t, own.owner, own.id, {
      name: 'バックエンドエンジニア',
      publication: { since: null, until: new Date(t.clock().getTime() + 10 * DAY).toISOString() },
    });
    const duplicate = (caller: Caller, orgId = own.id) =>
      t.call('POST', `${CATALOG}/orgs/${orgId}/products/${original.id}:duplicate`, {
        token: caller.accessToken,
      });
    const copy = await duplicate(own.member);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'バックエンドエンジニア（コピー）',
      description: original.description,
      publication: { status: 'DRAFT', since: null, until: null, publishedAt: null },
      customFields: original.customFields,
    });
    expect(copy.body.id).not.toBe(original.id);
    // a draft is not public
    expect((await t.call('GET', `${CATALOG}/products/${copy.body.id}`, {})).status).toBe(404);
    const other = await createCompany(t);
    expect(outcome(await duplicate(other.owner, other.id))).toEqual([404, 'not_found']);
    expect(outcome(await duplicate(other.owner))).toEqual([404, 'not_found']);
    expect(outcome(await duplicate(await jobSeeker(t)))).toEqual([403, 'no_permission']);
    const pending = await pendingCompany(t);
    expect(
      outcome(
        await t.call('POST', `${CATALOG}/orgs/${pending.id}/products/${original.id}:duplicate`, {
          token: pending.owner.accessToken,
        }),
      ),
    ).toEqual([409, 'organization_not_normal']);
  });
});
