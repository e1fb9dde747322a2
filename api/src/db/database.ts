/**
 * The one database interface the services use. Both backends speak PostgreSQL, so SQL is
 * written once; only connection handling differs (embedded PGlite or a `pg` pool).
 * Every statement takes parameters ($1, $2, …): no value is ever spliced into SQL.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (a plain identifier), in commit order, until
   * the returned function is called. PostgreSQL listens on one connection of its own that comes
   * back after a loss; NOTIFYs sent while it was away are lost, so `onReconnect` tells the caller
   * to make up for them (docs/chat.md#socket).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** After the listening connection was lost and is listening again. */
  onReconnect?: () => void;
}

/** LISTEN takes an identifier, not a parameter: channels are plain lower-case names. */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}
