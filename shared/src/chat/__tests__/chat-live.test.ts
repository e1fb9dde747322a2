import type { ChatReadEvent, UserOrganization } from '../../contracts';
import { logger } from '../../logging';
import { createTestUser } from '../../testing/test-user';
import {
  CHAT_DISCONNECT_DELAY_MS,
  CHAT_SUBSCRIBE_TIMEOUT_MS,
  CHAT_UNREAD_DEBOUNCE_MS,
  CHAT_UNREAD_REFRESH_INTERVAL_MS,
  createChatLive,
  type ChatListener,
} from '../chat-live';
import { createChatMessage } from '../../testing/chat-message';
import { createFakeSession, createSocketFactory } from './chat-fakes';

const seeker = createTestUser({ id: 'user-1', typeId: '000' });
const member = createTestUser({ id: 'member-1', typeId: '010' });
const USER_ROOM = { userId: 'user-1' };
const ORG_ROOM = { organizationId: 'org-1' };

/** Lets the lazy socket.io import and pending api answers settle. */
const settle = () => jest.advanceTimersByTimeAsync(0);

function setUp(user = seeker) {
  const fakes = createFakeSession(user);
  const sockets = createSocketFactory();
  const onConnectionFailed = jest.fn();
  const chat = createChatLive({
    session: fakes.session,
    loadSocketFactory: sockets.loadSocketFactory,
    onConnectionFailed,
    getUserOrganizations: fakes.getUserOrganizations,
  });
  return { chat, fakes, sockets, onConnectionFailed };
}

function listener(): Required<ChatListener> & Record<string, jest.Mock> {
  return {
    message: jest.fn(),
    read: jest.fn(),
    reconnect: jest.fn(),
    subscribed: jest.fn(),
    subscribeFailed: jest.fn(),
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the chat socket', () => {
  it('is loaded and connected on the first subscription only, to /api/chat/socket.io, namespace /chats', async () => {
    const { chat, sockets, fakes } = setUp();
    await settle();
    expect(sockets.loadSocketFactory).not.toHaveBeenCalled();

    chat.subscribe(USER_ROOM, listener());
    chat.subscribe(USER_ROOM, listener());
    await settle();
    expect(sockets.factory).toHaveBeenCalledTimes(1);
    const { socket } = sockets;
    expect(socket.url).toBe('http://localhost/chats');
    expect(socket.options).toMatchObject({
      path: '/api/chat/socket.io',
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
    });
    // the handshake reads the token at each connect: it rotates
    expect(socket.handshakeAuth()).toEqual({ token: 'token-1', fingerprint: 'fingerprint-1' });
    fakes.setToken('token-2');
    expect(socket.handshakeAuth()).toEqual({ token: 'token-2', fingerprint: 'fingerprint-1' });

    socket.accept();
    // one room, joined once however many listen to it
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM]);
  });

  it('does not connect for a signed-out page, and connects once someone signs in', async () => {
    const { chat, sockets, fakes } = setUp(null as never);
    chat.subscribe(USER_ROOM, listener());
    await settle();
    expect(sockets.factory).not.toHaveBeenCalled();
    fakes.signIn(seeker);
    await settle();
    expect(sockets.factory).toHaveBeenCalledTimes(1);
  });

  it('disconnects 5000 ms after the last unsubscribe', async () => {
    const { chat, sockets } = setUp();
    const stopFirst = chat.subscribe(USER_ROOM, listener());
    const stopSecond = chat.subscribe(USER_ROOM, listener());
    await settle();
    const { socket } = sockets;
    socket.accept();

    stopFirst();
    expect(socket.emitsOf('unsubscribe')).toEqual([]);
    stopSecond();
    stopSecond(); // a second call changes nothing
    expect(socket.emitsOf('unsubscribe')).toEqual([USER_ROOM]);
    jest.advanceTimersByTime(CHAT_DISCONNECT_DELAY_MS - 1);
    expect(socket.disconnectCalls).toBe(0);
    jest.advanceTimersByTime(1);
    expect(socket.disconnectCalls).toBe(1);
    expect(CHAT_DISCONNECT_DELAY_MS).toBe(5000);
  });

  it('stays connected when someone subscribes again within 5000 ms, and reuses the socket later', async () => {
    const { chat, sockets } = setUp();
    const stop = chat.subscribe(USER_ROOM, listener());
    await settle();
    const { socket } = sockets;
    socket.accept();
    stop();
    jest.advanceTimersByTime(CHAT_DISCONNECT_DELAY_MS - 1000);
    const stopAgain = chat.subscribe(USER_ROOM, listener());
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM, USER_ROOM]);
    jest.advanceTimersByTime(CHAT_DISCONNECT_DELAY_MS * 3);
    expect(socket.disconnectCalls).toBe(0);

    stopAgain();
    jest.advanceTimersByTime(CHAT_DISCONNECT_DELAY_MS);
    expect(socket.disconnectCalls).toBe(1);
    chat.subscribe(USER_ROOM, listener());
    await settle();
    expect(sockets.factory).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(1);
  });

  it("logs 'Socket: Subscribe event timed out' when the server does not acknowledge within 5000 ms", async () => {
    const { chat, sockets } = setUp();
    chat.subscribe(USER_ROOM, listener());
    await settle();
    sockets.socket.accept();
    jest.advanceTimersByTime(CHAT_SUBSCRIBE_TIMEOUT_MS - 1);
    expect(logger.error).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(logger.error).toHaveBeenCalledWith('Socket: Subscribe event timed out', USER_ROOM);
  });

  it('logs nothing for an acknowledged subscribe, and a warning for a refused one', async () => {
    const { chat, sockets } = setUp();
    chat.subscribe(USER_ROOM, listener());
    chat.subscribe(ORG_ROOM, listener());
    await settle();
    sockets.socket.accept();
    const [user, organization] = sockets.socket.pendingAcks;
    user!.reply({ ok: true });
    organization!.reply({ ok: false, code: 'no_permission', message: 'not a member' });
    jest.advanceTimersByTime(CHAT_SUBSCRIBE_TIMEOUT_MS);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      'Socket: Subscribe refused',
      'no_permission',
      'not a member',
    );
  });

  it('shows the connection-failure toast once per outage, not at every retry', async () => {
    const { chat, sockets, onConnectionFailed } = setUp();
    chat.subscribe(USER_ROOM, listener());
    await settle();
    const { socket } = sockets;
    socket.refuse();
    socket.refuse();
    socket.refuse();
    expect(onConnectionFailed).toHaveBeenCalledTimes(1);

    socket.accept();
    socket.drop();
    socket.refuse();
    socket.refuse();
    expect(onConnectionFailed).toHaveBeenCalledTimes(2);
  });

  it('refreshes the token once when the handshake is refused for it, then tries again', async () => {
    const { chat, sockets, fakes, onConnectionFailed } = setUp();
    chat.subscribe(USER_ROOM, listener());
    await settle();
    const { socket } = sockets;

    socket.refuse('token_invalidated');
    await settle();
    expect(fakes.refresh).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(1);
    expect(socket.handshakeAuth()).toEqual({ token: 'token-1+', fingerprint: 'fingerprint-1' });
    expect(onConnectionFailed).not.toHaveBeenCalled();

    // refused again: this outage is not the token's
    socket.refuse('parse_token_error');
    await settle();
    expect(fakes.refresh).toHaveBeenCalledTimes(1);
    expect(onConnectionFailed).toHaveBeenCalledTimes(1);
  });

  it('joins every room again after a reconnect and tells each listener to catch up', async () => {
    const { chat, sockets } = setUp();
    const seekerListener = listener();
    const companyListener = listener();
    chat.subscribe(USER_ROOM, seekerListener);
    chat.subscribe(ORG_ROOM, companyListener);
    await settle();
    const { socket } = sockets;
    socket.accept();
    expect(seekerListener.reconnect).not.toHaveBeenCalled();

    socket.drop();
    socket.refuse();
    socket.accept();
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM, ORG_ROOM, USER_ROOM, ORG_ROOM]);
    expect(seekerListener.reconnect).toHaveBeenCalledTimes(1);
    expect(companyListener.reconnect).toHaveBeenCalledTimes(1);
  });

  it('tells listeners to catch up only once the server acknowledged the subscription, at the first connect too', async () => {
    const { chat, sockets } = setUp();
    const subscribed = jest.fn();
    chat.subscribe(USER_ROOM, { subscribed });
    await settle();
    const { socket } = sockets;
    socket.accept();
    expect(subscribed).not.toHaveBeenCalled();
    socket.pendingAcks[0]!.reply({ ok: true });
    expect(subscribed).toHaveBeenCalledTimes(1);

    // after a reconnect: again, on the new connection's acknowledgement
    socket.drop();
    socket.accept();
    expect(subscribed).toHaveBeenCalledTimes(1);
    socket.pendingAcks[1]!.reply({ ok: true });
    expect(subscribed).toHaveBeenCalledTimes(2);
  });

  it('ignores an acknowledgement that belongs to an earlier connection, and a refusal', async () => {
    const { chat, sockets } = setUp();
    const subscribed = jest.fn();
    chat.subscribe(USER_ROOM, { subscribed });
    await settle();
    const { socket } = sockets;
    socket.accept();
    socket.drop();
    socket.accept();
    socket.pendingAcks[0]!.reply({ ok: true });
    expect(subscribed).not.toHaveBeenCalled();
    socket.pendingAcks[1]!.reply({ ok: false, code: 'no_permission', message: 'no' });
    expect(subscribed).not.toHaveBeenCalled();
  });

  it('tells a listener joining an acknowledged room at once, after its own call', async () => {
    const { chat, sockets } = setUp();
    chat.subscribe(USER_ROOM, listener());
    await settle();
    sockets.socket.accept();
    sockets.socket.pendingAcks[0]!.reply({ ok: true });
    const subscribed = jest.fn();
    chat.subscribe(USER_ROOM, { subscribed });
    expect(subscribed).not.toHaveBeenCalled();
    await settle();
    expect(subscribed).toHaveBeenCalledTimes(1);
    expect(sockets.socket.emitsOf('subscribe')).toEqual([USER_ROOM]);
  });

  it('reports a timed-out subscription to its listeners and sends it again until acknowledged', async () => {
    const { chat, sockets } = setUp();
    const seekerListener = { subscribed: jest.fn(), subscribeFailed: jest.fn() };
    chat.subscribe(USER_ROOM, seekerListener);
    await settle();
    const { socket } = sockets;
    socket.accept();
    jest.advanceTimersByTime(CHAT_SUBSCRIBE_TIMEOUT_MS);
    expect(seekerListener.subscribeFailed).toHaveBeenCalledTimes(1);
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM, USER_ROOM]);
    socket.pendingAcks[1]!.reply({ ok: true });
    expect(seekerListener.subscribed).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(CHAT_SUBSCRIBE_TIMEOUT_MS * 2);
    expect(seekerListener.subscribeFailed).toHaveBeenCalledTimes(1);
  });

  it("sends a subscription again on resubscribe (the screen's retry), or connects first", async () => {
    const { chat, sockets } = setUp();
    const subscribed = jest.fn();
    chat.subscribe(USER_ROOM, { subscribed });
    await settle();
    const { socket } = sockets;
    socket.accept();
    socket.pendingAcks[0]!.reply({ ok: true });
    chat.resubscribe(USER_ROOM);
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM, USER_ROOM]);
    socket.pendingAcks[1]!.reply({ ok: true });
    expect(subscribed).toHaveBeenCalledTimes(2);

    socket.serverDisconnect();
    socket.disconnect();
    const connects = socket.connectCalls;
    chat.resubscribe(USER_ROOM);
    expect(socket.connectCalls).toBe(connects + 1);
    // a side nobody listens to is not subscribed
    chat.resubscribe(ORG_ROOM);
    expect(socket.emitsOf('subscribe')).not.toContainEqual(ORG_ROOM);
  });

  it('connects again when the server disconnects it (an access change), and rejoins its rooms', async () => {
    const { chat, sockets } = setUp();
    const seekerListener = listener();
    chat.subscribe(USER_ROOM, seekerListener);
    await settle();
    const { socket } = sockets;
    socket.accept();

    socket.serverDisconnect();
    expect(socket.connectCalls).toBe(1);
    socket.accept();
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM, USER_ROOM]);
    expect(seekerListener.reconnect).toHaveBeenCalledTimes(1);
    expect(sockets.sockets).toHaveLength(1);
  });

  it('stays disconnected after a server disconnect when nobody listens any more', async () => {
    const { chat, sockets } = setUp();
    const stop = chat.subscribe(USER_ROOM, listener());
    await settle();
    sockets.socket.accept();
    stop();
    sockets.socket.serverDisconnect();
    expect(sockets.socket.connectCalls).toBe(0);
  });

  it("hands messages to the listeners of the message's side and read marks to everyone", async () => {
    const { chat, sockets } = setUp();
    const ownOrganization = listener();
    const otherOrganization = listener();
    const seekerListener = listener();
    chat.subscribe(ORG_ROOM, ownOrganization);
    chat.subscribe({ organizationId: 'org-2' }, otherOrganization);
    const stop = chat.subscribe(USER_ROOM, seekerListener);
    await settle();
    sockets.socket.accept();

    const message = createChatMessage({ organizationId: 'org-1' });
    sockets.socket.serverEmit('message', message);
    expect(ownOrganization.message).toHaveBeenCalledWith(message);
    expect(seekerListener.message).toHaveBeenCalledWith(message);
    expect(otherOrganization.message).not.toHaveBeenCalled();

    const read: ChatReadEvent = { topicId: 'topic-1', side: 'user', sequence: 2 };
    sockets.socket.serverEmit('read', read);
    expect(ownOrganization.read).toHaveBeenCalledWith(read);
    expect(otherOrganization.read).toHaveBeenCalledWith(read);

    stop();
    sockets.socket.serverEmit('message', message);
    expect(seekerListener.message).toHaveBeenCalledTimes(1);
  });

  it('closes the socket at once when the user signs out', async () => {
    const { chat, sockets, fakes } = setUp();
    chat.subscribe(USER_ROOM, listener());
    await settle();
    sockets.socket.accept();
    fakes.signIn(null);
    expect(sockets.socket.disconnectCalls).toBe(1);
    expect(sockets.socket.connectCalls).toBe(0);
  });
});

describe('the unread total', () => {
  it("is the job seeker's own, read when shown and kept live from their socket room", async () => {
    const { chat, sockets, fakes } = setUp();
    const path = '/users/user-1/unread-count';
    let unread = 3;
    fakes.answer('chat', path, () => ({ unreadCount: unread }));
    const onChange = jest.fn();

    expect(chat.getUnreadCount()).toBe(0);
    chat.subscribeUnreadCount(onChange);
    await settle();
    expect(chat.getUnreadCount()).toBe(3);
    expect(onChange).toHaveBeenCalledTimes(1);

    // the shell's subscription keeps the own room joined while signed in
    const { socket } = sockets;
    socket.accept();
    expect(socket.emitsOf('subscribe')).toEqual([USER_ROOM]);

    // a burst of events costs one call, after the debounce
    unread = 5;
    socket.serverEmit('message', createChatMessage());
    socket.serverEmit('message', createChatMessage({ id: 'message-2', sequence: 3 }));
    socket.serverEmit('read', { topicId: 'topic-1', side: 'user', sequence: 1 });
    await jest.advanceTimersByTimeAsync(CHAT_UNREAD_DEBOUNCE_MS - 1);
    expect(fakes.callsTo('chat', path)).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fakes.callsTo('chat', path)).toBe(2);
    expect(chat.getUnreadCount()).toBe(5);

    // and every 30 s
    unread = 0;
    await jest.advanceTimersByTimeAsync(CHAT_UNREAD_REFRESH_INTERVAL_MS);
    expect(fakes.callsTo('chat', path)).toBe(3);
    expect(chat.getUnreadCount()).toBe(0);
  });

  it("is the organization's for a member (first active membership)", async () => {
    const { chat, sockets, fakes } = setUp(member);
    const memberships: Partial<UserOrganization>[] = [
      { organization: { id: 'org-0' } as never, memberStatus: 'suspended', role: 'member' },
      { organization: { id: 'org-1' } as never, memberStatus: 'active', role: 'member' },
    ];
    fakes.answer('organization', '/users/member-1/organizations', { value: memberships });
    fakes.answer('chat', '/organizations/org-1/unread-count', { unreadCount: 7 });

    chat.subscribeUnreadCount(() => undefined);
    await settle();
    expect(chat.getUnreadCount()).toBe(7);
    sockets.socket.accept();
    expect(sockets.socket.emitsOf('subscribe')).toEqual([ORG_ROOM]);

    await chat.refreshUnreadCount();
    // the membership is read once per user
    expect(fakes.callsTo('organization', '/users/member-1/organizations')).toBe(1);
  });

  it('is 0 after signing out, with the socket closed, and the next user gets their own', async () => {
    const { chat, sockets, fakes } = setUp();
    fakes.answer('chat', '/users/user-1/unread-count', { unreadCount: 2 });
    fakes.answer('chat', '/users/user-9/unread-count', { unreadCount: 4 });
    const stop = chat.subscribeUnreadCount(() => undefined);
    await settle();
    sockets.socket.accept();
    expect(chat.getUnreadCount()).toBe(2);

    fakes.signIn(null);
    expect(chat.getUnreadCount()).toBe(0);
    expect(sockets.socket.disconnectCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(CHAT_UNREAD_REFRESH_INTERVAL_MS);
    expect(fakes.callsTo('chat', '/users/user-1/unread-count')).toBe(1);

    fakes.signIn(createTestUser({ id: 'user-9' }));
    await settle();
    expect(chat.getUnreadCount()).toBe(4);
    sockets.socket.accept();
    expect(sockets.socket.emitsOf('subscribe').at(-1)).toEqual({ userId: 'user-9' });

    // nobody shows the total any more: the socket goes after the delay
    stop();
    await jest.advanceTimersByTimeAsync(CHAT_DISCONNECT_DELAY_MS);
    expect(sockets.socket.disconnectCalls).toBe(2);
  });

  it('keeps the last total when a read fails, and re-reads after marking read', async () => {
    const { chat, fakes } = setUp();
    fakes.answer('chat', '/users/user-1/unread-count', { unreadCount: 2 });
    chat.subscribeUnreadCount(() => undefined);
    await settle();
    fakes.answer('chat', '/users/user-1/unread-count', () => {
      throw new Error('offline');
    });
    await chat.refreshUnreadCount();
    expect(chat.getUnreadCount()).toBe(2);
    fakes.answer('chat', '/users/user-1/unread-count', { unreadCount: 1 });
    await chat.refreshUnreadCount();
    expect(chat.getUnreadCount()).toBe(1);
  });

  it('is 0 for an administrator, who has no chat', async () => {
    const { chat, fakes, sockets } = setUp(createTestUser({ id: 'admin-1', typeId: '100' }));
    chat.subscribeUnreadCount(() => undefined);
    await settle();
    expect(chat.getUnreadCount()).toBe(0);
    expect(fakes.request).not.toHaveBeenCalled();
    expect(sockets.factory).not.toHaveBeenCalled();
  });
});
