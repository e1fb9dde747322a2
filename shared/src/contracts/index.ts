// Types and constants every package agrees on. Free of React and DOM at run time, so the api can import it.
// Values are re-exported by name: Node sees shared/ as CommonJS and cannot detect names re-exported with `export *`.
export {
  APP_STARTED_ATTRIBUTE,
  FIRST_HTML_BLOCK_IDS,
  findRemoteForPath,
  HOLD_UNTIL_STARTED_ATTRIBUTE,
  REMOTE_OVERRIDES_STORAGE_KEY,
  SHELL_CONTRACT_VERSION,
  SIGNED_IN_HINT_STORAGE_KEY,
  START_ON_INTENT_GLOBAL,
} from './shell';
export { SERVICE_BASE_PATHS, REQUIRED_SERVICE_VERSIONS } from './services';
export { USER_TYPE_IDS } from './domain';
export { CHAT_LIMITS } from './chat';
export { MATCHING_LIMITS } from './matching';
export { MESSAGE_TEMPLATE_LIMITS, MESSAGE_TEMPLATE_PLACEHOLDERS } from './message-templates';
export { INTERVIEW_LIMITS } from './interviews';
export { PIPELINE_LIMITS } from './pipeline';
export type * from './shell';
export type * from './services';
export type * from './domain';
export type * from './company';
export type * from './chat';
export type * from './jobs';
export type * from './catalog';
export type * from './matching';
export type * from './interviews';
export type * from './message-templates';
export type * from './pipeline';
export type * from './two-factor';
export type * from './identities';
export type * from './inputs';
