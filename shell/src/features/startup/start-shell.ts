import type { AppConfig } from '@jobmatch/shared/contracts';
import { loadRuntimeConfig, type RuntimeConfig } from './load-runtime-config';

/** The part of the session start-up needs (the shared `session` singleton in the app). */
export interface StartableSession {
  initialize(config: AppConfig): Promise<void>;
  getSnapshot(): { status: 'initializing' | 'active' | 'error' };
}

/**
 * Start-up: fetch and validate /app-config.json and /remotes.json, then initialise the session
 * (fingerprint, tokens, user, service versions). Any failure rejects; the app shows
 * app_initialization_failed.
 */
export async function startShell(
  session: StartableSession,
  {
    fetchImpl = fetch,
    beforeSession,
  }: { fetchImpl?: typeof fetch; beforeSession?: (runtimeConfig: RuntimeConfig) => void } = {},
): Promise<RuntimeConfig> {
  const runtimeConfig = await loadRuntimeConfig(fetchImpl);
  // e.g. start downloading the current page's remote while the session talks to the api
  beforeSession?.(runtimeConfig);
  await session.initialize(runtimeConfig.appConfig);
  if (session.getSnapshot().status === 'error')
    throw new Error('the session could not be initialised');
  return runtimeConfig;
}
