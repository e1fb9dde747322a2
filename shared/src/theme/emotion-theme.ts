import type { AppTheme } from './theme';

// Types emotion's `Theme` (css prop callbacks, useTheme) as our theme, so a typo in a
// token name is a compile error instead of an `undefined` colour at run time.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must extend, not alias
  export interface Theme extends AppTheme {}
}

export type { AppTheme };
