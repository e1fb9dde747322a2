import { act, renderHook } from '@testing-library/react';
import { toast } from '@jobmatch/shared/toast';
import { logger } from '../../logging';
import { mockApi, setSessionForTests, createTestUser } from '../../testing';
import { chat, useChatEvents, useUnreadCount } from '..';
import { createChatMessage } from '../../testing/chat-message';
import { FakeSocket } from './chat-fakes';

// The singleton's own import of socket.io-client, answered with a fake socket.
const sockets: FakeSocket[] = [];
jest.mock('socket.io-client', () => ({
  io: (url: string, options: ConstructorParameters<typeof FakeSocket>[1]) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

// One page, one socket: the singleton keeps it from test to test, so tests read what came after a mark.
const latestSocket = () => sockets.at(-1)!;
const emitsSince = (mark: number, event: string) =>
  latestSocket()
    .emitted.slice(mark)
    .filter((item) => item.event === event)
    .map((item) => item.payload);
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  setSessionForTests({ user: createTestUser({ id: 'user-1' }) });
});

afterEach(async () => {
  setSessionForTests({ user: null });
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('shell/chat for React', () => {
  it('useUnreadCount shows the signed-in side total and keeps the socket joined for it', async () => {
    mockApi({ 'GET /api/chat/users/user-1/unread-count': { body: { unreadCount: 12 } } });
    const { result, unmount } = renderHook(() => useUnreadCount());
    expect(result.current).toBe(0);
    await settle();
    expect(result.current).toBe(12);
    expect(sockets).toHaveLength(1);
    latestSocket().accept();
    expect(latestSocket().emitsOf('subscribe')).toEqual([{ userId: 'user-1' }]);
    unmount();
  });

  it('useChatEvents follows a side while mounted and calls the latest listener', async () => {
    mockApi({ 'GET /api/chat/users/user-1/unread-count': { body: { unreadCount: 0 } } });
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(
      ({ onMessage }) => useChatEvents({ organizationId: 'org-1' }, { message: onMessage }),
      { initialProps: { onMessage: first } },
    );
    await settle();
    const socket = latestSocket();
    const mark = socket.emitted.length;
    socket.accept();
    rerender({ onMessage: second });
    socket.serverEmit('message', createChatMessage());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // a new listener function did not join the room again
    expect(emitsSince(mark, 'subscribe')).toEqual([{ organizationId: 'org-1' }]);

    unmount();
    expect(emitsSince(mark, 'unsubscribe')).toEqual([{ organizationId: 'org-1' }]);
  });

  it('waits for a target, and toasts errors:chat_socket_error when the connection fails', async () => {
    const { rerender } = renderHook(
      ({ organizationId }: { organizationId: string | null }) =>
        useChatEvents(organizationId ? { organizationId } : null, {}),
      { initialProps: { organizationId: null as string | null } },
    );
    await settle();
    const mark = latestSocket().emitted.length;
    expect(latestSocket().active).toBe(false);
    rerender({ organizationId: 'org-1' });
    await settle();
    expect(latestSocket().active).toBe(true);
    latestSocket().accept();
    expect(emitsSince(mark, 'subscribe')).toEqual([{ organizationId: 'org-1' }]);
    latestSocket().drop();
    act(() => {
      latestSocket().refuse();
      latestSocket().refuse();
    });
    expect(toast.getSnapshot().map((item) => [item.message, item.variant])).toEqual([
      ['メッセージの送受信に失敗しました。しばらくしてからもう一度お試しください', 'error'],
    ]);
    expect(chat.getUnreadCount()).toBe(0);
  });
});
