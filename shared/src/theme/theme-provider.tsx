import type { ReactNode } from 'react';
import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { theme as defaultTheme, type AppTheme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Defaults to the JobMatch theme; tests or stories may pass a variant. */
  theme?: AppTheme;
}

/** Provides the design theme to every component below it. The shell renders it once. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>;
}
