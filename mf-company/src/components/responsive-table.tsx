import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '@jobmatch/shared';

/** From this width of the list itself the rows line up as a table; below it each is a card. */
const TABLE_MIN_WIDTH = '600px';
/** The condition of the table look, for a table's own rules: `${AS_TABLE} { … }`. */
export const AS_TABLE = `@container (min-width: ${TABLE_MIN_WIDTH})`;

// The list decides by its own width (a container query), not the viewport's: on a wide screen the
// desks get the desktop frame (`handle.screenModes`, docs/shell.md#screen-modes), whose docked
// side menu takes part of the width and can be shrunk away, and an older shell lays a desk out
// as a phone-wide column. The explicit roles keep the table semantics where the `display`
// changes would otherwise take them away in some browsers.

/** `S`: the dense lists of the admin desk; `M`: text at the body size. */
export type ResponsiveTableSize = 'S' | 'M';

// Where the table look is too wide for the list (a narrow desk), the list scrolls sideways rather
// than wrapping its short labels.
const containerStyle = css`
  container-type: inline-size;
  overflow-x: auto;
`;

const tableStyle = (theme: Theme, size: ResponsiveTableSize) => {
  const fontSize = theme.typography.fontSize;
  return css`
    display: block;
    width: 100%;
    border-collapse: collapse;
    font-size: ${size === 'S' ? fontSize.s : fontSize.m};
    line-height: ${theme.typography.lineHeight.body};

    /* Cards say what each value is (CardLabel): the header row is kept for screen readers only. */
    & > thead {
      ${visuallyHiddenStyle};
    }
    & th {
      color: ${theme.colors.text.secondary};
      font-size: ${size === 'S' ? fontSize.xs : fontSize.s};
      font-weight: ${theme.typography.fontWeight.bold};
      text-align: left;
      white-space: nowrap;
    }
    & > tbody {
      display: grid;
      gap: ${theme.space[3]};
    }
    & > tbody > tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space[1]} ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[4]};
      border: 1px solid ${theme.colors.border.subtle};
      border-radius: ${theme.radii.l};
      background: ${theme.colors.surface.raised};
    }
    & > tbody > tr > td {
      display: block;
      min-width: 0;
      padding: 0;
      overflow-wrap: anywhere;
    }
    & [data-card-label] {
      margin-right: ${theme.space[2]};
      color: ${theme.colors.text.secondary};
      font-size: ${size === 'S' ? fontSize.xs : fontSize.s};
    }

    ${AS_TABLE} {
      display: table;

      & > thead {
        position: static !important;
        display: table-header-group;
        width: auto;
        height: auto;
        margin: 0;
        overflow: visible;
        clip: auto;
        clip-path: none;
        white-space: normal;
      }
      & > tbody {
        display: table-row-group;
      }
      & tr,
      & > tbody > tr {
        display: table-row;
        padding: 0;
        border: 0;
        border-bottom: 1px solid ${theme.colors.border.subtle};
        border-radius: 0;
      }
      & th,
      & > tbody > tr > td {
        display: table-cell;
        padding: ${theme.space[3]} ${theme.space[2]};
        text-align: left;
        vertical-align: middle;
      }
      /* Short labels (names, dates, status chips, buttons) stay on one line; a cell of free text
         says it may wrap (data-wrap). */
      & > tbody > tr > td {
        white-space: nowrap;
      }
      & > tbody > tr > td[data-wrap] {
        white-space: normal;
      }
      & [data-card-label] {
        display: none;
      }
    }
  `;
};

export interface ResponsiveTableProps {
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  /** The table's name, when no heading on the page names it (kept for screen readers only). */
  caption?: ReactNode;
  /** The heading that names the table. */
  'aria-labelledby'?: string;
  size?: ResponsiveTableSize;
  /** The table's own additions (a row's grid areas, a column's look); they win over the frame's. */
  className?: string;
  /** `ResponsiveTableRow`s. */
  children: ReactNode;
}

/**
 * A list that is a table where it has the width for one and a card per row where it has not (a
 * phone, a narrow desk). The caller lays out its cells with `css` on the table, addressing them
 * as `td[data-column='…']` (which wins over the frame's rules). In the table look a cell keeps to
 * one line unless it has `data-wrap` (free text); a table wider than the list scrolls sideways.
 */
export function ResponsiveTable({
  columns,
  caption,
  'aria-labelledby': labelledBy,
  size = 'M',
  className,
  children,
}: ResponsiveTableProps) {
  return (
    <div css={containerStyle}>
      <table
        role="table"
        aria-labelledby={labelledBy}
        css={(theme) => tableStyle(theme, size)}
        className={className}
      >
        {caption && <caption css={visuallyHiddenStyle}>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, index) => (
              <th key={index} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** One record: a card, or a row of the table. */
export function ResponsiveTableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" {...props} />;
}

export function ResponsiveTableCell(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td role="cell" {...props} />;
}

/**
 * The column's name before a value while the row is a card; the table's header says it
 * otherwise. Hidden from screen readers, which have the header row in both looks.
 */
export function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" data-card-label="">
      {children}
    </span>
  );
}
