import type { SessionTokens } from '../contracts';

/** The BroadcastChannel the tabs of this origin share their session over (docs/accounts.md#several-tabs). */
export const SESSION_CHANNEL_NAME = 'jobmatch-session';

/** A tab tells the others its fresh access token (login, refresh) or that the session ended. */
export type TabMessage = { type: 'signed-in'; tokens: SessionTokens } | { type: 'signed-out' };

export interface TabSync {
  post(message: TabMessage): void;
}

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as { type?: unknown; tokens?: Partial<SessionTokens> } | null;
  if (message?.type === 'signed-out') return true;
  return (
    message?.type === 'signed-in' &&
    typeof message.tokens?.accessToken === 'string' &&
    typeof message.tokens.userId === 'string'
  );
}

/**
 * Joins the session channel; `onMessage` hears the other tabs (never this one's own posts).
 * Without BroadcastChannel each tab keeps to itself and learns of changes on its next refresh.
 */
export function createTabSync(onMessage: (message: TabMessage) => void): TabSync {
  // no tabs outside a browser: Node has BroadcastChannel too, between a process's threads
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined')
    return { post: () => undefined };
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (page unloading) has no one left to tell.
      }
    },
  };
}
