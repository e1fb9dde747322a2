import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { waitUntil } from '../../../test/support/time-limits';
import { PostgresListener } from '../postgres-listener';

// The listening connection's liveness check (docs/chat.md#socket-in-the-api): a connection that
// goes silent without closing (half-open: a NAT forgot it, the server froze) is found and replaced,
// and the subscribers are told to make up for what they missed. The silence is a TCP proxy that
// stops passing bytes but keeps its sockets open. PostgreSQL only (`pnpm test:pg`).

const databaseUrl = process.env.DATABASE_URL;

/** A TCP proxy to `target`; `freeze()` stops every connection open now from passing anything. */
async function freezingProxy(target: URL) {
  const open = new Set<[Socket, Socket]>();
  const all = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    open.add(pair);
    all.add(client).add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    freeze() {
      for (const [client, upstream] of open) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      open.clear();
    },
    async close() {
      for (const socket of all) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

(databaseUrl ? test : test.skip)(
  'PostgreSQL: a listening connection that stops answering is replaced, and the subscribers are told',
  async () => {
    const proxy = await freezingProxy(new URL(databaseUrl as string));
    const listener = new PostgresListener(
      { connectionString: proxy.url },
      { intervalMs: 100, timeoutMs: 300 },
    );
    const notifier = new pg.Client({ connectionString: databaseUrl });
    await notifier.connect();
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const received: string[] = [];
    let reconnects = 0;
    try {
      await listener.listen(channel, (payload) => received.push(payload), {
        onReconnect: () => (reconnects += 1),
      });
      await notifier.query('SELECT pg_notify($1, $2)', [channel, 'before']);
      await waitUntil(() => received.length === 1, 'the first notification');

      proxy.freeze();
      await notifier.query('SELECT pg_notify($1, $2)', [channel, 'lost']);
      await waitUntil(() => reconnects === 1, 'the reconnect');
      await notifier.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await waitUntil(() => received.includes('after'), 'a notification on the new connection');
      expect(received).toEqual(['before', 'after']);
    } finally {
      await listener.close();
      await notifier.end();
      await proxy.close();
    }
  },
);

if (!databaseUrl)
  test.skip('PostgresListener liveness: set DATABASE_URL (pnpm test:pg) to run it', () => {});
