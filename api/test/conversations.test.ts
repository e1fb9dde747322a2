// Conversations that lead somewhere (docs/conversations.md): casual interview requests, the
// invitation to apply, withdrawing, topics closed by an archived posting, the status mail's grace
// period, reply deadlines with their reminders, and the responsiveness a posting shows.
import { listOutboxMail } from '../src/mail/outbox-repository';
import { REPLY_REMINDERS } from '../src/services/orders/orders-module';
import { createCompany, outcome, type Caller, type Company } from './company-fixtures';
import { createTestApp, setUpTestApp } from './helper';
import {
  applyTo,
  CATALOG,
  createPosting,
  DAY,
  jobSeeker,
  ORDER,
  statusMailSettler,
} from './job-fixtures';

const t = setUpTestApp();
const CHAT = '/api/chat';
let company: Company;
let posting: { id: string; name: string };

beforeAll(async () => {
  company = await createCompany(t);
  posting = await createPosting(t, company.owner, company.id);
});

const mailsTo = (email: string) => listOutboxMail(t.db, email, 1000);
const settleStatusMails = statusMailSettler(t);

const askForCasualInterview = (
  seeker: Caller,
  productId = posting.id,
  customFields: Record<string, unknown> = {
    kind: 'casual_interview',
    message: 'ぜひお話を伺いたいです',
  },
) =>
  t.call('POST', `${ORDER}/orgs/${company.id}/orders`, {
    token: seeker.accessToken,
    body: { items: [{ productId, quantity: 1 }], customFields },
  });
const setStatus = (caller: Caller, id: string, body: Record<string, unknown>) =>
  t.call('PATCH', `${ORDER}/orgs/${company.id}/orders/${id}`, { token: caller.accessToken, body });
const companyOrder = async (id: string) =>
  (
    await t.call('GET', `${ORDER}/orgs/${company.id}/orders/${id}`, {
      token: company.member.accessToken,
    })
  ).body;
const topicOf = async (caller: Caller, orderId: string) =>
  (await t.call('POST', `${CHAT}/topics`, { token: caller.accessToken, body: { orderId } })).body;
const messagesOf = async (caller: Caller, topicId: string) =>
  (await t.call('GET', `${CHAT}/topics/${topicId}/messages`, { token: caller.accessToken })).body
    .value;
const send = (caller: Caller, topicId: string, senderType: string, content = 'こんにちは') =>
  t.call('POST', `${CHAT}/messages`, {
    token: caller.accessToken,
    body: { topicId, content, senderId: caller.id, senderType },
  });
const withdraw = (
  caller: Caller | undefined,
  orderId: string,
  body: Record<string, unknown> = {},
) => t.call('POST', `${ORDER}/orders/${orderId}:withdraw`, { token: caller?.accessToken, body });

describe('casual interview requests', () => {
  test('one is an order of its own kind, beside an application to the same posting', async () => {
    const seeker = await jobSeeker(t);
    const casual = await askForCasualInterview(seeker);
    expect(casual.status).toBe(201);
    expect(casual.body).toMatchObject({
      status: 'PENDING',
      customFields: { kind: 'casual_interview', message: 'ぜひお話を伺いたいです' },
      replyBy: expect.any(String),
    });
    // once per posting
    expect(outcome(await askForCasualInterview(seeker))).toEqual([409, 'already_exists']);
    // and the real application is still open to them
    const application = await applyTo(t, seeker, company.id, posting.id);
    expect(application.customFields.kind).toBe('application');

    const topic = await topicOf(seeker, casual.body.id);
    expect(topic.orderKind).toBe('casual_interview');
    const [first] = await messagesOf(company.member, topic.id);
    expect(first.content).toBe(
      `「${posting.name}」についてカジュアル面談を申し込みました。\n\nぜひお話を伺いたいです`,
    );
    // the seeker's own list tells the two apart
    const mine = await t.call('GET', `${ORDER}/orders`, {
      token: seeker.accessToken,
      query: { $filter: "customFields.kind eq 'casual_interview'" },
    });
    expect(mine.body.value.map((order: { id: string }) => order.id)).toEqual([casual.body.id]);
  });

  test('a posting can turn them off; the note has a limit; an application has no note', async () => {
    const closedToTalks = await createPosting(t, company.owner, company.id, {
      casualInterview: false,
    });
    expect(outcome(await askForCasualInterview(await jobSeeker(t), closedToTalks.id))).toEqual([
      409,
      'feature_disabled',
    ]);
    const public_ = await t.call('GET', `${CATALOG}/products/${closedToTalks.id}`);
    expect(public_.body.customFields.casual_interview).toBe(false);

    expect(
      outcome(
        await askForCasualInterview(await jobSeeker(t), posting.id, {
          kind: 'casual_interview',
          message: 'あ'.repeat(501),
        }),
      ),
    ).toEqual([400, 'schema_mismatch_error']);
    expect(
      outcome(
        await askForCasualInterview(await jobSeeker(t), posting.id, {
          kind: 'application',
          message: 'よろしく',
        }),
      ),
    ).toEqual([400, 'wrong_parameter']);
  });

  test('its outcomes are 日程調整 and 見送り, never 採用', async () => {
    const first = (await askForCasualInterview(await jobSeeker(t))).body;
    expect(outcome(await setStatus(company.member, first.id, { status: 'ACCEPTED' }))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
    expect((await setStatus(company.member, first.id, { status: 'PROCESSING' })).status).toBe(200);
    expect(outcome(await setStatus(company.member, first.id, { status: 'ACCEPTED' }))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
    const declined = await setStatus(company.member, first.id, {
      status: 'CLOSED',
      message: '今回は見送らせてください。',
    });
    expect(declined.body).toMatchObject({
      status: 'CLOSED',
      decisionMessage: '今回は見送らせてください。',
      firstReplyAt: expect.any(String),
      replyBy: null,
    });
  });

  test('the company invites the person to apply: a notice, nothing created', async () => {
    const seeker = await jobSeeker(t);
    const casual = (await askForCasualInterview(seeker)).body;
    const invite = (caller: Caller | undefined, id = casual.id, orgId = company.id) =>
      t.call('POST', `${ORDER}/orgs/${orgId}/orders/${id}:invite-to-apply`, {
        token: caller?.accessToken,
      });
    const other = await createCompany(t);
    expect(outcome(await invite(undefined))).toEqual([401, 'check_token_error']);
    expect(outcome(await invite(seeker))).toEqual([403, 'no_permission']);
    expect((await invite(other.owner, casual.id, other.id)).status).toBe(404);
    expect((await invite(company.member)).status).toBe(200);

    const topic = await topicOf(seeker, casual.id);
    const [notice] = await messagesOf(seeker, topic.id);
    expect(notice).toMatchObject({
      kind: 'notice',
      data: { kind: 'notice', notice: 'invited_to_apply' },
      senderType: 'organization',
    });
    expect(notice.content).toContain(`「${posting.name}」への応募をご案内します。`);
    const mine = await t.call('GET', `${ORDER}/orders`, { token: seeker.accessToken });
    expect(mine.body.value).toHaveLength(1);
    // an application is no casual talk to invite from
    const application = await applyTo(t, seeker, company.id, posting.id);
    expect(outcome(await invite(company.member, application.id))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
  });
});

describe('withdrawing (取り下げ)', () => {
  test('the seeker takes an open order back; the company is told and the topic closes', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    const topic = await topicOf(seeker, order.id);
    expect(outcome(await withdraw(undefined, order.id))).toEqual([401, 'check_token_error']);
    expect(outcome(await withdraw(await jobSeeker(t), order.id))).toEqual([404, 'not_found']);
    expect(outcome(await withdraw(company.owner, order.id))).toEqual([404, 'not_found']);
    expect(outcome(await withdraw(seeker, order.id, { reason: 'あ'.repeat(501) }))).toEqual([
      400,
      'schema_mismatch_error',
    ]);

    const answer = await withdraw(seeker, order.id, { reason: '他社で内定をいただきました' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'DECLINED',
      withdrawal: { at: expect.any(String), reason: '他社で内定をいただきました' },
    });
    expect(await companyOrder(order.id)).toMatchObject({
      status: 'CANCELED',
      removedAt: null,
      withdrawal: { reason: '他社で内定をいただきました' },
    });
    const [notice] = await messagesOf(company.member, topic.id);
    expect(notice).toMatchObject({ kind: 'notice', senderType: 'normalUser' });
    expect(notice.content).toBe(
      `「${posting.name}」への応募を取り下げました。\n\n理由：他社で内定をいただきました`,
    );
    expect((await topicOf(company.member, order.id)).closed).toEqual({
      at: expect.any(String),
      reason: 'withdrawn',
    });
    // a final state
    expect(outcome(await withdraw(seeker, order.id))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
    expect(outcome(await setStatus(company.member, order.id, { status: 'PROCESSING' }))).toEqual([
      409,
      'no_orders_with_allowed_status',
    ]);
  });

  test('a decided order cannot be withdrawn', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    await setStatus(company.member, order.id, { status: 'CLOSED' });
    const refused = await withdraw(seeker, order.id);
    expect(outcome(refused)).toEqual([409, 'no_orders_with_allowed_status']);
  });
});

describe('an archived posting closes its topics', () => {
  test('the applicants are told in Japanese, and nobody can write any more', async () => {
    const job = await createPosting(t, company.owner, company.id);
    const seeker = await jobSeeker(t);
    const decidedSeeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, job.id);
    const decided = await applyTo(t, decidedSeeker, company.id, job.id);
    await setStatus(company.member, decided.id, { status: 'CLOSED' });
    const topic = await topicOf(seeker, order.id);
    expect((await send(seeker, topic.id, 'normalUser')).status).toBe(201);

    const archived = await t.call('PATCH', `${CATALOG}/products/${job.id}`, {
      token: company.owner.accessToken,
      body: { status: 'ARCHIVED' },
    });
    expect(archived.status).toBe(200);

    const [notice] = await messagesOf(seeker, topic.id);
    expect(notice).toMatchObject({
      kind: 'notice',
      data: { kind: 'notice', notice: 'posting_closed' },
      content: '募集が終了しました。この求人についてのメッセージのやりとりは終了となります。',
    });
    expect((await topicOf(seeker, order.id)).closed?.reason).toBe('posting_closed');
    expect(outcome(await send(seeker, topic.id, 'normalUser'))).toEqual([409, 'topic_closed']);
    expect(outcome(await send(company.member, topic.id, 'organization'))).toEqual([
      409,
      'topic_closed',
    ]);
    const [mail] = await mailsTo(seeker.email);
    expect(mail?.subject).toBe(`【JobMatch】「${job.name}」の募集が終了しました`);
    // the one already decided hears nothing by mail, but its topic closes too
    expect((await mailsTo(decidedSeeker.email)).map((m) => m.subject)).not.toContain(mail?.subject);
    expect((await topicOf(decidedSeeker, decided.id)).closed?.reason).toBe('posting_closed');
  });
});

describe('status mails', () => {
  test('wait ten minutes and mail only the latest state; a change undone mails nothing', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    const count = async () => (await mailsTo(seeker.email)).length;
    const before = await count();

    await setStatus(company.member, order.id, { status: 'PROCESSING' });
    await setStatus(company.member, order.id, { status: 'PENDING' });
    // nothing goes before the grace period
    const job = t.app.periodicJobs.jobs.get('status-mails');
    await job?.run(new Date(t.clock().getTime() + 5 * 60_000));
    expect(await count()).toBe(before);
    // back where it started: nothing at all
    await settleStatusMails();
    expect(await count()).toBe(before);

    await setStatus(company.member, order.id, { status: 'PROCESSING' });
    await setStatus(company.member, order.id, {
      status: 'ACCEPTED',
      message: '一緒に働けることを楽しみにしています。',
    });
    await settleStatusMails();
    const mails = await mailsTo(seeker.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain('現在の応募状況：内定');
    expect(mails[0]?.text).toContain('一緒に働けることを楽しみにしています。');
  });

  test('at most one per order an hour', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    const job = t.app.periodicJobs.jobs.get('status-mails');
    const at = (minutes: number) => job?.run(new Date(t.clock().getTime() + minutes * 60_000));
    await setStatus(company.member, order.id, { status: 'PROCESSING' });
    await at(11);
    expect(await mailsTo(seeker.email)).toHaveLength(1);
    // a second change right after: due an hour after the first mail, not ten minutes after it
    await setStatus(company.member, order.id, { status: 'CLOSED' });
    await at(30);
    expect(await mailsTo(seeker.email)).toHaveLength(1);
    await at(72);
    const mails = await mailsTo(seeker.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('現在の応募状況：見送り');
  });
});

describe('replies on time', () => {
  test('a company message is its reply; the deadline is gone from the order', async () => {
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    expect(order.replyBy).toBe(new Date(Date.parse('2026-04-08T14:59:59.999Z')).toISOString());
    const topic = await topicOf(seeker, order.id);
    // the seeker writing again is no reply
    await send(seeker, topic.id, 'normalUser');
    expect((await companyOrder(order.id)).firstReplyAt).toBeNull();
    await send(company.member, topic.id, 'organization', 'ご応募ありがとうございます');
    expect(await companyOrder(order.id)).toMatchObject({
      firstReplyAt: t.clock().toISOString(),
      replyBy: null,
    });
  });

  test('members are reminded the day before and when it passed, once each', async () => {
    const own = await createCompany(t);
    const job = await createPosting(t, own.owner, own.id);
    await applyTo(t, await jobSeeker(t), own.id, job.id);
    const job_ = t.app.periodicJobs.jobs.get(REPLY_REMINDERS);
    const runAt = (iso: string) => job_?.run(new Date(iso));
    const ownerMails = async () =>
      (await mailsTo(own.owner.email)).filter((mail) => mail.subject.includes('返信'));

    // due by the end of 8 April (Tokyo): nothing on the 6th, a reminder at 09:00 on the 7th
    await runAt('2026-04-06T00:00:00Z');
    expect(await ownerMails()).toHaveLength(0);
    await runAt('2026-04-07T00:00:00Z');
    expect((await ownerMails())[0]?.subject).toBe(
      '【JobMatch】明日までに返信が必要な応募が1件あります',
    );
    expect((await mailsTo(own.member.email)).length).toBeGreaterThan(0);
    await runAt('2026-04-08T00:00:00Z');
    expect(await ownerMails()).toHaveLength(1);
    await runAt('2026-04-09T00:00:00Z');
    expect((await ownerMails())[0]?.subject).toBe('【JobMatch】返信期限を過ぎた応募が1件あります');
    await runAt('2026-04-10T00:00:00Z');
    expect(await ownerMails()).toHaveLength(2);
  });
});

describe('responsiveness on a posting', () => {
  test('hidden below five orders, then 「通常 N 日以内に返信」 from the median first reply', async () => {
    const own = await createCompany(t);
    const job = await createPosting(t, own.owner, own.id);
    const detail = async () =>
      (await t.call('GET', `${CATALOG}/products/${job.id}`)).body.responsiveness;
    expect(await detail()).toBeNull();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await applyTo(t, await jobSeeker(t), own.id, job.id));
    // answered after 1, 1, 2, 3 and 5 days: the median is 2 days
    for (const [index, days] of [1, 1, 2, 3, 5].entries())
      await t.db.query(
        'UPDATE orders SET first_reply_at = created_at + $2::interval WHERE id = $1',
        [orders[index]?.id, `${days * DAY} milliseconds`],
      );
    expect(await detail()).toEqual({ replyWithinDays: 2 });
  });
});

describe('message limits', () => {
  test('a flood past the minute allowance is refused with 429 too_many_messages, per sender', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '2' },
      isolatedDatabase: true,
    });
    try {
      const own = await createCompany(limited);
      const job = await createPosting(limited, own.owner, own.id);
      const seeker = await jobSeeker(limited);
      const order = await applyTo(limited, seeker, own.id, job.id);
      const topic = (
        await limited.call('POST', `${CHAT}/topics`, {
          token: seeker.accessToken,
          body: { orderId: order.id },
        })
      ).body;
      const sendAs = (caller: Caller, senderType: string) =>
        limited.call('POST', `${CHAT}/messages`, {
          token: caller.accessToken,
          body: { topicId: topic.id, content: 'こんにちは', senderId: caller.id, senderType },
        });
      expect((await sendAs(seeker, 'normalUser')).status).toBe(201);
      expect((await sendAs(seeker, 'normalUser')).status).toBe(201);
      expect(outcome(await sendAs(seeker, 'normalUser'))).toEqual([429, 'too_many_messages']);
      // the other side has an allowance of its own
      expect((await sendAs(own.member, 'organization')).status).toBe(201);
      // a minute later the seeker may write again
      limited.clock.advanceMinutes(1.1);
      expect((await sendAs(seeker, 'normalUser')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
