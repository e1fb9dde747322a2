import type { Database, ListenOptions, Queryable } from '../db/database';

/**
 * A typed stream of domain events between the api's services over PostgreSQL NOTIFY: the
 * publisher and the subscriber share only the channel and its event type, so a service can
 * announce what happened without importing the services that react (docs/api.md#domain-events).
 */
export interface EventChannel<Event> {
  /** The NOTIFY channel (a plain lower-case identifier). */
  readonly name: string;
  /**
   * Announces `event` inside the transaction that made the change: PostgreSQL delivers it only
   * when that transaction commits, in commit order, and never when it rolls back.
   */
  publish(tx: Queryable, event: Event): Promise<void>;
  /**
   * Calls `onEvent` with every event published on this channel by any api process, until the
   * returned function is called. A payload that is not JSON is handed to `onMalformed`.
   */
  subscribe(
    db: Database,
    onEvent: (event: Event) => void,
    options?: ListenOptions & { onMalformed?: (payload: string) => void },
  ): Promise<() => Promise<void>>;
}

export function defineEventChannel<Event>(name: string): EventChannel<Event> {
  return {
    name,
    async publish(tx, event) {
      await tx.query('SELECT pg_notify($1, $2)', [name, JSON.stringify(event)]);
    },
    subscribe(db, onEvent, { onMalformed, ...listenOptions } = {}) {
      return db.listen(
        name,
        (payload) => {
          let event: Event;
          try {
            event = JSON.parse(payload) as Event;
          } catch {
            onMalformed?.(payload);
            return;
          }
          onEvent(event);
        },
        listenOptions,
      );
    },
  };
}
