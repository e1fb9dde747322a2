import type { Queryable } from '../db/database';
import { defineEventChannel } from './event-channel';

/**
 * A user's right to hold what a login gave them has changed: a login ended, or the user or a
 * membership was deactivated, locked, deleted, suspended, resumed, removed or given another
 * role. Whose connections must be checked again: all of the user's, only those of the login
 * `sessionId`, or all but those of `keepSessionId` (a password change keeps its own device).
 */
export interface AccessChangedEvent {
  type: 'access-changed';
  userId: string;
  sessionId?: string;
  keepSessionId?: string;
}

export type AccountEvent = AccessChangedEvent;

/**
 * What auth, users and organizations announce about accounts, and the chat listens to
 * (docs/chat.md#socket-in-the-api). Published inside the transaction that makes the change, so
 * a listener that re-reads the account at delivery already sees the new state.
 */
export const accountEvents = defineEventChannel<AccountEvent>('account_events');

/** Announces, in `tx`, that `change.userId`'s connections must be checked again. */
export function publishAccessChanged(
  tx: Queryable,
  change: Omit<AccessChangedEvent, 'type'>,
): Promise<void> {
  return accountEvents.publish(tx, { type: 'access-changed', ...change });
}
