/**
 * The one place that decides how much is logged, for the api (pino) and the apps (`logger`):
 * `warn` in production, `debug` otherwise; `LOG_LEVEL` overrides it where the process has an
 * environment (the api). See docs/shell.md#logging.
 */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** The level when nothing overrides it, by `NODE_ENV`. */
export function defaultLogLevel(nodeEnv: string | undefined): LogLevel {
  return nodeEnv === 'production' ? 'warn' : 'debug';
}

/** An explicit level (`LOG_LEVEL`) when it is one, else the default for `nodeEnv`. */
export function resolveLogLevel(nodeEnv: string | undefined, override?: string | null): LogLevel {
  return isLogLevel(override) ? override : defaultLogLevel(nodeEnv);
}

/** Whether a message of `messageLevel` passes the threshold `level`. */
export function isLevelEnabled(
  level: LogLevel,
  messageLevel: Exclude<LogLevel, 'silent'>,
): boolean {
  return LOG_LEVELS.indexOf(messageLevel) >= LOG_LEVELS.indexOf(level);
}
