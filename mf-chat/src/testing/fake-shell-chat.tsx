// A stand-in for the shell's `shell/chat` singleton in unit tests: the listeners the screens
// subscribe, and a way to play socket events into them. Use with
//   jest.mock('shell/chat', () => jest.requireActual('<path>/testing/fake-shell-chat').fakeShellChat, { virtual: true });
import { useEffect } from 'react';
import { act } from '@testing-library/react';
import type { ChatMessage, ChatReadEvent, ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import type { ChatListener } from 'shell/chat';

const subscriptions = new Set<{ target: ChatSubscribeTarget; listener: ChatListener }>();

export const fakeShellChat = {
  chat: {
    subscribe: jest.fn(() => () => undefined),
    getUnreadCount: () => 0,
    subscribeUnreadCount: () => () => undefined,
    refreshUnreadCount: jest.fn(async () => undefined),
  },
  useUnreadCount: () => 0,
  useChatEvents(target: ChatSubscribeTarget | null, listener: ChatListener) {
    useEffect(() => {
      if (!target) return;
      const subscription = { target, listener };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
      };
    }, [target, listener]);
  },
};

/** What is subscribed now. */
export function subscribedTargets(): ChatSubscribeTarget[] {
  return [...subscriptions].map((subscription) => subscription.target);
}

/** Plays socket events into every subscribed screen. */
export const socket = {
  message(message: ChatMessage) {
    act(() => subscriptions.forEach(({ listener }) => listener.message?.(message)));
  },
  read(event: ChatReadEvent) {
    act(() => subscriptions.forEach(({ listener }) => listener.read?.(event)));
  },
  reconnect() {
    act(() => subscriptions.forEach(({ listener }) => listener.reconnect?.()));
  },
};
