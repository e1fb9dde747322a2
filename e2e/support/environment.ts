// Where the suite's topology lives. The port is fixed (and configurable) because Playwright
// needs `baseURL` when it reads the config, before global setup has started anything.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_HOST = 'localhost';
export const baseURL = `http://${E2E_HOST}:${E2E_PORT}`;

/** Set by global setup for the workers: the loopback control endpoint that stops/starts remotes. */
export const CONTROL_URL_ENV = 'E2E_CONTROL_URL';
