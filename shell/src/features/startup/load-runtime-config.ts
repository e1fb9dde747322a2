import type { AppConfig, RemotesConfig } from '@jobmatch/shared/contracts';
import { parseAppConfig, parseRemotesConfig } from './runtime-config-schema';

export const APP_CONFIG_URL = '/app-config.json';
export const REMOTES_CONFIG_URL = '/remotes.json';

export interface RuntimeConfig {
  appConfig: AppConfig;
  remotesConfig: RemotesConfig;
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  // no-cache: both files change without a shell rebuild (a new remote version is live on reload)
  const response = await fetchImpl(url, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Fetches and validates the two files the shell's origin serves beside index.html. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const [appConfig, remotesConfig] = await Promise.all([
    fetchJson(APP_CONFIG_URL, fetchImpl).then(parseAppConfig),
    fetchJson(REMOTES_CONFIG_URL, fetchImpl).then(parseRemotesConfig),
  ]);
  return { appConfig, remotesConfig };
}
