import { css, type Theme } from '@emotion/react';

// A desk: on wide screens the table takes the content area's width, not the reading column's.
export const deskPageStyle = (theme: Theme) => css`
  ${theme.mq.desktop} {
    max-width: ${theme.layout.contentMaxWidth};
  }
`;
