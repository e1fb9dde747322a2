import cluster from 'node:cluster';
import { setupWorker } from '@socket.io/sticky';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/env-config';
import {
  API_WORKER_ENV,
  isMessage,
  type WorkerMessage,
  type WorkerSetup,
} from './cluster-messages';
import { announceSessionsBeforeAnswering } from './worker-sessions';

/** How long a stopping worker lets its requests finish before the database closes under them. */
const DRAIN_TIMEOUT_MS = 5_000;

/** Whether this process is a worker the api's own primary forked. */
export const isApiWorker = () => cluster.isWorker && process.env[API_WORKER_ENV] === '1';

const tell = (message: WorkerMessage) => process.send?.(message);

/**
 * The setup from the primary. Asked for rather than sent unasked: a message that arrives
 * before its listener exists is dropped, and loading the app takes a while.
 */
export function requestSetup(): Promise<WorkerSetup> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, 'api-cluster:setup')) return;
      process.off('message', onMessage);
      resolve(message.setup);
    };
    process.on('message', onMessage);
    tell({ type: 'api-cluster:setup-request' });
  });
}

/** The configuration a worker builds its app with. */
export function workerConfig(config: ApiConfig, setup: WorkerSetup): ApiConfig {
  return {
    ...config,
    tokenSecret: setup.tokenSecret,
    storage: setup.uploadsDirectory
      ? { kind: 'disk', directory: setup.uploadsDirectory }
      : config.storage,
    seedDemo: setup.seed && config.seedDemo,
    firstAdministrator: setup.seed ? config.firstAdministrator : undefined,
  };
}

/**
 * Serves the connections the primary passes on, without listening: sticky hands each one to the
 * app's HTTP server, where socket.io and Fastify answer as usual. Every answer names the worker
 * (`X-Api-Worker`, the cluster's number for it, nothing about the machine). Tells the primary
 * when ready, which only then sends it connections.
 */
export async function serveAsWorker(app: FastifyInstance): Promise<void> {
  const workerId = String(cluster.worker?.id);
  let inFlight = 0;
  app.server.prependListener('request', (_request, response) => {
    response.setHeader('x-api-worker', workerId);
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  // A server that does not listen closes at once, not after its requests: wait for them here,
  // after the chat's own preClose has ended the long polls, before the pool closes.
  app.addHook('preClose', async () => {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await app.ready();
  // Node starts checking its header and request time-outs (the 408 of slow clients) when a
  // server begins to listen, which a worker's never does; before the first connection comes
  app.server.emit('listening');
  announceSessionsBeforeAnswering(app.chatSocketServer);
  setupWorker(app.chatSocketServer);
  tell({ type: 'api-cluster:ready' });
}
