import { defaultLogLevel, isLevelEnabled, type LogLevel } from './log-level';

type LogMethod = (...args: unknown[]) => void;

/** What the apps log through instead of `console`, so one level applies everywhere. */
export interface Logger {
  readonly level: LogLevel;
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

type LogMethodName = 'debug' | 'info' | 'warn' | 'error';

/**
 * A logger that passes messages of `level` and above to the console, arguments unchanged.
 * The console method is looked up at each call, so spies and patched consoles see the call.
 */
export function createLogger(level: LogLevel): Logger {
  const method =
    (name: LogMethodName): LogMethod =>
    (...args) => {
      if (isLevelEnabled(level, name)) console[name](...args);
    };
  return {
    level,
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
}

/**
 * The apps' logger. Browsers have no environment: webpack writes the build's mode in place of
 * `process.env.NODE_ENV` (written out in full here, or the replacement would miss it); jest
 * provides the real one.
 */
export const logger: Logger = createLogger(defaultLogLevel(process.env.NODE_ENV));
