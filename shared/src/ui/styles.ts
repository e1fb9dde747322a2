import { css, type Theme } from '@emotion/react';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyle = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * Grows the tappable area of a visually small control to 44x44 px without changing its
 * layout. The control itself must be `position: relative`.
 */
export const touchTargetStyle = (theme: Theme) => css`
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, ${theme.layout.touchTarget});
    height: max(100%, ${theme.layout.touchTarget});
    transform: translate(-50%, -50%);
  }
`;

/** Underlined inline link, readable in running Japanese text. Apply to `<a>` or a router Link. */
export const textLinkStyle = (theme: Theme) => css`
  color: ${theme.colors.text.link};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  text-decoration-thickness: 1px;
  border-radius: ${theme.radii.s};
  cursor: pointer;

  &:visited {
    color: ${theme.colors.text.linkVisited};
  }

  &:hover {
    text-decoration-thickness: 2px;
  }
`;
