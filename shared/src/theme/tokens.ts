/** Spacing on a 4 px grid; keys are multiples of 4 px (space[4] = 16px). */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
};

export type SpaceKey = keyof typeof space;

export const radii = {
  s: '4px',
  m: '8px',
  l: '12px',
  pill: '9999px',
};

export const shadows = {
  s: '0 1px 2px rgba(28, 36, 45, 0.12)',
  m: '0 4px 12px rgba(28, 36, 45, 0.14)',
  l: '0 12px 32px rgba(28, 36, 45, 0.2)',
};

/** One ordered list of layers so overlays never fight over z-index values. */
export const zIndex = {
  base: 0,
  sticky: 100,
  header: 200,
  sidebar: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
};

/** The screen-mode cut-offs (docs/shell.md#screen-modes): mobile below 640, desktop from 950. */
export const breakpoints = {
  tablet: 640,
  desktop: 950,
};

/** Mobile-first media queries: styles outside them are the phone layout. */
export const mq = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
};

/** Control heights per size; M is the 44 px minimum touch target. */
export const controlHeight = {
  XS: '28px',
  S: '36px',
  M: '44px',
};

export const layout = {
  /** Minimum touch target on phones (WCAG 2.5.5 / Apple HIG). */
  touchTarget: '44px',
  topBarHeight: '56px',
  footerHeight: '56px',
  /**
   * The content width of a desk page (company, admin) at the desktop cut-off and above, beside the
   * docked side menu (docs/shell.md#screen-modes).
   */
  contentMaxWidth: '1200px',
  /** The docked side menu of the desktop layout. */
  sideMenuWidth: '240px',
};

export const motion = {
  fast: '150ms',
  normal: '250ms',
  /** The toast fade-out (docs/shell.md#toasts). */
  toastFade: '500ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};
