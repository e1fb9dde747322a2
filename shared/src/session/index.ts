// `shell/session`: the one session of the app. Remotes import it through the shell's expose.
export { session, SESSION_REFRESH_INTERVAL_MS } from './session';
export type { Session, LoginInput, LoginOutcome } from './session';
export { useSession } from './use-session';
export { useAppConfig } from './use-app-config';
export type { SessionSnapshot, SessionStatus } from './session-store';
export {
  FINGERPRINT_STORAGE_KEY,
  SIGNED_IN_HINT_STORAGE_KEY,
  hasSignedInHint,
} from './local-storage';
export { compareVersions } from './service-versions';
