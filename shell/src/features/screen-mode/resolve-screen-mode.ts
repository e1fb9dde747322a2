import type { ScreenMode } from '@jobmatch/shared/contracts';

/**
 * Cut-offs (docs/shell.md#screen-modes): below 640 px is mobile, from 950 px bigDesktop. The band in
 * between is desktop (a tablet in landscape gets the sidebar layout); bigDesktop is laid out as
 * desktop. See docs/decisions/shell-screen-modes.md.
 */
export const MOBILE_CUTOFF = 640;
export const DESKTOP_CUTOFF = 950;

/** Smallest to largest: the order the fallback walks. */
export const SCREEN_MODE_ORDER: readonly ScreenMode[] = ['mobile', 'desktop', 'bigDesktop'];

/** Mobile only, as the default configuration ships. */
export const DEFAULT_ENABLED_SCREEN_MODES: readonly ScreenMode[] = ['mobile'];

export class ScreenModeDisabledError extends Error {
  readonly code = 'screen_mode_disabled';
  constructor() {
    super('screen_mode_disabled: no screen mode is enabled');
    this.name = 'ScreenModeDisabledError';
  }
}

/** The mode a viewport width naturally falls into. */
export function detectScreenMode(width: number): ScreenMode {
  if (width < MOBILE_CUTOFF) return 'mobile';
  if (width < DESKTOP_CUTOFF) return 'desktop';
  return 'bigDesktop';
}

/**
 * The mode to lay out in: the detected one if enabled, else the nearest enabled smaller mode,
 * else the nearest enabled larger one. Nothing enabled raises `screen_mode_disabled`.
 */
export function resolveScreenMode(
  detected: ScreenMode,
  enabled: readonly ScreenMode[] = DEFAULT_ENABLED_SCREEN_MODES,
): ScreenMode {
  const index = SCREEN_MODE_ORDER.indexOf(detected);
  if (enabled.includes(detected)) return detected;
  for (let i = index - 1; i >= 0; i -= 1) {
    const smaller = SCREEN_MODE_ORDER[i]!;
    if (enabled.includes(smaller)) return smaller;
  }
  for (let i = index + 1; i < SCREEN_MODE_ORDER.length; i += 1) {
    const larger = SCREEN_MODE_ORDER[i]!;
    if (enabled.includes(larger)) return larger;
  }
  throw new ScreenModeDisabledError();
}

/** bigDesktop is laid out as desktop. */
export function layoutFor(mode: ScreenMode): 'mobile' | 'desktop' {
  return mode === 'mobile' ? 'mobile' : 'desktop';
}
