// `shell/chat`: the one chat connection of the page and the unread total (docs/chat.md#live-updates-the-shells-chat-singleton).
// Remotes import it through the shell's expose; the shell's top bar reads the unread total.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { session } from '@jobmatch/shared/session';
import { toast } from '@jobmatch/shared/toast';
import type { ChatSubscribeTarget } from '../contracts/chat';
import { ensureI18n, getUserOrganizations } from '@jobmatch/shared';
import { chatTargetKey, chatTargetOfKey, createChatLive, type ChatListener } from './chat-live';

/**
 * The page's chat singleton. socket.io-client is imported on the first subscription, so it is a
 * chunk of its own that pages without chat never download.
 */
export const chat = createChatLive({
  session,
  loadSocketFactory: () => import('socket.io-client').then((module) => module.io),
  onConnectionFailed: () => {
    toast.show(ensureI18n().t('chat_socket_error', { ns: 'errors' }), { variant: 'error' });
  },
  getUserOrganizations,
});

const getServerUnreadCount = () => 0;

/** The unread total for React (0 when signed out). */
export function useUnreadCount(): number {
  return useSyncExternalStore(chat.subscribeUnreadCount, chat.getUnreadCount, getServerUnreadCount);
}

/**
 * Subscribes for the lifetime of the component; `target` null means not (yet) known. Returns the
 * retry of the subscription (`chat.resubscribe`), for a screen whose `subscribeFailed` it heard.
 */
export function useChatEvents(
  target: ChatSubscribeTarget | null,
  listener: ChatListener,
): () => void {
  // The latest listener is called, so a new function each render does not resubscribe.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const key = target ? chatTargetKey(target) : null;
  useEffect(() => {
    if (key === null) return undefined;
    return chat.subscribe(chatTargetOfKey(key), {
      message: (message) => latest.current.message?.(message),
      read: (event) => latest.current.read?.(event),
      reconnect: () => latest.current.reconnect?.(),
      subscribed: () => latest.current.subscribed?.(),
      subscribeFailed: () => latest.current.subscribeFailed?.(),
    });
  }, [key]);
  return useCallback(() => {
    if (key !== null) chat.resubscribe(chatTargetOfKey(key));
  }, [key]);
}

export {
  createChatLive,
  CHAT_DISCONNECT_DELAY_MS,
  CHAT_SUBSCRIBE_TIMEOUT_MS,
  CHAT_UNREAD_REFRESH_INTERVAL_MS,
  CHAT_UNREAD_DEBOUNCE_MS,
  CHAT_SOCKET_OPTIONS,
} from './chat-live';
export type {
  ChatLive,
  ChatListener,
  ChatLiveOptions,
  ChatSocket,
  ChatSocketFactory,
} from './chat-live';
