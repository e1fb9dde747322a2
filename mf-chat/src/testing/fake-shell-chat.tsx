// The shell's `shell/chat` singleton in mf-chat's unit tests (jest.config.cjs maps it here): the
// listeners the screens subscribe, and a way to play socket events into them.
import { useEffect, useRef } from 'react';
import { act } from '@testing-library/react';
import type { ChatMessage, ChatReadEvent, ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import type { ChatListener } from 'shell/chat';

const subscriptions = new Set<{ target: ChatSubscribeTarget; listener: ChatListener }>();

export const chat = {
  subscribe: jest.fn(() => () => undefined),
  resubscribe: jest.fn(),
  getUnreadCount: () => 0,
  subscribeUnreadCount: () => () => undefined,
  refreshUnreadCount: jest.fn(async () => undefined),
};

export const useUnreadCount = () => 0;

/** As the real hook: one subscription per target (by value), calling the latest listener. */
export function useChatEvents(target: ChatSubscribeTarget | null, listener: ChatListener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const key = target ? JSON.stringify(target) : null;
  useEffect(() => {
    if (key === null) return;
    const subscription = {
      target: JSON.parse(key) as ChatSubscribeTarget,
      listener: {
        message: (message: ChatMessage) => latest.current.message?.(message),
        read: (event: ChatReadEvent) => latest.current.read?.(event),
        reconnect: () => latest.current.reconnect?.(),
        subscribed: () => latest.current.subscribed?.(),
        subscribeFailed: () => latest.current.subscribeFailed?.(),
      },
    };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
    };
  }, [key]);
  return resubscribe;
}

const resubscribe = () => {
  chat.resubscribe();
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
  /** A reconnect, then the server's acknowledgement of the subscriptions (as the real one). */
  reconnect() {
    act(() => subscriptions.forEach(({ listener }) => listener.reconnect?.()));
    this.subscribed();
  },
  /** The server acknowledged the subscriptions (the first connect's, or a retry's). */
  subscribed() {
    act(() => subscriptions.forEach(({ listener }) => listener.subscribed?.()));
  },
  /** A subscription went unacknowledged for 5000 ms. */
  subscribeFailed() {
    act(() => subscriptions.forEach(({ listener }) => listener.subscribeFailed?.()));
  },
};
