// Log levels and the apps' logger. Imported by the api too: keep this entry free of React and the DOM.
export {
  LOG_LEVELS,
  isLogLevel,
  defaultLogLevel,
  resolveLogLevel,
  isLevelEnabled,
} from './log-level';
export type { LogLevel } from './log-level';
export { createLogger, logger } from './logger';
export type { Logger } from './logger';
