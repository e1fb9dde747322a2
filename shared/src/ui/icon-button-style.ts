import { css, type Theme } from '@emotion/react';

/** A square, borderless button around one icon, a full touch target (modal close, toast dismiss). */
export const iconButtonStyle = (theme: Theme) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.m};
  background: transparent;
  cursor: pointer;
`;
