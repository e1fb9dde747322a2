// Interview scheduling (docs/conversations.md#interview-scheduling): who may propose, book,
// decline and cancel; booking once (also when two picks race); expiry computed from the slots;
// reschedules that keep the calendar UID; the mails and their calendar files, read back by a
// real iCalendar parser; and the day-before reminder.
import { listOutboxMail } from '../src/mail/outbox-repository';
import { INTERVIEW_REMINDER } from '../src/services/interviews/interviews-module';
import { createCompany, outcome, type Caller, type Company } from './company-fixtures';
import { setUpTestApp } from './helper';
import { parseInvite } from './interview-calendar-parse';
import {
  applyTo,
  callAsRefused,
  createPosting,
  createRefusedCallers,
  jobSeeker,
  ORDER,
  pendingCompany,
} from './job-fixtures';

// a sender of its own, so the calendar files' organizer is seen to follow MAIL_FROM
const t = setUpTestApp({ env: { MAIL_FROM: 'JobMatch 採用 <careers@jobmatch.example>' } });
let company: Company;
let refused: Awaited<ReturnType<typeof createRefusedCallers>>;

/** Tokyo wall-clock `2026-04-03 10:00` as an ISO instant. */
const tokyo = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`).toISOString();
const slot = (day: string, start: string, end: string) => ({
  startsAt: tokyo(day, start),
  endsAt: tokyo(day, end),
});
const ONLINE = { type: 'online', url: 'https://meet.example.com/abc-defg-hij' };

beforeAll(async () => {
  company = await createCompany(t);
  refused = await createRefusedCallers(t, company.id);
});

/** A fresh access token (the test clock moves past the 15 minutes one lives). */
const again = async (caller: Caller): Promise<Caller> => ({
  ...caller,
  ...(await t.login(caller.email)),
});

/** A new seeker with an application to a new posting of the company (a fresh order per test). */
async function newApplication() {
  const seeker = await jobSeeker(t);
  const job = await createPosting(t, company.owner, company.id);
  const order = await applyTo(t, seeker, company.id, job.id);
  return { seeker, order: order as { id: string } };
}

const propose = (caller: Caller | undefined, orderId: string, body: unknown, orgId = company.id) =>
  t.call('POST', `${ORDER}/orgs/${orgId}/orders/${orderId}/interview-proposals`, {
    token: caller?.accessToken,
    body,
  });
const proposals = (caller: Caller | undefined, orderId: string) =>
  t.call('GET', `${ORDER}/orders/${orderId}/interview-proposals`, { token: caller?.accessToken });
const act = (
  caller: Caller | undefined,
  orderId: string,
  proposalId: string,
  action: 'accept' | 'decline' | 'cancel',
  body: unknown,
) =>
  t.call('POST', `${ORDER}/orders/${orderId}/interview-proposals/${proposalId}:${action}`, {
    token: caller?.accessToken,
    body,
  });

/** Proposes two slots two and three days ahead (Tokyo); answers the proposal. */
async function proposed(orderId: string, extra: Record<string, unknown> = {}) {
  const response = await propose(company.member, orderId, {
    slots: [slot('2026-04-03', '10:00', '11:00'), slot('2026-04-04', '15:00', '16:00')],
    location: ONLINE,
    note: '当日は技術面接です。',
    ...extra,
  });
  if (response.status !== 201)
    throw new Error(`not proposed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const mailsTo = (email: string) => listOutboxMail(t.db, email, 100);
const mailWith = async (email: string, subject: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.includes(subject));

/** The newest messages of the order's topic, straight from the database. */
const topicMessages = (orderId: string) =>
  t.db
    .query<{ kind: string; data: unknown; content: string; sender_type: string }>(
      `SELECT m.kind, m.data, m.content, m.sender_type FROM chat_messages m
         JOIN chat_topics tp ON tp.id = m.topic_id WHERE tp.order_id = $1 ORDER BY m.sequence`,
      [orderId],
    )
    .then((result) => result.rows);

describe('who may call', () => {
  test('proposing refuses guests, job seekers, administrators, other companies, suspended members and an unapproved company', async () => {
    const { order } = await newApplication();
    const body = { slots: [slot('2026-04-03', '10:00', '11:00')], location: ONLINE };
    const { got, expected } = await callAsRefused(t, refused, [
      ['POST', `${ORDER}/orgs/${company.id}/orders/${order.id}/interview-proposals`, body],
    ]);
    expect(got).toEqual(expected);
    const pending = await pendingCompany(t);
    expect(outcome(await propose(pending.owner, order.id, body, pending.id))).toEqual([
      409,
      'organization_not_normal',
    ]);
    // another organization's order is not found, even for a member of an approved one
    expect(outcome(await propose(refused.other.owner, order.id, body, refused.other.id))).toEqual([
      404,
      'not_found',
    ]);
    expect((await proposals(company.owner, order.id)).body.value).toEqual([]);
  });

  test('reading, booking, declining and cancelling: only the seeker of the order, or its members where the route allows', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    const otherSeeker = await jobSeeker(t);
    const outsiders = {
      guest: undefined,
      otherSeeker,
      otherCompanyOwner: refused.other.owner,
      otherCompanyMember: refused.other.member,
      platformAdmin: refused.callers.platformAdmin,
      suspendedMember: refused.callers.suspendedMember,
    };
    const expectedOutsider: Record<string, [number, string]> = {
      guest: [401, 'check_token_error'],
      otherSeeker: [404, 'not_found'],
      otherCompanyOwner: [404, 'not_found'],
      otherCompanyMember: [404, 'not_found'],
      platformAdmin: [404, 'not_found'],
      suspendedMember: [403, 'no_permission'],
    };
    const got: unknown[] = [];
    const expected: unknown[] = [];
    for (const [who, caller] of Object.entries(outsiders)) {
      got.push([who, 'GET', ...outcome(await proposals(caller, order.id))]);
      expected.push([who, 'GET', ...(expectedOutsider[who] ?? [])]);
      for (const [action, body] of [
        ['accept', { slotIndex: 0 }],
        ['decline', { message: '別の日で' }],
        ['cancel', { reason: '都合が悪くなりました' }],
      ] as const) {
        got.push([who, action, ...outcome(await act(caller, order.id, proposal.id, action, body))]);
        expected.push([who, action, ...(expectedOutsider[who] ?? [])]);
      }
    }
    // a member of the company may read and cancel, but booking and declining are the seeker's
    for (const member of [company.owner, company.member]) {
      got.push([
        'member',
        'accept',
        ...outcome(await act(member, order.id, proposal.id, 'accept', { slotIndex: 0 })),
      ]);
      expected.push(['member', 'accept', 403, 'no_permission']);
      got.push([
        'member',
        'decline',
        ...outcome(await act(member, order.id, proposal.id, 'decline', {})),
      ]);
      expected.push(['member', 'decline', 403, 'no_permission']);
    }
    expect(got).toEqual(expected);
    expect((await proposals(seeker, order.id)).body.value).toHaveLength(1);
    expect((await proposals(company.admin, order.id)).body.value[0]).toMatchObject({
      id: proposal.id,
      status: 'open',
    });
  });

  test('a member of a company that is no longer approved cannot cancel', async () => {
    const { order } = await newApplication();
    const proposal = await proposed(order.id);
    await t.db.query(`UPDATE organizations SET status = 'pending' WHERE id = $1`, [company.id]);
    try {
      expect(
        outcome(await act(company.owner, order.id, proposal.id, 'cancel', { reason: '中止' })),
      ).toEqual([409, 'organization_not_normal']);
    } finally {
      await t.db.query(`UPDATE organizations SET status = 'normal' WHERE id = $1`, [company.id]);
    }
  });
});

describe('proposing', () => {
  test('a member proposes slots: the card in the thread, the mail to the seeker, the list both sides read', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    expect(proposal).toMatchObject({
      orderId: order.id,
      status: 'open',
      slots: [
        { index: 0, startsAt: '2026-04-03T01:00:00.000Z', endsAt: '2026-04-03T02:00:00.000Z' },
        { index: 1, startsAt: '2026-04-04T06:00:00.000Z', endsAt: '2026-04-04T07:00:00.000Z' },
      ],
      location: ONLINE,
      note: '当日は技術面接です。',
      proposedBy: { id: company.member.id },
      expiresAt: '2026-04-04T06:00:00.000Z',
      booked: null,
      declined: null,
      canceled: null,
      reschedule: null,
      replacedBy: null,
    });
    const card = (await topicMessages(order.id)).at(-1);
    expect(card).toMatchObject({
      kind: 'interview',
      data: { kind: 'interview', proposalId: proposal.id },
      sender_type: 'organization',
    });
    expect(card?.content).toContain('4月3日（金）10:00〜11:00');
    const [mail] = await mailWith(seeker.email, '面接の候補日時が届きました');
    expect(mail?.text).toContain('4月4日（土）15:00〜16:00');
    expect(mail?.attachments).toEqual([]);
    expect((await proposals(seeker, order.id)).body.value).toEqual([proposal]);
  });

  test('a place instead of a URL, and a casual interview request as well as an application', async () => {
    const { seeker, order } = await newApplication();
    await t.db.query(`UPDATE orders SET kind = 'casual_interview' WHERE id = $1`, [order.id]);
    const response = await propose(company.owner, order.id, {
      slots: [slot('2026-04-02', '18:00', '19:00')],
      location: { type: 'place', address: '東京都千代田区神田1-1-1 5階' },
    });
    expect(response.status).toBe(201);
    expect(response.body.location).toEqual({
      type: 'place',
      address: '東京都千代田区神田1-1-1 5階',
    });
    expect(
      (await act(seeker, order.id, response.body.id, 'accept', { slotIndex: 0 })).body.status,
    ).toBe('booked');
    // a casual talk is a 面談, not a 面接, in the thread and the mails
    const [card, booked] = (await topicMessages(order.id)).slice(-2);
    expect(card?.content).toMatch(/^面談の候補日時をお送りします。/);
    expect(booked?.content).toBe('面談の日程を4月2日（木）18:00〜19:00に確定しました。');
    const [mail] = await mailWith(seeker.email, '面談の日程が確定しました');
    expect(mail?.text).toContain('面談日程が確定しました');
  });

  test.each([
    ['no slot', { slots: [] }, 'slots'],
    [
      'six slots',
      { slots: Array.from({ length: 6 }, (_, i) => slot(`2026-04-1${i}`, '10:00', '11:00')) },
      'slots',
    ],
    ['an end before the start', { slots: [slot('2026-04-03', '11:00', '10:00')] }, 'slots.0'],
    ['a slot over 8 hours', { slots: [slot('2026-04-03', '09:00', '17:30')] }, 'slots.0'],
    [
      'a time that is no ISO time',
      { slots: [{ startsAt: '明日', endsAt: '明後日' }] },
      'slots.0.startsAt',
    ],
    ['a URL that is no URL', { location: { type: 'online', url: 'meet' } }, 'location.url'],
    ['no address', { location: { type: 'place', address: ' ' } }, 'location.address'],
  ])('refuses %s (400)', async (_, change, target) => {
    const { order } = await newApplication();
    const response = await propose(company.member, order.id, {
      slots: [slot('2026-04-03', '10:00', '11:00')],
      location: ONLINE,
      ...change,
    });
    expect([response.status, response.body.error.code, response.body.error.target]).toEqual([
      400,
      'schema_mismatch_error',
      target,
    ]);
  });

  test('refuses a slot that has started, an order the company decided on and a closed topic', async () => {
    const { order } = await newApplication();
    const body = { slots: [slot('2026-04-03', '10:00', '11:00')], location: ONLINE };
    const past = await propose(company.member, order.id, {
      ...body,
      slots: [{ startsAt: '2026-03-31T23:00:00.000Z', endsAt: '2026-04-01T01:00:00.000Z' }],
    });
    expect([...outcome(past), past.body.error.target]).toEqual([400, 'wrong_parameter', 'slots']);

    for (const status of ['CLOSED', 'ACCEPTED', 'CANCELED']) {
      const decided = await newApplication();
      await t.db.query(`UPDATE orders SET status = $2 WHERE id = $1`, [decided.order.id, status]);
      expect(outcome(await propose(company.member, decided.order.id, body))).toEqual([
        409,
        'no_orders_with_allowed_status',
      ]);
    }
    await t.db.query(
      `UPDATE chat_topics SET closed_at = now(), closed_reason = 'withdrawn' WHERE order_id = $1`,
      [order.id],
    );
    expect(outcome(await propose(company.member, order.id, body))).toEqual([409, 'topic_closed']);
    expect((await proposals(company.member, order.id)).body.value).toEqual([]);
  });
});

describe('booking', () => {
  test('the seeker books a slot: both sides get the confirmation with a calendar file', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    const response = await act(seeker, order.id, proposal.id, 'accept', { slotIndex: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'booked', booked: { slotIndex: 1 } });
    expect((await topicMessages(order.id)).at(-1)).toMatchObject({
      kind: 'notice',
      data: { kind: 'notice', notice: 'interview' },
      sender_type: 'normalUser',
    });

    for (const email of [seeker.email, company.member.email]) {
      const [mail] = await mailWith(email, '面接の日程が確定しました');
      expect(mail?.subject).toContain('4月4日（土）15:00〜16:00');
      expect(mail?.attachments).toHaveLength(1);
      const attachment = mail!.attachments[0]!;
      expect(attachment.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
      const invite = parseInvite(attachment);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        status: 'CONFIRMED',
        tzid: 'Asia/Tokyo',
        wallStart: '2026-04-04T15:00:00',
        sequence: 0,
        uid: `interview-${proposal.interviewId}@jobmatch`,
        // the platform's sender (MAIL_FROM), never a member's address
        organizer: 'mailto:careers@jobmatch.example',
      });
      expect(invite.start.toISOString()).toBe('2026-04-04T06:00:00.000Z');
      expect(invite.end.toISOString()).toBe('2026-04-04T07:00:00.000Z');
    }
    // a member who neither proposed nor acted is not mailed (the thread tells them)
    expect(await mailWith(company.admin.email, '面接の日程が確定しました')).toEqual([]);
  });

  test('a proposal is booked once: a second pick is refused with 409', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    expect((await act(seeker, order.id, proposal.id, 'accept', { slotIndex: 0 })).status).toBe(200);
    for (const slotIndex of [0, 1]) {
      const again = await act(seeker, order.id, proposal.id, 'accept', { slotIndex });
      expect([...outcome(again), again.body.error.message]).toEqual([
        409,
        'interview_slot_taken',
        'この面接の日程はすでに確定しています',
      ]);
    }
    expect(outcome(await act(seeker, order.id, proposal.id, 'accept', { slotIndex: 4 }))).toEqual([
      409,
      'interview_slot_taken',
    ]);
  });

  test('two picks at once: one books, the other gets 409, one booking is stored', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    const answers = await Promise.all([
      act(seeker, order.id, proposal.id, 'accept', { slotIndex: 0 }),
      act(seeker, order.id, proposal.id, 'accept', { slotIndex: 1 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.code).toBe(
      'interview_slot_taken',
    );
    const { rows } = await t.db.query('SELECT * FROM interview_bookings WHERE proposal_id = $1', [
      proposal.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(await mailWith(seeker.email, '面接の日程が確定しました')).toHaveLength(1);
  });

  test('an unknown slot is a 400; a proposal of another order is not found', async () => {
    const { seeker, order } = await newApplication();
    const other = await newApplication();
    const proposal = await proposed(order.id);
    const unknown = await act(seeker, order.id, proposal.id, 'accept', { slotIndex: 3 });
    expect([...outcome(unknown), unknown.body.error.target]).toEqual([
      400,
      'wrong_parameter',
      'slotIndex',
    ]);
    expect(
      outcome(await act(other.seeker, other.order.id, proposal.id, 'accept', { slotIndex: 0 })),
    ).toEqual([404, 'not_found']);
  });
});

describe('expiry', () => {
  test('a slot that has started cannot be booked; a proposal whose slots all started is expired', async () => {
    const { seeker, order } = await newApplication();
    const response = await propose(company.member, order.id, {
      slots: [
        { startsAt: '2026-04-01T01:00:00.000Z', endsAt: '2026-04-01T02:00:00.000Z' },
        { startsAt: '2026-04-01T03:00:00.000Z', endsAt: '2026-04-01T04:00:00.000Z' },
      ],
      location: ONLINE,
    });
    const proposal = response.body;
    t.clock.advanceMinutes(120); // 02:00Z: the first slot has started, the second not
    try {
      await checkExpiry();
    } finally {
      t.clock.advanceMinutes(-180); // back to 00:00Z, where the other tests' tokens and slots live
    }

    async function checkExpiry() {
      const fresh = await again(seeker);
      expect(outcome(await act(fresh, order.id, proposal.id, 'accept', { slotIndex: 0 }))).toEqual([
        409,
        'interview_expired',
      ]);
      expect((await proposals(fresh, order.id)).body.value[0].status).toBe('open');

      t.clock.advanceMinutes(60); // 03:00Z: every slot has started
      const later = await again(seeker);
      expect((await proposals(later, order.id)).body.value[0].status).toBe('expired');
      expect(outcome(await act(later, order.id, proposal.id, 'accept', { slotIndex: 1 }))).toEqual([
        409,
        'interview_expired',
      ]);
      expect(outcome(await act(later, order.id, proposal.id, 'decline', {}))).toEqual([
        409,
        'interview_expired',
      ]);
    }
  });
});

describe('declining, cancelling and rescheduling', () => {
  test('the seeker asks for other times; the proposal can no longer be booked', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    const response = await act(seeker, order.id, proposal.id, 'decline', {
      message: '平日の夜でお願いできますか',
    });
    expect(response.body).toMatchObject({
      status: 'declined',
      declined: { message: '平日の夜でお願いできますか' },
    });
    expect((await topicMessages(order.id)).at(-1)?.content).toContain('平日の夜でお願いできますか');
    expect(outcome(await act(seeker, order.id, proposal.id, 'accept', { slotIndex: 0 }))).toEqual([
      409,
      'interview_not_open',
    ]);
    // a message is optional
    const second = await proposed(order.id);
    expect((await act(seeker, order.id, second.id, 'decline', undefined)).body.status).toBe(
      'declined',
    );
  });

  test('a reschedule replaces the booked proposal and keeps the UID with a higher SEQUENCE; a cancel sends METHOD CANCEL', async () => {
    const { seeker, order } = await newApplication();
    const first = await proposed(order.id);
    await act(seeker, order.id, first.id, 'accept', { slotIndex: 0 });
    t.clock.advanceMinutes(1); // the list is newest first

    const rescheduled = await proposed(order.id, {
      slots: [slot('2026-04-06', '13:00', '14:00')],
      reschedule: { proposalId: first.id, reason: '面接官の都合が悪くなりました' },
    });
    expect(rescheduled).toMatchObject({
      interviewId: first.interviewId,
      status: 'open',
      reschedule: { proposalId: first.id, reason: '面接官の都合が悪くなりました' },
    });
    const list = (await proposals(seeker, order.id)).body.value;
    expect(list.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [rescheduled.id, 'open'],
      [first.id, 'replaced'],
    ]);
    expect(list[1].replacedBy).toBe(rescheduled.id);
    const [change] = await mailWith(seeker.email, '面接日程の変更のご相談');
    expect(change?.text).toContain('面接官の都合が悪くなりました');
    // the replaced proposal is over
    expect(outcome(await act(seeker, order.id, first.id, 'cancel', { reason: 'x' }))).toEqual([
      409,
      'interview_not_open',
    ]);

    await act(seeker, order.id, rescheduled.id, 'accept', { slotIndex: 0 });
    const confirmations = await mailWith(seeker.email, '面接の日程が確定しました');
    const invites = confirmations.map((mail) => parseInvite(mail.attachments[0]!));
    expect(invites.map((invite) => [invite.uid, invite.sequence, invite.wallStart])).toEqual([
      [`interview-${first.interviewId}@jobmatch`, 1, '2026-04-06T13:00:00'],
      [`interview-${first.interviewId}@jobmatch`, 0, '2026-04-03T10:00:00'],
    ]);

    const cancel = await act(seeker, order.id, rescheduled.id, 'cancel', {
      reason: '他社に入社を決めました',
    });
    expect(cancel.body).toMatchObject({
      status: 'canceled',
      canceled: { by: 'user', reason: '他社に入社を決めました' },
    });
    for (const email of [seeker.email, company.member.email]) {
      const [mail] = await mailWith(email, '面接がキャンセルされました');
      expect(mail?.text).toContain('他社に入社を決めました');
      const attachment = mail!.attachments[0]!;
      expect(attachment.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
      expect(parseInvite(attachment)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: `interview-${first.interviewId}@jobmatch`,
        sequence: 2,
        tzid: 'Asia/Tokyo',
        wallStart: '2026-04-06T13:00:00',
      });
    }
    expect(outcome(await act(seeker, order.id, rescheduled.id, 'cancel', { reason: 'x' }))).toEqual(
      [409, 'interview_not_open'],
    );
  });

  test('the company cancels a proposal nobody booked: a notice, no calendar mail', async () => {
    const { seeker, order } = await newApplication();
    const proposal = await proposed(order.id);
    const response = await act(company.admin, order.id, proposal.id, 'cancel', {
      reason: '募集を締め切りました',
    });
    expect(response.body).toMatchObject({
      status: 'canceled',
      canceled: { by: 'organization', reason: '募集を締め切りました' },
    });
    expect((await topicMessages(order.id)).at(-1)).toMatchObject({
      kind: 'notice',
      sender_type: 'organization',
    });
    expect(await mailWith(seeker.email, 'キャンセル')).toEqual([]);
    const noReason = await act(company.admin, order.id, proposal.id, 'cancel', {});
    expect(outcome(noReason)).toEqual([400, 'schema_mismatch_error']);
  });

  test('the seeker asks to move a booked interview, and the company proposes new times for it', async () => {
    const { seeker, order } = await newApplication();
    const first = await proposed(order.id);
    await act(seeker, order.id, first.id, 'accept', { slotIndex: 0 });
    expect(
      (await act(seeker, order.id, first.id, 'decline', { message: '急用が入りました' })).body
        .status,
    ).toBe('declined');
    const next = await proposed(order.id, {
      reschedule: { proposalId: first.id, reason: 'ご依頼の日程変更です' },
    });
    expect(next.interviewId).toBe(first.interviewId);
  });
});

describe('the day-before reminder', () => {
  test('mails both sides of the interviews of the next Tokyo day, once', async () => {
    const { seeker, order } = await newApplication();
    // 2026-04-01 00:00Z is 09:00 in Tokyo; tomorrow (Tokyo) is 04-02
    const response = await propose(company.member, order.id, {
      slots: [slot('2026-04-02', '10:00', '11:00')],
      location: { type: 'place', address: '東京都千代田区神田1-1-1' },
    });
    const later = await proposed(order.id); // 04-03: not tomorrow
    await act(seeker, order.id, response.body.id, 'accept', { slotIndex: 0 });
    const other = await newApplication();
    const notTomorrow = await proposed(other.order.id);
    await act(other.seeker, other.order.id, notTomorrow.id, 'accept', { slotIndex: 0 });

    const result = await t.app.periodicJobs.runNow(INTERVIEW_REMINDER);
    expect(result).toMatchObject({ failed: 0 });
    for (const email of [seeker.email, company.member.email]) {
      const mails = await mailWith(email, '明日は面接の日です');
      expect(mails.map((mail) => mail.subject)).toEqual([
        '【JobMatch】明日は面接の日です（4月2日（木）10:00〜11:00）',
      ]);
    }
    expect(await mailWith(other.seeker.email, '明日は面接の日です')).toEqual([]);
    expect(later.status).toBe('open');

    await t.app.periodicJobs.runNow(INTERVIEW_REMINDER);
    expect(await mailWith(seeker.email, '明日は面接の日です')).toHaveLength(1);
  });
});
