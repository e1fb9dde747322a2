import { css, type Theme } from '@emotion/react';

// The company site's page-level looks, one place for each.

/**
 * A desk: on wide screens the table takes the content area's width, not the reading column's. The
 * shell widens every desk page's list column already (docs/shell.md#screen-modes); this keeps a
 * desk wide under a shell that does not.
 */
export const deskPageStyle = (theme: Theme) => css`
  ${theme.mq.desktop} {
    max-width: ${theme.layout.contentMaxWidth};
  }
`;

/**
 * A row of a form's or a record's buttons: stacked on a phone with the main one on top (it is the
 * last in the markup, as it reads), side by side at the right from the tablet width on.
 */
export const actionRowStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[3]};

  ${theme.mq.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
