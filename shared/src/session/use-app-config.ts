import { useAtomValue } from 'jotai/react';
import type { AppConfig } from '../contracts';
import { appConfigAtom, sessionStore } from './session-store';

/**
 * The `/app-config.json` the shell validated at start-up. Remotes render only after that, so a
 * missing config is a programming error (a page rendered outside the shell, or a test that did
 * not preset it with `setSessionForTests`).
 */
export function useAppConfig(): AppConfig {
  const config = useAtomValue(appConfigAtom, { store: sessionStore });
  if (!config) throw new Error('useAppConfig: no app config; the shell sets it at start-up');
  return config;
}
