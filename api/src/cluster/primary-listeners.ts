import { lookup } from 'node:dns/promises';
import { EventEmitter } from 'node:events';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { setupMaster } from '@socket.io/sticky';
import type { Logger } from 'pino';

/** Node's default headersTimeout. */
const IDLE_TIMEOUT_MS = 60_000;

/** Where to listen: `localhost` on each of its loopback addresses, as Fastify does. */
async function listenAddresses(host: string): Promise<string[]> {
  if (host !== 'localhost') return [host];
  const found = await lookup(host, { all: true });
  return [...new Set(found.map(({ address }) => address))];
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Sticky's routing of connections to workers: by the socket.io session a request names, else
 * round-robin (least-connection would count socket.io sessions only, and send every plain HTTP
 * request to the same worker). Call before forking.
 */
export function routeConnectionsToWorkers(): EventEmitter {
  // one sticky set-up for every listening address; the primary itself never parses HTTP
  const connections = new EventEmitter();
  setupMaster(connections as HttpServer, { loadBalancingMethod: 'round-robin' });
  return connections;
}

/**
 * Opens the port on each address of `host` and passes every connection to `connections`; closes
 * what it opened when one address fails.
 */
export async function listenForWorkers(
  connections: EventEmitter,
  { port, host }: { port: number; host: string },
  log: Logger,
): Promise<Server[]> {
  const servers: Server[] = [];
  try {
    for (const address of await listenAddresses(host)) {
      const server = createServer((socket) => {
        // sticky keeps some sockets here (requests with a body): a client's reset must not
        // throw in the one process every connection goes through
        socket.on('error', () => socket.destroy());
        // nothing answers here: a connection silent this long is dropped, as Node's own
        // headersTimeout would (Node stops the timer when the connection moves to a worker)
        socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
        connections.emit('connection', socket);
      });
      await listen(server, port, address);
      servers.push(server);
      server.on('error', (error) => log.error({ err: error }, 'api primary: server error'));
      const shown = address.includes(':') ? `[${address}]` : address;
      log.info(`api listening at http://${shown}:${port}`);
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  return servers;
}
