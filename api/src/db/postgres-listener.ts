import pg from 'pg';
import type { ListenOptions } from './database';

interface Subscriber {
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface LivenessOptions {
  /** How often the listening connection is asked `SELECT 1`. */
  intervalMs: number;
  /** An answer slower than this counts as a lost connection. */
  timeoutMs: number;
}

/**
 * A connection that stays quiet hears nothing of a peer gone without a word (a half-open TCP
 * connection after a NAT or firewall forgot it, a frozen server): LISTEN would wait forever.
 */
const LIVENESS: LivenessOptions = { intervalMs: 30_000, timeoutMs: 10_000 };

/**
 * LISTEN on one `pg` client of its own (a pooled connection would be handed to other queries and
 * its LISTENs with it). When that connection is lost it connects again, with a growing pause, and
 * LISTENs to every channel anew; NOTIFYs sent in between never reach it, so each subscriber's
 * `onReconnect` runs once it listens again. A silent loss is found too: TCP keepalive on the
 * socket, and a `SELECT 1` every 30 s that must answer within 10 s.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<Subscriber>>();
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private livenessTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly liveness: LivenessOptions = LIVENESS,
  ) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The database is closed');
    const subscriber: Subscriber = { onPayload, onReconnect: options.onReconnect };
    let subscribers = this.channels.get(channel);
    const first = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
    try {
      const client = await this.connected();
      // a new connection has LISTENed to it already; a second LISTEN changes nothing
      if (first) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      subscribers.delete(subscriber);
      if (subscribers.size === 0) this.channels.delete(channel);
      throw error;
    }

    let done = false;
    return async () => {
      if (done) return;
      done = true;
      const current = this.channels.get(channel);
      current?.delete(subscriber);
      if (!current || current.size > 0) return;
      this.channels.delete(channel);
      if (this.client && !this.closed)
        await this.client.query(`UNLISTEN "${channel}"`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.livenessTimer);
    this.channels.clear();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  /** The listening client, connecting it first when there is none. */
  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      keepAlive: true,
      keepAliveInitialDelayMillis: this.liveness.intervalMs,
      ...this.config,
    });
    // a lost connection reports an error and then ends: both lead to one reconnect
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? [])
        subscriber.onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('The database is closed');
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.watch(client);
    return client;
  }

  /** Asks the connection now and then whether it still answers; one that does not is lost. */
  private watch(client: pg.Client): void {
    clearInterval(this.livenessTimer);
    let asking = false;
    this.livenessTimer = setInterval(() => {
      if (asking || this.client !== client) return;
      asking = true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), this.liveness.timeoutMs);
      });
      Promise.race([client.query('SELECT 1'), timedOut])
        .catch(() => this.lost(client))
        .finally(() => {
          asking = false;
          clearTimeout(timer);
        });
    }, this.liveness.intervalMs);
    this.livenessTimer.unref();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    clearInterval(this.livenessTimer);
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.closed || this.channels.size === 0) return;
      this.connected().then(
        () => {
          for (const subscribers of this.channels.values())
            for (const subscriber of subscribers) subscriber.onReconnect?.();
        },
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retryTimer.unref();
  }
}
