import { logger } from '@jobmatch/shared';
import {
  FIRST_HTML_BLOCK_IDS,
  type AppConfig,
  type RemotesConfig,
} from '@jobmatch/shared/contracts';
import { parseAppConfig, parseRemotesConfig } from './runtime-config-schema';

export const APP_CONFIG_URL = '/app-config.json';
export const REMOTES_CONFIG_URL = '/remotes.json';

export interface RuntimeConfig {
  appConfig: AppConfig;
  remotesConfig: RemotesConfig;
}

/** Where the inline block is looked up: the page's document (a stand-in in tests). */
export type RuntimeBlockSource = Pick<Document, 'getElementById'>;

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  // no-cache: both files change without a shell rebuild (a new remote version is live on reload)
  const response = await fetchImpl(url, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * The files as the api inlined them: `{ appConfig, remotesConfig }`, or undefined without the
 * block (a page not served by the api, e.g. a dev server) or with one that is not JSON.
 */
function readRuntimeBlock(
  source: RuntimeBlockSource | undefined,
): Record<string, unknown> | undefined {
  const text = source?.getElementById(FIRST_HTML_BLOCK_IDS.runtime)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch (error) {
    logger.warn('[shell] the inline runtime block is not JSON; fetching the files', error);
  }
  return undefined;
}

/**
 * The two files the shell's origin serves beside the page, validated: from the page's inline
 * block when it has one (no round trip before the remotes can start loading), else fetched.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  source: RuntimeBlockSource | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  const inline = readRuntimeBlock(source);
  if (inline)
    return {
      appConfig: parseAppConfig(inline.appConfig),
      remotesConfig: parseRemotesConfig(inline.remotesConfig),
    };
  const [appConfig, remotesConfig] = await Promise.all([
    fetchJson(APP_CONFIG_URL, fetchImpl).then(parseAppConfig),
    fetchJson(REMOTES_CONFIG_URL, fetchImpl).then(parseRemotesConfig),
  ]);
  return { appConfig, remotesConfig };
}
