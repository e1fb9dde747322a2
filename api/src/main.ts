import type { FastifyInstance } from 'fastify';
import { runPrimary } from './cluster/cluster-primary';
import { isApiWorker, requestSetup, serveAsWorker, workerConfig } from './cluster/cluster-worker';
import { ConfigError, loadConfig } from './config/env-config';

/** A bad configuration (also one found while starting, such as DATA_DIR) stops with its message only. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/**
 * The app closes once on SIGINT/SIGTERM, then the process exits. A repeated signal is ignored:
 * a worker gets Ctrl-C from the terminal and again from its primary, and must still let its
 * requests finish.
 */
function stopOnSignals(app: FastifyInstance) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/**
 * Starts the api: config from the environment, then listen; stops cleanly on SIGINT/SIGTERM.
 * With API_WORKERS > 1 this process becomes the primary of that many workers, each of which
 * comes back here and builds the app as a single process would (docs/api.md#several-processes).
 */
export async function main(): Promise<void> {
  const worker = isApiWorker();
  let config;
  let app;
  try {
    config = loadConfig(process.env);
    if (!worker && config.workers > 1) return await runPrimary(config);
    // loaded here: a primary never builds the app and need not hold it in memory
    const { buildApp } = await import('./app');
    app = await buildApp({ config: worker ? workerConfig(config, await requestSetup()) : config });
  } catch (error) {
    exitOnConfigError(error);
  }

  stopOnSignals(app);
  if (worker) await serveAsWorker(app);
  else await app.listen({ port: config.port, host: config.host });
}
