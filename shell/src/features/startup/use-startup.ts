import { useEffect, useState } from 'react';
import { logger } from '@jobmatch/shared';

export type StartupState<T> =
  | { status: 'initializing' }
  | { status: 'active'; value: T }
  | { status: 'error'; error: unknown };

/** Runs `start` once on mount: initializing → active, or error (app_initialization_failed). */
export function useStartup<T>(start: () => Promise<T>): StartupState<T> {
  const [state, setState] = useState<StartupState<T>>({ status: 'initializing' });
  useEffect(() => {
    let cancelled = false;
    start().then(
      (value) => !cancelled && setState({ status: 'active', value }),
      (error: unknown) => {
        logger.error('[shell] app_initialization_failed', error);
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [start]);
  return state;
}
