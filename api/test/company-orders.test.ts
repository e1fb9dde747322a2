// A company's applicants (docs/jobs.md#order-service-apiorder): who may call what, every status
// transition of the domain table, the mail to the job seeker, removing an application, the
// counts per posting, and that one company never sees another's applicants.
import { ORDER_STATUSES, canChangeOrderStatus, type OrderStatus } from '@jobmatch/shared/domain';
import { listOutboxMail } from '../src/mail/outbox-repository';
import { createCompany, outcome, type Caller, type Company } from './company-fixtures';
import { setUpTestApp } from './helper';
import {
  applyTo,
  callAsRefused,
  createPosting,
  createRefusedCallers,
  jobSeeker,
  ORDER,
  outcomeAt,
  pendingCompany,
  statusMailSettler,
} from './job-fixtures';

const t = setUpTestApp();
let company: Company;
let refused: Awaited<ReturnType<typeof createRefusedCallers>>;
let posting: { id: string; name: string };
let seeker: Caller;
let order: { id: string };

beforeAll(async () => {
  company = await createCompany(t);
  refused = await createRefusedCallers(t, company.id);
  posting = await createPosting(t, company.owner, company.id);
  seeker = await jobSeeker(t);
  order = await applyTo(t, seeker, company.id, posting.id);
});

const base = (orgId = company.id) => `${ORDER}/orgs/${orgId}`;
const getOrder = (caller: Caller, id: string, orgId = company.id) =>
  t.call('GET', `${base(orgId)}/orders/${id}`, { token: caller.accessToken });
const setStatus = (caller: Caller, id: string, status: string, orgId = company.id) =>
  t.call('PATCH', `${base(orgId)}/orders/${id}`, { token: caller.accessToken, body: { status } });
const remove = (caller: Caller, id: string, orgId = company.id) =>
  t.call('DELETE', `${base(orgId)}/orders/${id}`, { token: caller.accessToken });
const listOrders = (caller: Caller, query: Record<string, string> = {}, orgId = company.id) =>
  t.call('GET', `${base(orgId)}/orders`, { token: caller.accessToken, query });
const stats = (caller: Caller, productIds: string, orgId = company.id) =>
  t.call('GET', `${base(orgId)}/products/stats/orders`, {
    token: caller.accessToken,
    query: { productIds },
  });
const mailsTo = async (email: string) => listOutboxMail(t.db, email, 1000);
const settleStatusMails = statusMailSettler(t);
/**
 * Puts an application straight into a state (CANCELED cannot be reached through the lists), as
 * the seeker last heard of it.
 */
const force = async (id: string, status: OrderStatus, removed = false) => {
  await t.db.query(
    `UPDATE orders SET status = $2, removed_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1`,
    [id, status, removed],
  );
  await t.db.query('DELETE FROM order_status_notices WHERE order_id = $1', [id]);
};

describe('who may call', () => {
  test('every route refuses guests, job seekers, administrators, other companies and suspended members', async () => {
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `${base()}/products/stats/orders?productIds=${posting.id}`],
      ['GET', `${base()}/orders`],
      ['GET', `${base()}/orders/${order.id}`],
      ['PATCH', `${base()}/orders/${order.id}`, { status: 'PROCESSING' }],
      ['DELETE', `${base()}/orders/${order.id}`],
    ];
    const { got, expected } = await callAsRefused(t, refused, routes);
    expect(got).toEqual(expected);
    // none of them changed anything
    expect((await getOrder(company.owner, order.id)).body).toMatchObject({
      status: 'PENDING',
      removedAt: null,
    });
  });

  test('any member reads and decides; only owners and admins remove', async () => {
    const own = await createCompany(t);
    const job = await createPosting(t, own.owner, own.id);
    const applications = [];
    for (let i = 0; i < 3; i++)
      applications.push(await applyTo(t, await jobSeeker(t), own.id, job.id));
    for (const caller of [own.owner, own.admin, own.member]) {
      expect((await listOrders(caller, {}, own.id)).body.total).toBe(3);
      expect((await getOrder(caller, applications[0].id, own.id)).status).toBe(200);
      expect((await stats(caller, job.id, own.id)).status).toBe(200);
    }
    expect((await setStatus(own.member, applications[0].id, 'PROCESSING', own.id)).status).toBe(
      200,
    );
    expect(outcome(await remove(own.member, applications[0].id, own.id))).toEqual([
      403,
      'no_permission',
    ]);
    expect((await remove(own.admin, applications[1].id, own.id)).status).toBe(204);
    expect((await remove(own.owner, applications[2].id, own.id)).status).toBe(204);
  });

  test('a pending organization reads its applicants but cannot decide or remove', async () => {
    const pending = await pendingCompany(t);
    expect((await listOrders(pending.owner, {}, pending.id)).status).toBe(200);
    expect(outcome(await setStatus(pending.owner, 'any', 'PROCESSING', pending.id))).toEqual([
      409,
      'organization_not_normal',
    ]);
    expect(outcome(await remove(pending.owner, 'any', pending.id))).toEqual([
      409,
      'organization_not_normal',
    ]);
  });
});

describe('PATCH /orgs/{orgId}/orders/{orderId}', () => {
  const targets = ['PENDING', 'PROCESSING', 'ACCEPTED', 'CLOSED'] as const;
  const pairs = ORDER_STATUSES.flatMap((from) => targets.map((to) => [from, to] as const));

  test.each(pairs)('%s → %s', async (from, to) => {
    await force(order.id, from);
    const before = (await mailsTo(seeker.email)).length;
    const response = await setStatus(company.member, order.id, to);
    await settleStatusMails();
    const after = await mailsTo(seeker.email);
    const stored = (await getOrder(company.owner, order.id)).body.status;
    if (from === to) {
      // the status it has: 200, nothing changes, nobody is mailed
      expect([response.status, response.body.status, stored, after.length]).toEqual([
        200,
        from,
        from,
        before,
      ]);
    } else if (canChangeOrderStatus(from, to)) {
      expect([response.status, response.body.status, stored, after.length]).toEqual([
        200,
        to,
        to,
        before + 1,
      ]);
    } else {
      expect([...outcome(response), stored, after.length]).toEqual([
        409,
        'no_orders_with_allowed_status',
        from,
        before,
      ]);
      expect(response.body.error.message).toBe('この応募の状態は変更できません');
    }
  });

  test('the refused pairs are exactly those outside the domain table', () => {
    const allowed = pairs.filter(([from, to]) => from !== to && canChangeOrderStatus(from, to));
    expect(allowed).toEqual([
      ['PENDING', 'PROCESSING'],
      ['PENDING', 'ACCEPTED'],
      ['PENDING', 'CLOSED'],
      ['PROCESSING', 'PENDING'],
      ['PROCESSING', 'ACCEPTED'],
      ['PROCESSING', 'CLOSED'],
    ]);
  });

  test('the job seeker is mailed the company, the posting, the new status in their words and a link', async () => {
    await force(order.id, 'PENDING');
    for (const [status, words] of [
      ['PROCESSING', '選考中'],
      ['PENDING', '応募済み'],
      ['ACCEPTED', '内定'],
    ] as const) {
      expect((await setStatus(company.owner, order.id, status)).status).toBe(200);
      await settleStatusMails();
      const [mail] = await mailsTo(seeker.email);
      expect(mail).toMatchObject({
        subject: '【JobMatch】応募状況が更新されました',
        links: ['http://jobmatch.test/job-applications'],
      });
      expect(mail?.text).toContain(company.name);
      expect(mail?.text).toContain(`「${posting.name}」`);
      expect(mail?.text).toContain(`現在の応募状況：${words}`);
    }
    await force(order.id, 'PROCESSING');
    await setStatus(company.owner, order.id, 'CLOSED');
    await settleStatusMails();
    expect((await mailsTo(seeker.email))[0]?.text).toContain('現在の応募状況：見送り');
    // the seeker's own list shows the new status
    const mine = await t.call('GET', `${ORDER}/orders`, { token: seeker.accessToken });
    expect(mine.body.value[0]).toMatchObject({
      id: order.id,
      status: 'CLOSED',
      cancelReason: null,
    });
  });

  test('two members deciding at once: one wins, the other is refused', async () => {
    await force(order.id, 'PENDING');
    const before = (await mailsTo(seeker.email)).length;
    const answers = await Promise.all([
      setStatus(company.owner, order.id, 'ACCEPTED'),
      setStatus(company.member, order.id, 'CLOSED'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.status;
    expect((await getOrder(company.owner, order.id)).body.status).toBe(winner);
    await settleStatusMails();
    expect((await mailsTo(seeker.email)).length).toBe(before + 1);
  });

  test('an application that left the lists cannot change, even to its own status', async () => {
    for (const status of ['PENDING', 'ACCEPTED', 'CANCELED'] as const) {
      await force(order.id, status, true);
      expect(outcome(await setStatus(company.owner, order.id, 'PROCESSING'))).toEqual([
        409,
        'no_orders_with_allowed_status',
      ]);
    }
    await force(order.id, 'ACCEPTED', true);
    expect(outcome(await setStatus(company.owner, order.id, 'ACCEPTED'))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
    await force(order.id, 'PENDING');
  });

  test('a bad body is 400 schema_mismatch_error on status; CANCELED is not the company’s to set', async () => {
    for (const status of ['CANCELED', 'REJECTED', undefined]) {
      const response = await t.call('PATCH', `${base()}/orders/${order.id}`, {
        token: company.owner.accessToken,
        body: { status },
      });
      expect(outcomeAt(response)).toEqual([400, 'schema_mismatch_error', 'status']);
    }
  });
});

describe('GET /orgs/{orgId}/orders and /orders/{orderId}', () => {
  test('the applications in the lists, newest first, 20 a page; $filter by status and posting', async () => {
    const own = await createCompany(t);
    const first = await createPosting(t, own.owner, own.id);
    const second = await createPosting(t, own.owner, own.id);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const applied = await applyTo(t, await jobSeeker(t), own.id, i < 12 ? first.id : second.id);
      ids.unshift(applied.id);
      t.clock.advanceMinutes(0.01);
    }
    const page = await listOrders(own.member, {}, own.id);
    expect(page.body).toMatchObject({ count: 20, total: 22 });
    const next = await listOrders(own.member, { $nextToken: page.body.nextToken }, own.id);
    expect([...page.body.value, ...next.body.value].map((o: { id: string }) => o.id)).toEqual(ids);
    expect(page.body.value[0]).toEqual({
      id: ids[0],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      status: 'PENDING',
      cancelReason: null,
      removedAt: null,
      currency: 'JPY',
      userId: expect.any(String),
      organizationId: own.id,
      lineItems: [
        {
          id: `${ids[0]}:1`,
          productId: second.id,
          productName: second.name,
          quantity: 1,
          variantId: second.variants[0].id,
          variant: { id: second.variants[0].id },
        },
      ],
      customer: expect.objectContaining({ email: expect.any(String), name: 'テスト ユーザー' }),
      customFields: {
        demand_user_info: expect.objectContaining({ id: expect.any(String) }),
        kind: 'application',
        stage: null,
      },
      stageEnteredAt: expect.any(String),
      withdrawal: null,
      decisionMessage: null,
      // five Tokyo business days after the day it came in
      replyBy: expect.stringMatching(/T14:59:59\.999Z$/),
      firstReplyAt: null,
    });

    await setStatus(own.member, ids[0] as string, 'PROCESSING', own.id);
    await setStatus(own.member, ids[1] as string, 'PROCESSING', own.id);
    await setStatus(own.member, ids[21] as string, 'ACCEPTED', own.id);
    await remove(own.owner, ids[2] as string, own.id);
    const filtered = async (filter: string) =>
      (await listOrders(own.member, { $filter: filter, $top: '100' }, own.id)).body.value.map(
        (o: { id: string }) => o.id,
      );
    expect(await filtered("status eq 'PROCESSING'")).toEqual([ids[0], ids[1]]);
    expect(await filtered("status eq 'ACCEPTED'")).toEqual([ids[21]]);
    expect(await filtered(`lineItems.productId eq '${first.id}'`)).toEqual(ids.slice(10));
    expect(await filtered(`status eq 'PENDING' and lineItems.productId eq '${second.id}'`)).toEqual(
      ids.slice(3, 10),
    );
    // the removed one has left every list
    expect(await filtered("status eq 'CANCELED'")).toEqual([]);
    expect((await listOrders(own.member, {}, own.id)).body.total).toBe(21);
    expect(
      outcome(await listOrders(own.member, { $filter: "nosuchfield eq 'x'" }, own.id)),
    ).toEqual([400, 'invalid_filter_parameter']);
    expect(outcome(await listOrders(own.member, { $expand: 'organization' }, own.id))).toEqual([
      400,
      'invalid_expand_parameter',
    ]);
  });

  test('one application with its conversation, also after it left the lists', async () => {
    const applicant = await jobSeeker(t);
    const job = await createPosting(t, company.owner, company.id);
    const applied = await applyTo(t, applicant, company.id, job.id);
    const topics = await t.call('GET', `/api/chat/users/${applicant.id}/topics`, {
      token: applicant.accessToken,
    });
    const topicId = topics.body.value[0].id;
    const read = await getOrder(company.member, applied.id);
    expect(read.body).toMatchObject({
      id: applied.id,
      topicId,
      status: 'PENDING',
      removedAt: null,
    });
    expect((await remove(company.admin, applied.id)).status).toBe(204);
    expect((await getOrder(company.member, applied.id)).body).toMatchObject({
      id: applied.id,
      topicId,
      status: 'CANCELED',
      cancelReason: 'DECLINED',
      removedAt: expect.any(String),
    });
    expect(outcome(await getOrder(company.member, 'no-such-order'))).toEqual([404, 'not_found']);
  });
});

describe('DELETE /orgs/{orgId}/orders/{orderId}', () => {
  test('an open application becomes CANCELED (DECLINED), a decided one keeps its status; again is 204', async () => {
    const job = await createPosting(t, company.owner, company.id);
    const open = await applyTo(t, await jobSeeker(t), company.id, job.id);
    const considering = await applyTo(t, await jobSeeker(t), company.id, job.id);
    const rejectedSeeker = await jobSeeker(t);
    const rejected = await applyTo(t, rejectedSeeker, company.id, job.id);
    await setStatus(company.owner, considering.id, 'PROCESSING');
    await setStatus(company.owner, rejected.id, 'CLOSED');
    const mails = (await mailsTo(rejectedSeeker.email)).length;

    t.clock.advanceMinutes(0.1);
    const removedAt = t.clock().toISOString();
    for (const application of [open, considering, rejected])
      expect((await remove(company.owner, application.id)).status).toBe(204);
    const state = async (id: string) => {
      const { status, cancelReason, removedAt } = (await getOrder(company.owner, id)).body;
      return { status, cancelReason, removedAt };
    };
    expect(await state(open.id)).toEqual({
      status: 'CANCELED',
      cancelReason: 'DECLINED',
      removedAt,
    });
    expect(await state(considering.id)).toEqual({
      status: 'CANCELED',
      cancelReason: 'DECLINED',
      removedAt,
    });
    expect(await state(rejected.id)).toEqual({ status: 'CLOSED', cancelReason: null, removedAt });
    // removing is no status change the job seeker is mailed about
    expect((await mailsTo(rejectedSeeker.email)).length).toBe(mails);

    t.clock.advanceMinutes(0.1);
    expect((await remove(company.admin, open.id)).status).toBe(204);
    expect(await state(open.id)).toEqual({
      status: 'CANCELED',
      cancelReason: 'DECLINED',
      removedAt,
    });
    expect(outcome(await remove(company.owner, 'no-such-order'))).toEqual([404, 'not_found']);
  });

  test("the job seeker still sees their application, with why and when it left the company's lists", async () => {
    const applicant = await jobSeeker(t);
    const job = await createPosting(t, company.owner, company.id);
    const applied = await applyTo(t, applicant, company.id, job.id);
    await remove(company.owner, applied.id);
    const mine = await t.call('GET', `${ORDER}/orders`, {
      token: applicant.accessToken,
      query: { $expand: 'lineItems.product' },
    });
    expect(mine.body.value).toEqual([
      expect.objectContaining({
        id: applied.id,
        status: 'CANCELED',
        cancelReason: 'DECLINED',
        removedAt: expect.any(String),
        // the posting itself is still on show
        lineItems: [expect.objectContaining({ productViewable: true })],
      }),
    ]);
  });
});

describe('GET /orgs/{orgId}/products/stats/orders', () => {
  test('counts per posting and status of the applications in the lists, zeros included', async () => {
    const own = await createCompany(t);
    const busy = await createPosting(t, own.owner, own.id);
    const quiet = await createPosting(t, own.owner, own.id, { status: 'DRAFT' });
    const applications = [];
    for (let i = 0; i < 6; i++)
      applications.push(await applyTo(t, await jobSeeker(t), own.id, busy.id));
    await setStatus(own.owner, applications[0].id, 'PROCESSING', own.id);
    await setStatus(own.owner, applications[1].id, 'PROCESSING', own.id);
    await setStatus(own.owner, applications[2].id, 'ACCEPTED', own.id);
    await setStatus(own.owner, applications[3].id, 'CLOSED', own.id);
    await remove(own.owner, applications[4].id, own.id);

    const response = await stats(own.member, `${quiet.id},${busy.id},${busy.id}`, own.id);
    expect(response.body).toEqual({
      value: [
        {
          productId: quiet.id,
          total: 0,
          byStatus: { PENDING: 0, PROCESSING: 0, ACCEPTED: 0, CLOSED: 0 },
        },
        {
          productId: busy.id,
          total: 5,
          byStatus: { PENDING: 1, PROCESSING: 2, ACCEPTED: 1, CLOSED: 1 },
        },
      ],
    });

    // archiving takes them all off the lists
    await t.call('PATCH', `/api/catalog/products/${busy.id}`, {
      token: own.owner.accessToken,
      body: { status: 'ARCHIVED' },
    });
    expect((await stats(own.member, busy.id, own.id)).body.value).toEqual([
      {
        productId: busy.id,
        total: 0,
        byStatus: { PENDING: 0, PROCESSING: 0, ACCEPTED: 0, CLOSED: 0 },
      },
    ]);
  });

  test('1 to 100 ids; unknown ones and other companies’ are left out', async () => {
    const theirs = await createPosting(t, refused.other.owner, refused.other.id);
    await applyTo(t, await jobSeeker(t), refused.other.id, theirs.id);
    const response = await stats(company.owner, `${theirs.id},unknown-id,${posting.id}`);
    expect(response.body.value.map((row: { productId: string }) => row.productId)).toEqual([
      posting.id,
    ]);
    for (const productIds of ['', ' , ', Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')])
      expect(outcome(await stats(company.owner, productIds))).toEqual([
        400,
        'schema_mismatch_error',
      ]);
    const none = await t.call('GET', `${base()}/products/stats/orders`, {
      token: company.owner.accessToken,
    });
    expect(outcome(none)).toEqual([400, 'schema_mismatch_error']);
  });
});

describe('one company never sees another', () => {
  test("another company's applicants are 404 and absent from its lists and counts", async () => {
    const other = refused.other;
    for (const caller of [other.owner, other.admin, other.member]) {
      expect(outcome(await getOrder(caller, order.id, other.id))).toEqual([404, 'not_found']);
      expect(outcome(await setStatus(caller, order.id, 'PROCESSING', other.id))).toEqual([
        404,
        'not_found',
      ]);
      expect(outcome(await getOrder(caller, order.id))).toEqual([404, 'not_found']);
    }
    expect(outcome(await remove(other.owner, order.id, other.id))).toEqual([404, 'not_found']);
    const theirs = await listOrders(other.owner, { $top: '100' }, other.id);
    expect(theirs.body.value.map((o: { id: string }) => o.id)).not.toContain(order.id);
    expect(
      (
        await listOrders(
          other.owner,
          { $filter: `lineItems.productId eq '${posting.id}'` },
          other.id,
        )
      ).body.total,
    ).toBe(0);
    expect((await stats(other.owner, posting.id, other.id)).body).toEqual({ value: [] });
    expect((await getOrder(company.owner, order.id)).body.removedAt).toBeNull();
  });
});
