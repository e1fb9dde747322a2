import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ChatMessage, ChatReadEvent, ChatSenderType } from '@jobmatch/shared/contracts';
import { createChatMessage } from '@jobmatch/shared/testing/chat-message';
import {
  CHAT_SOCKET_PATH,
  chatSocket,
  collect,
  connectOutcome,
  listenOnFreePort,
  subscribe,
} from './chat-socket-client';
import {
  announceChatEvent,
  setUpChatSocketApp,
  startSecondApi,
  testOnTwoApis,
} from './chat-socket-fixtures';
import { createCompany, type Company } from './company-fixtures';
import { createTestApp } from './helper';
import { waitUntil } from './support/time-limits';

// The chat socket (docs/chat.md#socket): handshake, subscribe permissions, and the fan-out of
// `chat_events` NOTIFYs to the rooms of every api process. Messages here are announced straight
// into the database, as the REST side does when it stores one (chat-socket-rest.test.ts goes
// through REST).

const t = setUpChatSocketApp();
const { connect, track } = t;
let company: Company;
let otherCompany: Company;

beforeAll(async () => {
  company = await createCompany(t);
  otherCompany = await createCompany(t);
});

/** A socket's refused `subscribe` to `target`. */
const expectNoPermission = async (socket: Socket, target: unknown) =>
  expect(await subscribe(socket, target)).toMatchObject({ ok: false, code: 'no_permission' });

/** A stored message as the REST side announces it (`isOwnMessage` false: set per side by the fan-out). */
const chatMessage = (
  organizationId: string,
  senderId: string,
  senderType: ChatSenderType,
  sequence = 1,
): ChatMessage =>
  createChatMessage({
    id: randomUUID(),
    topicId: randomUUID(),
    organizationId,
    senderId,
    senderType,
    senderName: 'テスト',
    createdAt: new Date().toISOString(),
    sequence,
    readStatus: 'unread',
  });

describe('handshake', () => {
  test('an access token with its fingerprint connects, over websocket and over polling', async () => {
    const seeker = await t.createUser();
    expect((await connect(seeker.accessToken)).connected).toBe(true);
    const polling = await connect(seeker.accessToken, { transports: ['polling'] });
    expect(polling.connected).toBe(true);
    expect(await subscribe(polling, { userId: seeker.id })).toEqual({ ok: true });
  });

  test('no token, a bad one, another client’s and an expired one are refused with the HTTP codes', async () => {
    const seeker = await t.createUser();
    expect(await t.handshake({})).toBe('check_token_error');
    expect(await t.handshake({ token: 'not-a-jwt' })).toBe('parse_token_error');
    expect(await t.handshake({ token: seeker.accessToken, fingerprint: 'another-client' })).toBe(
      'token_fails_security_check',
    );
    expect(await t.handshake({ token: seeker.accessToken, fingerprint: '' })).toBe(
      'token_fails_security_check',
    );
    t.clock.advanceMinutes(16);
    try {
      expect(await t.handshake({ token: seeker.accessToken })).toBe('token_invalidated');
    } finally {
      t.clock.advanceMinutes(-16);
    }
    expect(await t.handshake({ token: seeker.accessToken })).toBe('connected');
  });

  test('a token of an ended login is refused', async () => {
    const seeker = await t.createUser();
    const logout = await t.call('POST', `/api/demand-auth/users/${seeker.id}/logout`, {
      token: seeker.accessToken,
    });
    expect(logout.status).toBe(204);
    const outcome = await connectOutcome(
      track(chatSocket(t.origin, { token: seeker.accessToken })),
    );
    expect(outcome).toEqual({
      connected: false,
      data: { code: 'token_invalidated', message: 'The session has ended' },
    });
  });

  test('the main namespace is not served', async () => {
    const seeker = await t.createUser();
    const { io } = await import('socket.io-client');
    const socket = track(
      io(t.origin, {
        path: CHAT_SOCKET_PATH,
        auth: { token: seeker.accessToken },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }),
    );
    expect((await connectOutcome(socket)).connected).toBe(false);
  });

  test('the path answers socket.io’s polling handshake, not the shell or the api’s 404', async () => {
    const response = await fetch(`${t.origin}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^0\{"sid":/);
  });
});

describe('subscribe', () => {
  test('a job seeker subscribes to themself only, never to an organization', async () => {
    const seeker = await t.createUser();
    const other = await t.createUser();
    const socket = await connect(seeker.accessToken);
    expect(await subscribe(socket, { userId: seeker.id })).toEqual({ ok: true });
    await expectNoPermission(socket, { userId: other.id });
    await expectNoPermission(socket, { organizationId: company.id });
  });

  test('every active member subscribes to their organization, not to another or as a job seeker', async () => {
    for (const member of [company.owner, company.admin, company.member]) {
      const socket = await connect(member.accessToken);
      expect(await subscribe(socket, { organizationId: company.id })).toEqual({ ok: true });
      await expectNoPermission(socket, { organizationId: otherCompany.id });
      await expectNoPermission(socket, { organizationId: randomUUID() });
      await expectNoPermission(socket, { userId: member.id });
    }
  });

  test('a payload that is not exactly one of the two targets is a wrong parameter; without an ack it comes as `error`', async () => {
    const seeker = await t.createUser();
    const socket = await connect(seeker.accessToken);
    for (const payload of [
      null,
      'x',
      [],
      {},
      { userId: 1 },
      { userId: '' },
      { userId: seeker.id, organizationId: company.id },
      { topicId: 'x' },
      { userId: 'x'.repeat(101) },
    ])
      expect(await subscribe(socket, payload)).toMatchObject({
        ok: false,
        code: 'wrong_parameter',
      });
    const errors = collect<{ code: string }>(socket, 'error');
    socket.emit('subscribe', { userId: 'someone-else' });
    await waitUntil(() => errors.length === 1, 'the error event');
    expect(errors[0]).toMatchObject({ code: 'no_permission' });
  });
});

describe('fan-out of chat events', () => {
  test('a message reaches both sides’ rooms with isOwnMessage set per side, and no outsider', async () => {
    const seeker = await t.createUser();
    const outsiderSeeker = await t.createUser();
    const seekerSocket = await t.listen(seeker.accessToken, { userId: seeker.id });
    const memberSocket = await t.listen(company.member.accessToken, { organizationId: company.id });
    const ownerSocket = await t.listen(company.owner.accessToken, { organizationId: company.id });
    const outsiderSockets = [
      await t.listen(outsiderSeeker.accessToken, { userId: outsiderSeeker.id }),
      await t.listen(otherCompany.owner.accessToken, { organizationId: otherCompany.id }),
      await connect(seeker.accessToken), // connected but not subscribed
    ];

    const received = {
      seeker: collect<ChatMessage>(seekerSocket, 'message'),
      member: collect<ChatMessage>(memberSocket, 'message'),
      owner: collect<ChatMessage>(ownerSocket, 'message'),
      outsiders: outsiderSockets.map((socket) => collect<ChatMessage>(socket, 'message')),
    };
    const fromSeeker = chatMessage(company.id, seeker.id, 'normalUser', 1);
    const fromCompany = chatMessage(company.id, company.member.id, 'organization', 2);
    for (const message of [fromSeeker, fromCompany])
      await t.db.transaction((tx) =>
        announceChatEvent(tx, {
          type: 'message',
          userId: seeker.id,
          organizationId: company.id,
          message,
        }),
      );

    await waitUntil(
      () =>
        received.seeker.length === 2 && received.member.length === 2 && received.owner.length === 2,
      'both messages on both sides',
    );
    expect(received.seeker).toEqual([
      { ...fromSeeker, isOwnMessage: true },
      { ...fromCompany, isOwnMessage: false },
    ]);
    for (const side of [received.member, received.owner])
      expect(side).toEqual([
        { ...fromSeeker, isOwnMessage: false },
        { ...fromCompany, isOwnMessage: true },
      ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.outsiders).toEqual([[], [], []]);
  });

  test('a read event reaches both sides; after unsubscribe nothing does, and a rolled-back message never', async () => {
    const seeker = await t.createUser();
    const seekerSocket = await t.listen(seeker.accessToken, { userId: seeker.id });
    const memberSocket = await t.listen(company.admin.accessToken, { organizationId: company.id });
    const reads = {
      seeker: collect<ChatReadEvent>(seekerSocket, 'read'),
      member: collect<ChatReadEvent>(memberSocket, 'read'),
    };
    const messages = collect<ChatMessage>(seekerSocket, 'message');
    const read: ChatReadEvent = { topicId: randomUUID(), side: 'organization', sequence: 3 };
    await announceChatEvent(t.db, {
      type: 'read',
      userId: seeker.id,
      organizationId: company.id,
      read,
    });
    await waitUntil(() => reads.seeker.length === 1 && reads.member.length === 1, 'the read event');
    expect(reads).toEqual({ seeker: [read], member: [read] });

    await expect(
      t.db.transaction(async (tx) => {
        await announceChatEvent(tx, {
          type: 'message',
          userId: seeker.id,
          organizationId: company.id,
          message: chatMessage(company.id, seeker.id, 'normalUser'),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await subscribe(seekerSocket, { userId: seeker.id }, 'unsubscribe')).toEqual({
      ok: true,
    });
    await announceChatEvent(t.db, {
      type: 'read',
      userId: seeker.id,
      organizationId: company.id,
      read,
    });
    await waitUntil(() => reads.member.length === 2, 'the second read event');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads.seeker).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  test('closing the app cuts its sockets without a disconnect packet, so clients reconnect', async () => {
    const other = await createTestApp();
    const otherOrigin = await listenOnFreePort(other.app);
    const seeker = await t.createUser();
    const socket = await connect(seeker.accessToken, { origin: otherOrigin });
    const reason = new Promise((resolve) => socket.once('disconnect', resolve));
    await other.close();
    expect(await reason).toBe('transport close');
  });
});

// Several api processes on one PostgreSQL server: each LISTENs on its own connection and emits to
// its own sockets, so a message stored through one reaches the sockets of the other.
testOnTwoApis('a socket on A receives what is announced through B', async () => {
  const b = await startSecondApi(t);
  try {
    const seeker = await t.createUser();
    const onA = await t.listen(seeker.accessToken, { userId: seeker.id });
    const onB = await t.listen(
      company.member.accessToken,
      { organizationId: company.id },
      { origin: b.origin },
    );
    const receivedOnA = collect<ChatMessage>(onA, 'message');
    const receivedOnB = collect<ChatMessage>(onB, 'message');

    const message = chatMessage(company.id, company.member.id, 'organization');
    await b.db.transaction((tx) =>
      announceChatEvent(tx, {
        type: 'message',
        userId: seeker.id,
        organizationId: company.id,
        message,
      }),
    );
    await waitUntil(() => receivedOnA.length === 1 && receivedOnB.length === 1, 'both instances');
    expect(receivedOnA).toEqual([{ ...message, isOwnMessage: false }]);
    expect(receivedOnB).toEqual([{ ...message, isOwnMessage: true }]);
  } finally {
    await b.close();
  }
});
