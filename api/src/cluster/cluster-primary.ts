import cluster, { type Worker } from 'node:cluster';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { ApiConfig } from '../config/env-config';
import { resolveTokenSecret } from '../config/token-secret';
import {
  API_WORKER_ENV,
  isMessage,
  type PrimaryMessage,
  type WorkerSetup,
} from './cluster-messages';
import { listenForWorkers, routeConnectionsToWorkers } from './primary-listeners';
import { cutConnectionsInFlight, holdUntilReady } from './worker-handoff';

/** Workers still running this long after a signal are killed. */
const STOP_TIMEOUT_MS = 10_000;
/** The wait before a dead worker is replaced, doubled for each one in a row that died young. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long did not die of starting: the back-off begins again. */
const STEADY_AFTER_MS = 30_000;

/** With DATA_DIR in memory each process would keep uploads in a temporary folder of its own. */
async function sharedUploadsDirectory(config: ApiConfig): Promise<string | undefined> {
  if (config.storage.kind !== 'disk' || config.storage.directory) return undefined;
  return mkdtemp(path.join(tmpdir(), 'jobmatch-uploads-'));
}

const exited = (worker: Worker) =>
  new Promise<void>((resolve) => {
    if (worker.isDead()) resolve();
    else worker.once('exit', () => resolve());
  });

/**
 * The primary of API_WORKERS processes (docs/api.md#several-processes): owns the port and hands
 * each connection to a worker through @socket.io/sticky, so every request of one socket.io
 * session reaches the worker that holds it. The first worker starts alone, so that migrations,
 * the demo seed and the first administrator happen once; the others start when it is ready, and
 * the port opens when all are. A worker that dies is replaced after a back-off. SIGINT and
 * SIGTERM are passed on, and the primary exits when its workers have. Workers exit by
 * themselves when the primary is gone (Node's cluster does so on `disconnect`), so a killed
 * primary leaves no process holding the database.
 */
export async function runPrimary(config: ApiConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  const tokenSecret = await resolveTokenSecret(config.tokenSecret, config.dataDir);
  const uploadsDirectory = await sharedUploadsDirectory(config);
  const workers = new Map<number, Worker>();
  const startedAt = new Map<number, number>();
  let servers: Server[] = [];
  let stopping = false;

  // sticky sends the bytes it read ahead as Buffers, which JSON would turn into plain objects
  cluster.setupPrimary({ serialization: 'advanced' });
  const connections = routeConnectionsToWorkers();

  /** Forks a worker; resolves when it is ready, rejects if it exits before. */
  const fork = (seed: boolean): Promise<void> => {
    const worker = cluster.fork({ [API_WORKER_ENV]: '1' });
    const hold = holdUntilReady(worker);
    const setup: WorkerSetup = { tokenSecret, uploadsDirectory, seed };
    workers.set(worker.id, worker);
    startedAt.set(worker.id, Date.now());
    return new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (isMessage(message, 'api-cluster:setup-request')) {
          // past the hold: this is what the worker is waiting for
          worker.process.send({ type: 'api-cluster:setup', setup } satisfies PrimaryMessage);
        } else if (isMessage(message, 'api-cluster:sync')) {
          const { sequence } = message;
          worker.process.send({ type: 'api-cluster:synced', sequence } satisfies PrimaryMessage);
        } else if (isMessage(message, 'api-cluster:ready')) {
          hold.release();
          log.info({ worker: worker.id, pid: worker.process.pid }, 'api worker ready');
          resolve();
        }
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker.id);
        hold.discard();
        cutConnectionsInFlight(worker);
        reject(new Error(`api worker ${worker.id} exited (${signal ?? code}) before it was ready`));
      });
    });
  };

  const stop = async (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    const running = [...workers.values()];
    for (const worker of running) worker.process.kill(signal);
    const timer = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(running.map(exited));
    clearTimeout(timer);
    if (uploadsDirectory) await rm(uploadsDirectory, { recursive: true, force: true });
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void stop(signal, 0));

  try {
    await fork(true);
    await Promise.all(Array.from({ length: config.workers - 1 }, () => fork(false)));
    servers = await listenForWorkers(connections, config, log);
  } catch (error) {
    // a signal during the start stops the workers too; only a failure is reported
    if (!stopping) log.error({ err: error }, 'api cluster did not start');
    await stop('SIGTERM', 1);
    return;
  }

  let youngDeaths = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    youngDeaths =
      Date.now() - (startedAt.get(worker.id) ?? 0) < STEADY_AFTER_MS ? youngDeaths + 1 : 0;
    startedAt.delete(worker.id);
    const restartInMs = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** youngDeaths);
    log.error(
      { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs },
      'api worker exited; starting another',
    );
    setTimeout(() => {
      // a replacement that dies before it is ready comes back here
      if (!stopping) fork(false).catch(() => {});
    }, restartInMs);
  });
}
