import { Global, css, type Theme } from '@emotion/react';

const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${theme.colors.surface.page};
    color: ${theme.colors.text.primary};
    font-family: ${theme.typography.fontFamily};
    font-size: ${theme.typography.fontSize.m};
    line-height: ${theme.typography.lineHeight.body};
    letter-spacing: ${theme.typography.letterSpacing.body};
    /* Japanese line breaking: no small kana or closing brackets at line start. */
    line-break: strict;
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
  }

  /* Japanese fonts have no italic; browsers fake a slant that hurts legibility. */
  em,
  i,
  cite,
  address,
  dfn,
  var {
    font-style: normal;
  }

  em {
    font-weight: ${theme.typography.fontWeight.bold};
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    letter-spacing: inherit;
  }

  img,
  svg {
    max-width: 100%;
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    /* Spinners opt out with data-motion="essential": a frozen spinner looks like a hang. */
    *:not([data-motion='essential']),
    *:not([data-motion='essential'])::before,
    *:not([data-motion='essential'])::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Document-wide base styles. Render once, inside `ThemeProvider`, at the app root. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
