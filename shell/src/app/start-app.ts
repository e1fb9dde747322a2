import { session } from '@jobmatch/shared/session';
import type { RemoteDescriptor } from '@jobmatch/shared/contracts';
import { findRemoteForPath } from '../features/composition/remote-composition';
import { createRemoteLoader, type RemoteLoader } from '../features/composition/remote-loader';
import {
  applyRemoteOverrides,
  rememberQueryOverrides,
} from '../features/composition/remote-overrides';
import type { RuntimeConfig } from '../features/startup/load-runtime-config';
import { startShell } from '../features/startup/start-shell';
import { federationRuntime } from './federation-runtime';

export interface AppRuntime {
  runtimeConfig: RuntimeConfig;
  /** remotes.json with the allowed local overrides applied. */
  remotes: RemoteDescriptor[];
  loader: RemoteLoader;
}

function readOverrideStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Start-up of the real page: runtime files, remotes registered with the MF runtime, and the
 * remote of the URL being opened fetched while the session initialises (its failure is not
 * start-up's business: route discovery loads it again and shows the fallback).
 */
export async function startApp(): Promise<AppRuntime> {
  let prepared: Omit<AppRuntime, 'runtimeConfig'> | undefined;
  const runtimeConfig = await startShell(session, {
    beforeSession: ({ appConfig, remotesConfig }) => {
      const search = window.location.search;
      const storage = readOverrideStorage();
      const remotes = applyRemoteOverrides(remotesConfig.remotes, {
        search,
        storage,
        allowlist: appConfig.overrideAllowlist,
      });
      rememberQueryOverrides({ search, storage, honoured: remotes });
      const loader = createRemoteLoader({ runtime: federationRuntime });
      loader.register(remotes);
      const current = findRemoteForPath(remotes, window.location.pathname);
      if (current) loader.load(current.name).catch(() => undefined);
      prepared = { remotes, loader };
    },
  });
  if (!prepared) throw new Error('start-up did not prepare the remotes');
  return { runtimeConfig, ...prepared };
}
