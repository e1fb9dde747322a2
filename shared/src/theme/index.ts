export { theme } from './theme';
export type { AppTheme } from './emotion-theme';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { GlobalStyles } from './global-styles';
export { colors, type Colors } from './colors';
export { typography, type Typography } from './typography';
export { breakpoints, mq, space, type SpaceKey } from './tokens';
