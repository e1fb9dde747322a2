import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env-config';

/** A bad configuration (also one found while starting, such as DATA_DIR) stops with its message only. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Starts the api: config from the environment, then listen; stops cleanly on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  let config;
  let app;
  try {
    config = loadConfig(process.env);
    app = await buildApp({ config });
  } catch (error) {
    exitOnConfigError(error);
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}
