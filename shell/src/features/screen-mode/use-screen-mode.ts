import { useAppConfig } from '@jobmatch/shared/session';
import { useSyncExternalStore } from 'react';
import type { ScreenMode } from '@jobmatch/shared/contracts';
import { detectScreenMode, resolveScreenMode } from './resolve-screen-mode';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The detected mode (not the width) is the snapshot, so resizing re-renders only at a cut-off.
function getDetectedMode(): ScreenMode {
  return detectScreenMode(window.innerWidth);
}

/**
 * The screen mode to lay out in, following the viewport and `appConfig.enabledScreenModes`, plus
 * the modes the current page adds (`handle.screenModes`).
 */
export function useScreenMode(pageModes: readonly ScreenMode[] = []): ScreenMode {
  const { enabledScreenModes } = useAppConfig();
  const detected = useSyncExternalStore(subscribe, getDetectedMode, () => 'mobile' as const);
  const enabled = pageModes.length > 0 ? [...enabledScreenModes, ...pageModes] : enabledScreenModes;
  return resolveScreenMode(detected, enabled);
}
