import { insertProducts } from '../src/services/catalog/catalog-module';
import { insertOrganizations } from '../src/services/organizations/organizations-module';
import { makeOrganization, makeProduct } from './catalog-fixtures';
import {
  companyUser,
  createCompany,
  createOutsiders,
  outcome,
  suspendMember,
  type Caller,
  type Company,
} from './company-fixtures';
import { CHAT } from './chat-socket-fixtures';
import { PASSWORD, setUpTestApp, type TestApp } from './helper';
import { jobSeeker, outcomeAt } from './job-fixtures';
import { SLOW_BY_DESIGN_MS, waitUntil } from './support/time-limits';

// The messaging service's REST side (docs/chat.md#api).

const t = setUpTestApp();

/** What the service announced on `chat_events` (docs/chat.md#socket), in order. */
const events: Array<{
  type: string;
  message?: { topicId: string; id: string };
  read?: { topicId: string };
}> = [];
let company: Company;
let outsiders: Awaited<ReturnType<typeof createOutsiders>>;
let suspended: Caller;

beforeAll(async () => {
  await t.db.listen('chat_events', (payload) => events.push(JSON.parse(payload)));
  company = await createCompany(t);
  outsiders = await createOutsiders(t);
  suspended = await companyUser(t, company.id, 'member');
  // straight in the database: a suspension through the api would end the login itself
  await suspendMember(t, company.id, suspended.id);
});

async function posting(organizationId: string, name?: string) {
  const product = makeProduct(organizationId, name ? { name } : {});
  await insertProducts(t.db, [product]);
  return product;
}

/** Applies as `user` and answers the order id and the application's topic (as the applicant sees it). */
async function apply(user: Caller, product: { id: string; organizationId: string }) {
  const order = await t.call('POST', `/api/order/orgs/${product.organizationId}/orders`, {
    token: user.accessToken,
    body: { items: [{ productId: product.id, quantity: 1 }] },
  });
  expect(order.status).toBe(201);
  const topic = await t.call('POST', `${CHAT}/topics`, {
    token: user.accessToken,
    body: { orderId: order.body.id },
  });
  expect(topic.status).toBe(200);
  return { orderId: order.body.id as string, topic: topic.body };
}

const send = (
  caller: Caller,
  topicId: string,
  content: string,
  extra: Record<string, unknown> = {},
) =>
  t.call('POST', `${CHAT}/messages`, {
    token: caller.accessToken,
    body: {
      topicId,
      content,
      senderId: caller.id,
      senderType: 'normalUser',
      category: 'chat',
      messageType: 'channel',
      typeId: 'channel',
      ...extra,
    },
  });
const sendAsOrg = (caller: Caller, topicId: string, content: string, extra = {}) =>
  send(caller, topicId, content, { senderType: 'organization', ...extra });

const markRead = (caller: Caller, messageId: string) =>
  t.call('POST', `${CHAT}/messages:mark-read`, {
    token: caller.accessToken,
    body: { messageId, userId: caller.id },
  });

const get = (caller: Caller, url: string, query?: Record<string, string>) =>
  t.call('GET', `${CHAT}${url}`, { token: caller.accessToken, query });

const unread = async (caller: Caller, url: string) =>
  (await get(caller, `${url}/unread-count`)).body.unreadCount;

test('GET /ping reports the messaging service', async () => {
  const ping = await t.call('GET', `${CHAT}/ping`, { fingerprint: null });
  expect(ping.status).toBe(200);
  expect(ping.body).toEqual({ serviceName: 'messaging', serviceVersion: '4.0.0' });
});

describe('applying opens the topic', () => {
  test('both sides see it; the first message is the seeker’s and unread for the organization', async () => {
    const c = await createCompany(t);
    const product = await posting(c.id, 'バックエンドエンジニア（Go）');
    const user = await jobSeeker(t);
    const { orderId, topic } = await apply(user, product);
    expect(topic).toMatchObject({
      name: `${c.name}/バックエンドエンジニア（Go）`,
      organizationId: c.id,
      userId: user.id,
      orderId,
      productId: product.id,
      owners: [
        { id: c.id, name: c.name, type: 'organization' },
        { id: user.id, name: 'テスト ユーザー', type: 'user' },
      ],
      lastMessage: {
        content: '「バックエンドエンジニア（Go）」に応募しました。',
        sequence: 1,
        senderId: user.id,
        senderType: 'normalUser',
        senderName: 'テスト ユーザー',
        readStatus: 'unread',
        isOwnMessage: true,
        organizationId: c.id,
        category: 'chat',
        messageType: 'channel',
        typeId: 'channel',
        clientMessageId: null,
      },
      lastMessageAt: t.clock().toISOString(),
      createdAt: t.clock().toISOString(),
      unreadCount: 0,
    });
    expect(topic).not.toHaveProperty('organization');

    const companyList = await get(c.member, `/organizations/${c.id}/topics`);
    expect(companyList.status).toBe(200);
    expect(companyList.body.value).toHaveLength(1);
    expect(companyList.body.value[0]).toMatchObject({
      id: topic.id,
      unreadCount: 1,
      lastMessage: { isOwnMessage: false, readStatus: 'unread' },
    });
    expect(await unread(c.owner, `/organizations/${c.id}`)).toBe(1);
    expect(await unread(user, `/users/${user.id}`)).toBe(0);

    // the company may look the application's topic up too: the same one
    const again = await t.call('POST', `${CHAT}/topics`, {
      token: c.member.accessToken,
      body: { orderId },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: topic.id, unreadCount: 1 });

    await waitUntil(
      () => events.some((event) => event.type === 'message' && event.message?.topicId === topic.id),
      "the application message's announcement",
    );
    const announced = events.find((event) => event.message?.topicId === topic.id);
    expect(announced).toMatchObject({
      userId: user.id,
      organizationId: c.id,
      message: { sequence: 1, isOwnMessage: false },
    });
  });

  test('a slash in the organization’s name becomes a full-width one', async () => {
    const org = makeOrganization({ name: `スラッシュ/テスト株式会社${Date.now()}` });
    await insertOrganizations(t.db, [org]);
    const product = await posting(org.id, 'QA/テスト担当');
    const { topic } = await apply(await jobSeeker(t), product);
    expect(topic.name).toBe(`${org.name.replace('/', '／')}/QA/テスト担当`);
  });

  test('an unknown order or topic is 404 not_found', async () => {
    const user = await jobSeeker(t);
    const open = await t.call('POST', `${CHAT}/topics`, {
      token: user.accessToken,
      body: { orderId: 'no-such-order' },
    });
    expect(outcome(open)).toEqual([404, 'not_found']);
    expect(outcome(await get(user, '/topics/no-such-topic'))).toEqual([404, 'not_found']);
    expect(outcome(await get(user, '/messages/no-such-message'))).toEqual([404, 'not_found']);
    expect(outcome(await send(user, 'no-such-topic', 'こんにちは'))).toEqual([404, 'not_found']);
  });
});

describe('who may call what', () => {
  type Context = {
    orderId: string;
    topicId: string;
    messageId: string;
    userId: string;
    orgId: string;
  };
  const routes: Array<
    [string, (caller: Caller | undefined, c: Context) => ReturnType<TestApp['call']>]
  > = [
    ['POST /topics', (caller, c) => call('POST', '/topics', caller, { orderId: c.orderId })],
    [
      'POST /subscriptions',
      (caller, c) =>
        call('POST', '/subscriptions', caller, { topicId: c.topicId, userId: c.userId }),
    ],
    [
      'POST /messages',
      (caller, c) =>
        call('POST', '/messages', caller, {
          topicId: c.topicId,
          content: 'こんにちは',
          senderId: caller?.id ?? c.userId,
          senderType: 'normalUser',
        }),
    ],
    ['GET /messages/{id}', (caller, c) => call('GET', `/messages/${c.messageId}`, caller)],
    [
      'POST /messages:mark-read',
      (caller, c) =>
        call('POST', '/messages:mark-read', caller, {
          messageId: c.messageId,
          userId: caller?.id ?? c.userId,
        }),
    ],
    ['GET /topics/{id}', (caller, c) => call('GET', `/topics/${c.topicId}`, caller)],
    [
      'GET /topics/{id}/messages',
      (caller, c) => call('GET', `/topics/${c.topicId}/messages`, caller),
    ],
    ['GET /users/{userId}/topics', (caller, c) => call('GET', `/users/${c.userId}/topics`, caller)],
    [
      'GET /organizations/{orgId}/topics',
      (caller, c) => call('GET', `/organizations/${c.orgId}/topics`, caller),
    ],
    [
      'GET /users/{userId}/unread-count',
      (caller, c) => call('GET', `/users/${c.userId}/unread-count`, caller),
    ],
    [
      'GET /organizations/{orgId}/unread-count',
      (caller, c) => call('GET', `/organizations/${c.orgId}/unread-count`, caller),
    ],
  ];
  function call(
    method: 'GET' | 'POST',
    url: string,
    caller: Caller | undefined,
    body?: unknown,
  ): ReturnType<TestApp['call']> {
    return t.call(method, `${CHAT}${url}`, { token: caller?.accessToken, body });
  }

  async function context(): Promise<{ c: Context; user: Caller }> {
    const user = await jobSeeker(t);
    const { orderId, topic } = await apply(user, await posting(company.id));
    const c = {
      orderId,
      topicId: topic.id,
      messageId: topic.lastMessage.id,
      userId: user.id,
      orgId: company.id,
    };
    return { c, user };
  }

  /** The expected refusal of each route, in the order of `routes`. */
  const topicRoutes = (code: string, subscriptions: string) => [
    ...[code, subscriptions, code, code, code, code, code].map((c) => [403, c]),
  ];
  /** An outsider's: not a party of the topic, and no right to the user's or organization's lists. */
  const outsiderRefusals = [
    ...topicRoutes('user_not_subscribed', 'topic_not_public'),
    ...Array(4).fill([403, 'no_permission']),
  ];

  test.each([
    ['a guest', (): Caller | undefined => undefined, routes.map(() => [401, 'check_token_error'])],
    ['another job seeker', () => outsiders.jobSeeker, outsiderRefusals],
    [
      'a member of another organization',
      () => outsiders.otherOrgMember,
      [
        ...topicRoutes('user_not_subscribed', 'topic_not_public'),
        [403, 'no_permission'],
        [404, 'not_found'],
        [403, 'no_permission'],
        [404, 'not_found'],
      ],
    ],
    [
      'a suspended member',
      () => suspended,
      [...topicRoutes('no_permission', 'no_permission'), ...Array(4).fill([403, 'no_permission'])],
    ],
    ['a platform administrator', () => outsiders.platformAdmin, outsiderRefusals],
  ] as const)('%s is refused on every route', async (_who, caller, expected) => {
    const { c } = await context();
    const answers = [];
    for (const [, route] of routes) answers.push(outcome(await route(caller(), c)));
    expect(answers).toEqual(expected);
  });

  test('the job seeker and every member of the organization pass', async () => {
    const { c, user } = await context();
    const seekerAnswers = [];
    for (const [, route] of routes) seekerAnswers.push((await route(user, c)).status);
    expect(seekerAnswers).toEqual([200, 200, 201, 200, 200, 200, 200, 200, 403, 200, 403]);
    for (const member of [company.owner, company.admin, company.member]) {
      const answers = [];
      for (const [name, route] of routes) {
        if (name === 'POST /subscriptions') {
          const own = await call('POST', '/subscriptions', member, {
            topicId: c.topicId,
            organizationId: c.orgId,
          });
          answers.push(own.status);
          continue;
        }
        if (name === 'POST /messages') {
          answers.push((await sendAsOrg(member, c.topicId, 'ご応募ありがとうございます。')).status);
          continue;
        }
        answers.push((await route(member, c)).status);
      }
      expect(answers).toEqual([200, 200, 201, 200, 200, 200, 200, 403, 200, 403, 200]);
    }
  });

  test('a deactivated job seeker is refused on every route (401 token_invalidated)', async () => {
    const { c, user } = await context();
    const deactivate = await t.call('POST', '/api/demand-user/users/deactivate', {
      token: user.accessToken,
      body: { userId: user.id, password: PASSWORD },
    });
    expect(deactivate.status).toBe(200);
    for (const [name, route] of routes)
      expect([name, ...outcome(await route(user, c))]).toEqual([name, 401, 'token_invalidated']);
  });
});

/** A fresh company and a job seeker who applied to one of its postings. */
async function conversation(positionName?: string) {
  const c = await createCompany(t);
  const user = await jobSeeker(t);
  const { topic } = await apply(user, await posting(c.id, positionName));
  return { c, user, topic };
}

describe('POST /messages', () => {
  test('the sender is the caller on their side of the topic, whatever senderId and senderType say', async () => {
    const { c, user, topic } = await conversation();
    // compatibility-only fields (docs/api.md#openapi): a foreign id or the other side is ignored
    const foreign = await sendAsOrg(user, topic.id, 'なりすまし', { senderId: c.member.id });
    expect(foreign.status).toBe(201);
    expect(foreign.body).toMatchObject({ senderId: user.id, senderType: 'normalUser' });
    const withoutThem = await send(user, topic.id, '送信者なし', {
      senderId: undefined,
      senderType: undefined,
    });
    expect(withoutThem.status).toBe(201);
    expect(withoutThem.body).toMatchObject({ senderId: user.id, senderType: 'normalUser' });
    const ok = await sendAsOrg(c.member, topic.id, 'ご応募ありがとうございます。');
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      topicId: topic.id,
      organizationId: c.id,
      senderId: c.member.id,
      senderType: 'organization',
      senderName: 'テスト ユーザー',
      sequence: 4,
      readStatus: 'unread',
      isOwnMessage: true,
    });
  });

  test('content: 1–2000 characters after trimming, line breaks and tabs but no other control characters', async () => {
    const { user, topic } = await conversation();
    for (const bad of [
      '',
      '   \n\t ',
      'あ'.repeat(2001),
      'ベル\u0007',
      'エスケープ\u001b[31m',
      '\u0085',
    ]) {
      const response = await send(user, topic.id, bad);
      expect([JSON.stringify(bad).slice(0, 20), ...outcome(response)]).toEqual([
        JSON.stringify(bad).slice(0, 20),
        400,
        'schema_mismatch_error',
      ]);
    }
    const longest = await send(user, topic.id, `  ${'あ'.repeat(2000)}\n`);
    expect(longest.status).toBe(201);
    expect(longest.body.content).toBe('あ'.repeat(2000));
    const lines = await send(user, topic.id, ' 一行目\r\n\t二行目\n');
    expect(lines.body.content).toBe('一行目\r\n\t二行目');
    const wrongType = await send(user, topic.id, 'x', { category: 'mail' });
    expect(outcome(wrongType)).toEqual([400, 'schema_mismatch_error']);
  });

  test('a resend with the same clientMessageId answers the first message (200) and stores nothing', async () => {
    const { c, user, topic } = await conversation();
    const first = await send(user, topic.id, 'よろしくお願いします。', {
      clientMessageId: 'client-1',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ sequence: 2, clientMessageId: 'client-1' });
    const again = await send(user, topic.id, 'よろしくお願いします。（再送）', {
      clientMessageId: 'client-1',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // another sender's client ids are their own
    const member = await sendAsOrg(c.member, topic.id, 'こちらこそ。', {
      clientMessageId: 'client-1',
    });
    expect(member.status).toBe(201);
    expect(member.body.sequence).toBe(3);
    const page = await get(user, `/topics/${topic.id}/messages`);
    expect(page.body.value.map((m: { sequence: number }) => m.sequence)).toEqual([3, 2, 1]);
    await waitUntil(
      () => events.some((event) => event.message?.id === member.body.id),
      "the member's message's announcement",
    );
    expect(events.filter((event) => event.message?.id === first.body.id)).toHaveLength(1);
  });
  test('concurrent sends get gapless sequences; concurrent resends store one message', async () => {
    const { c, user, topic } = await conversation();
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? send(user, topic.id, `同時${i}`) : sendAsOrg(c.member, topic.id, `同時${i}`),
      ),
    );
    expect(sends.map((r) => r.body.sequence).sort((a, b) => a - b)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const resends = await Promise.all(
      Array.from({ length: 4 }, () => send(user, topic.id, '再送', { clientMessageId: 'same' })),
    );
    expect(new Set(resends.map((r) => r.body.id)).size).toBe(1);
    expect(resends.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const page = await get(user, `/topics/${topic.id}/messages`);
    expect(page.body.total).toBe(10);
  });
});

describe('GET /topics/{id}/messages', () => {
  test('newest first, 20 a page; nextToken walks every message once; catch-up with sequence gt N', async () => {
    const { c, user, topic } = await conversation();
    for (let i = 2; i <= 45; i++) {
      const response =
        i % 3 === 0
          ? await sendAsOrg(c.member, topic.id, `企業から${i}`)
          : await send(user, topic.id, `求職者から${i}`);
      expect(response.body.sequence).toBe(i);
    }
    const seen: number[] = [];
    const sizes: number[] = [];
    let nextToken: string | null = null;
    do {
      const page: {
        body: { value: Array<{ sequence: number }>; total: number; nextToken: string | null };
      } = await get(
        user,
        `/topics/${topic.id}/messages`,
        nextToken ? { $nextToken: nextToken } : {},
      );
      expect(page.body.total).toBe(45);
      sizes.push(page.body.value.length);
      seen.push(...page.body.value.map((m) => m.sequence));
      nextToken = page.body.nextToken;
    } while (nextToken);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));

    const catchUp = await get(c.member, `/topics/${topic.id}/messages`, {
      $filter: 'sequence gt 40',
      $orderBy: 'sequence asc',
    });
    expect(catchUp.body.value.map((m: { sequence: number }) => m.sequence)).toEqual([
      41, 42, 43, 44, 45,
    ]);
    expect(catchUp.body.value.map((m: { isOwnMessage: boolean }) => m.isOwnMessage)).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
    const bad = await get(user, `/topics/${topic.id}/messages`, { $filter: "sequence gt 'x'" });
    expect(outcome(bad)).toEqual([400, 'invalid_filter_parameter']);
  });
});

describe('topic lists', () => {
  test('newest activity first (lastMessageAt, then createdAt), the same for both sides', async () => {
    const c = await createCompany(t);
    const user = await jobSeeker(t);
    const topics = [];
    for (const name of ['一番目', '二番目', '三番目']) {
      topics.push((await apply(user, await posting(c.id, name))).topic);
      t.clock.advanceMinutes(1);
    }
    const [first, second, third] = topics;
    const order = async () => ({
      user: (await get(user, `/users/${user.id}/topics`)).body.value.map(
        (x: { id: string }) => x.id,
      ),
      company: (await get(c.member, `/organizations/${c.id}/topics`)).body.value.map(
        (x: { id: string }) => x.id,
      ),
    });
    expect(await order()).toEqual({
      user: [third.id, second.id, first.id],
      company: [third.id, second.id, first.id],
    });
    await send(user, first.id, '一番目に追記');
    expect((await order()).user).toEqual([first.id, third.id, second.id]);
    // the same last message time: the newer topic first
    t.clock.advanceMinutes(1);
    await sendAsOrg(c.member, first.id, '同時刻');
    await sendAsOrg(c.member, second.id, '同時刻');
    expect(await order()).toEqual({
      user: [second.id, first.id, third.id],
      company: [second.id, first.id, third.id],
    });
  });

  test(
    'pages meet at every tie (the same last message time, the same opening, no message): forward, back and ascending',
    async () => {
      const c = await createCompany(t);
      const user = await jobSeeker(t);
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await apply(user, await posting(c.id))).topic.id);
      // [last message, opened], to the microsecond; a topic opened before its first message was
      // stored has none and comes last
      const times: Array<[string | null, string]> = [
        ['2026-04-01T10:00:00.000002Z', '2026-04-01T09:00:00.000001Z'],
        ['2026-04-01T10:00:00.000002Z', '2026-04-01T09:00:00.000001Z'],
        ['2026-04-01T10:00:00.000002Z', '2026-04-01T09:00:00Z'],
        ['2026-04-01T10:00:00.000001Z', '2026-04-01T09:30:00Z'],
        [null, '2026-04-01T09:45:00Z'],
        [null, '2026-04-01T09:45:00Z'],
        [null, '2026-04-01T07:00:00Z'],
      ];
      for (const [i, [lastMessageAt, createdAt]] of times.entries())
        await t.db.query(
          'UPDATE chat_topics SET last_message_at = $2, created_at = $3 WHERE id = $1',
          [ids[i], lastMessageAt, createdAt],
        );
      const [a, b, c3, d, e, f, g] = ids as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const idDesc = (...pair: string[]) => pair.sort().reverse();
      const newestFirst = [...idDesc(a, b), c3, d, ...idDesc(e, f), g];

      const ids1 = (page: { body: { value: Array<{ id: string }> } }) =>
        page.body.value.map((topic) => topic.id);
      for (const [caller, url] of [
        [user, `/users/${user.id}/topics`],
        [c.member, `/organizations/${c.id}/topics`],
      ] as const) {
        for (const order of ['lastMessageAt desc', 'lastMessageAt asc']) {
          const forward: string[] = [];
          const query = { $top: '1', $orderBy: order };
          let page = await get(caller, url, query);
          forward.push(...ids1(page));
          while (page.body.nextToken) {
            page = await get(caller, url, { ...query, $nextToken: page.body.nextToken });
            forward.push(...ids1(page));
          }
          expect(forward).toEqual(
            order.endsWith('desc') ? newestFirst : [...newestFirst].reverse(),
          );
          const back: string[] = [];
          while (page.body.previousToken) {
            page = await get(caller, url, { ...query, $previousToken: page.body.previousToken });
            back.unshift(...ids1(page));
          }
          expect(back).toEqual(forward.slice(0, -1));
        }
        // two a page: each page boundary is a tie
        const first = await get(caller, url, { $top: '2' });
        const second = await get(caller, url, { $top: '2', $nextToken: first.body.nextToken });
        expect([...ids1(first), ...ids1(second)]).toEqual(newestFirst.slice(0, 4));
        expect(second.body.total).toBe(7);
      }

      // a token whose value no topic could have is refused, not handed to the database
      const token = (value: string) =>
        Buffer.from(JSON.stringify({ o: 'lastMessageAt desc', v: value, i: a })).toString(
          'base64url',
        );
      for (const value of [
        '2026',
        `${'2026041310000000000'}${'x'}${'20260401090000000000'}`,
        '2026130110000000000020260401090000000000',
        '2026023010000000000020260401090000000000',
        '0000000000000000000000000000000000000000',
        '0000010110000000000020260401090000000000',
      ])
        expect(
          outcomeAt(await get(user, `/users/${user.id}/topics`, { $nextToken: token(value) })),
        ).toEqual([400, 'wrong_parameter', '$nextToken']);
    },
    SLOW_BY_DESIGN_MS,
  );

  test(
    '50 a page with nextToken; contains(name, …) searches, Japanese too',
    async () => {
      const c = await createCompany(t);
      const user = await jobSeeker(t);
      const products = Array.from({ length: 51 }, (_, i) =>
        makeProduct(c.id, {
          name: i === 7 ? 'フロントエンドエンジニア（React）' : `ポジション${i}`,
        }),
      );
      await insertProducts(t.db, products);
      for (const product of products) {
        const order = await t.call('POST', `/api/order/orgs/${c.id}/orders`, {
          token: user.accessToken,
          body: { items: [{ productId: product.id }] },
        });
        expect(order.status).toBe(201);
      }
      for (const [caller, url] of [
        [user, `/users/${user.id}/topics`],
        [c.admin, `/organizations/${c.id}/topics`],
      ] as const) {
        const first = await get(caller, url);
        expect(first.body).toMatchObject({ count: 50, total: 51 });
        const rest = await get(caller, url, { $nextToken: first.body.nextToken });
        expect(rest.body).toMatchObject({ count: 1, nextToken: null });
        const ids = [...first.body.value, ...rest.body.value].map((x: { id: string }) => x.id);
        expect(new Set(ids).size).toBe(51);
        const found = await get(caller, url, { $filter: "contains(name,'フロントエンド')" });
        expect(found.body.value.map((x: { name: string }) => x.name)).toEqual([
          `${c.name}/フロントエンドエンジニア（React）`,
        ]);
        const company = await get(caller, url, {
          $filter: `contains(name,'${c.name.slice(0, 7)}')`,
        });
        expect(company.body.total).toBe(51);
        expect((await get(caller, url, { $filter: "contains(name,'該当なし')" })).body.total).toBe(
          0,
        );
      }
    },
    SLOW_BY_DESIGN_MS,
  );
});

describe('read marks and unread counts', () => {
  test('per job seeker and per organization; a member reads for the whole organization; own messages never count', async () => {
    const c = await createCompany(t);
    const [alice, bob] = [await jobSeeker(t), await jobSeeker(t)];
    const applyNext = async (user: Caller) => {
      t.clock.advanceMinutes(1);
      return (await apply(user, await posting(c.id))).topic;
    };
    const a1 = await applyNext(alice);
    const a2 = await applyNext(alice);
    const b1 = await applyNext(bob);
    t.clock.advanceMinutes(1);
    const orgUnread = () => unread(c.owner, `/organizations/${c.id}`);
    expect(await orgUnread()).toBe(3);
    expect(await unread(alice, `/users/${alice.id}`)).toBe(0);

    // the member reads alice's first topic: read for the owner too
    expect((await markRead(c.member, a1.lastMessage.id)).body).toEqual({
      topicId: a1.id,
      side: 'organization',
      sequence: 1,
    });
    expect(await orgUnread()).toBe(2);
    const ownerTopic = await get(c.owner, `/topics/${a1.id}`);
    expect(ownerTopic.body.unreadCount).toBe(0);

    // the organization writes twice: unread for alice, never for the organization itself
    const reply1 = await sendAsOrg(c.admin, a1.id, '書類を拝見しました。');
    const reply2 = await sendAsOrg(c.member, a1.id, '面接日程をご相談させてください。');
    expect(await orgUnread()).toBe(2);
    expect(await unread(alice, `/users/${alice.id}`)).toBe(2);
    expect(await unread(bob, `/users/${bob.id}`)).toBe(0);
    const aliceList = (await get(alice, `/users/${alice.id}/topics`)).body.value;
    expect(
      aliceList.map((x: { id: string; unreadCount: number }) => [x.id, x.unreadCount]),
    ).toEqual([
      [a1.id, 2],
      [a2.id, 0],
    ]);

    // alice reads the first reply, then answers
    await markRead(alice, reply1.body.id);
    expect(await unread(alice, `/users/${alice.id}`)).toBe(1);
    await send(alice, a1.id, '承知しました。');
    expect(await orgUnread()).toBe(3);
    const companyList = (await get(c.member, `/organizations/${c.id}/topics`)).body.value;
    expect(
      companyList.map((x: { id: string; unreadCount: number }) => [x.id, x.unreadCount]),
    ).toEqual([
      [a1.id, 1],
      [b1.id, 1],
      [a2.id, 1],
    ]);
    expect(reply2.status).toBe(201);
  });

  test('mark-read moves only upward, is announced, and needs the caller’s own userId', async () => {
    const { c, user, topic } = await conversation();
    const replies = [];
    for (const text of ['一', '二', '三'])
      replies.push((await sendAsOrg(c.member, topic.id, text)).body);
    expect((await markRead(user, replies[2].id)).body).toEqual({
      topicId: topic.id,
      side: 'user',
      sequence: 4,
    });
    expect((await markRead(user, replies[0].id)).body.sequence).toBe(4);
    expect(await unread(user, `/users/${user.id}`)).toBe(0);
    await waitUntil(
      () => events.some((event) => event.read?.topicId === topic.id),
      "the read mark's announcement",
    );
    expect(events.filter((event) => event.read?.topicId === topic.id)).toEqual([
      {
        type: 'read',
        userId: user.id,
        organizationId: c.id,
        read: { topicId: topic.id, side: 'user', sequence: 4 },
      },
    ]);

    const foreign = await t.call('POST', `${CHAT}/messages:mark-read`, {
      token: user.accessToken,
      body: { messageId: replies[0].id, userId: c.member.id },
    });
    expect(outcome(foreign)).toEqual([403, 'no_permission']);
    expect(outcome(await markRead(user, 'no-such-message'))).toEqual([404, 'not_found']);
  });

  test('GET /messages/{id}: readStatus is the other side’s read state, or the organization’s with readStatusForOrg', async () => {
    const { c, user, topic } = await conversation();
    const applied = topic.lastMessage.id;
    const reply = (await sendAsOrg(c.member, topic.id, '拝見しました。')).body;
    const status = async (caller: Caller, id: string, query?: Record<string, string>) => {
      const response = await get(caller, `/messages/${id}`, query);
      return [response.body.readStatus, response.body.isOwnMessage];
    };
    expect(await status(user, applied)).toEqual(['unread', true]);
    expect(await status(user, reply.id)).toEqual(['unread', false]);
    expect(await status(user, applied, { readStatusForOrg: 'true' })).toEqual(['unread', true]);
    await markRead(c.owner, applied);
    // 既読 on the seeker's own message
    expect(await status(user, applied)).toEqual(['read', true]);
    expect(await status(c.member, applied)).toEqual(['read', false]);
    expect(await status(user, applied, { readStatusForOrg: 'true' })).toEqual(['read', true]);
    // the organization has not read past its mark: its own reply is beyond it
    expect(await status(user, reply.id, { readStatusForOrg: 'true' })).toEqual(['unread', false]);
    await markRead(user, reply.id);
    expect(await status(c.member, reply.id)).toEqual(['read', true]);
    const bad = await get(user, `/messages/${applied}`, { readStatusForOrg: 'yes' });
    expect(outcome(bad)).toEqual([400, 'schema_mismatch_error']);
  });
});

describe('GET /topics/{id} and POST /subscriptions', () => {
  test('$expand=message,organization adds the company summary; other expansions are refused', async () => {
    const { c, user, topic } = await conversation();
    const plain = await get(user, `/topics/${topic.id}`);
    expect(plain.body).toEqual(topic);
    const expanded = await get(user, `/topics/${topic.id}`, { $expand: 'message,organization' });
    expect(expanded.body).toMatchObject({
      id: topic.id,
      lastMessage: { id: topic.lastMessage.id },
      organization: { id: c.id, name: c.name, logoImageUri: null, iconImageUri: null },
    });
    const bad = await get(user, `/topics/${topic.id}`, { $expand: 'owners' });
    expect(outcome(bad)).toEqual([400, 'invalid_expand_parameter']);
  });

  test('each party subscribes itself only', async () => {
    const { c, user, topic } = await conversation();
    const own = await t.call('POST', `${CHAT}/subscriptions`, {
      token: user.accessToken,
      body: { topicId: topic.id, userId: user.id },
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      topicId: topic.id,
      subscriberType: 'user',
      subscriberId: user.id,
      readSequence: 0,
    });
    const company = await t.call('POST', `${CHAT}/subscriptions`, {
      token: c.member.accessToken,
      body: { topicId: topic.id, organizationId: c.id },
    });
    expect(company.body).toMatchObject({ subscriberType: 'organization', subscriberId: c.id });
    for (const [caller, body] of [
      [user, { topicId: topic.id, organizationId: c.id }],
      [c.member, { topicId: topic.id, userId: user.id }],
      [c.member, { topicId: topic.id, organizationId: outsiders.otherOrgMember.id }],
    ] as const) {
      const response = await t.call('POST', `${CHAT}/subscriptions`, {
        token: caller.accessToken,
        body,
      });
      expect(outcome(response)).toEqual([403, 'topic_not_public']);
    }
    const both = await t.call('POST', `${CHAT}/subscriptions`, {
      token: user.accessToken,
      body: { topicId: topic.id, userId: user.id, organizationId: c.id },
    });
    expect(outcome(both)).toEqual([400, 'schema_mismatch_error']);
  });
});
