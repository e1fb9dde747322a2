import { colors } from './colors';
import { typography } from './typography';
import {
  breakpoints,
  controlHeight,
  layout,
  motion,
  mq,
  radii,
  shadows,
  space,
  zIndex,
} from './tokens';

/** The one design theme. Components read it through emotion (`css={(theme) => ...}`). */
export const theme = {
  colors,
  typography,
  space,
  radii,
  shadows,
  zIndex,
  breakpoints,
  mq,
  controlHeight,
  layout,
  motion,
};

export type AppTheme = typeof theme;
