import { css, type Theme } from '@emotion/react';

/**
 * A square, borderless button or link around one icon, a full touch target: the top bar's
 * actions, the side menu's close, the modal's close, the toast's dismiss. Callers add only what
 * differs (colour, position).
 */
export const iconButtonStyle = (theme: Theme) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.neutral[100]};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;
