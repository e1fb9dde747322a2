import { useCallback, useEffect, useState } from 'react';
import type { RuntimeConfig } from './load-runtime-config';

export type StartupState =
  | { status: 'initializing' }
  | { status: 'active'; runtimeConfig: RuntimeConfig }
  | { status: 'error'; error: unknown };

/** Runs `start` once on mount: initializing → active, or error (app_initialization_failed). */
export function useStartup(start: () => Promise<RuntimeConfig>): StartupState {
  const [state, setState] = useState<StartupState>({ status: 'initializing' });
  const run = useCallback(start, [start]);
  useEffect(() => {
    let cancelled = false;
    run().then(
      (runtimeConfig) => !cancelled && setState({ status: 'active', runtimeConfig }),
      (error: unknown) => {
        console.error('[shell] app_initialization_failed', error);
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [run]);
  return state;
}
