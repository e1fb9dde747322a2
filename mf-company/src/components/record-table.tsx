import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { AS_TABLE, ResponsiveTable, type ResponsiveTableSize } from './responsive-table';

export interface RecordTableColumn {
  /** The `data-column` of its cells; `name` and `status` lead the card. */
  key: string;
  label: string;
  /**
   * Free text (a job title): in the table look it keeps about 20 characters on one line and wraps
   * after them. Every other column keeps to one line (a name, a date, a count, a status chip).
   */
  text?: boolean;
  /**
   * Parts that may go on lines of their own, each kept whole (a date range: wraps at its spaces,
   * never inside a date, and is wide enough for a date, its time and the 〜 on one line).
   */
  wrapAtSpaces?: boolean;
  /** Kept on one line in the table look: every column not `text` or `wrapAtSpaces` is. */
  noWrap?: boolean;
}

/** How much of a `text` column stays on one line before it wraps. */
const TEXT_COLUMN_MIN_WIDTH = '20em';
/** A `wrapAtSpaces` column's line: `yyyy年MM月dd日 HH:mm 〜`. */
const WRAP_AT_SPACES_MIN_WIDTH = '13.5em';

// Each card: the record's name and its status on the first line, every other column below, one a
// line; a table row with a ruled header from the table's width on. The whole row (card) opens the
// record: its `RowLink` covers it.
const recordTableStyle = (theme: Theme, columns: readonly RecordTableColumn[]) => {
  const keys = columns.map((column) => column.key);
  const below = keys.filter((key) => key !== 'name' && key !== 'status');
  const text = columns.filter((column) => column.text);
  const wrapAtSpaces = columns.filter((column) => column.wrapAtSpaces);
  return css`
    & th {
      padding: ${theme.space[2]};
      border-bottom: 2px solid ${theme.colors.border.subtle};
    }
    & > tbody > tr {
      position: relative;
      grid-template-areas: 'name status' ${below.map((key) => `'${key} ${key}'`).join(' ')};

      &:hover {
        background: ${theme.colors.surface.sunken};
      }
    }
    & td[data-column] {
      color: ${theme.colors.text.secondary};
    }
    ${keys.map((key) => `& td[data-column='${key}'] { grid-area: ${key}; }`).join('\n')}
    & td[data-column='name'] {
      color: ${theme.colors.text.primary};
      font-size: ${theme.typography.fontSize.m};
      font-weight: ${theme.typography.fontWeight.bold};
    }
    & td[data-column='status'] {
      align-self: start;
      justify-self: end;
    }

    /* Free text keeps a readable width in the table look, then wraps; the rest keeps to one line. */
    ${AS_TABLE} {
      ${text
        .map(
          (column) =>
            `& td[data-column='${column.key}'] { min-width: ${TEXT_COLUMN_MIN_WIDTH}; white-space: normal; }`,
        )
        .join('\n')}
      ${wrapAtSpaces
        .map(
          (column) =>
            `& td[data-column='${column.key}'] { min-width: ${WRAP_AT_SPACES_MIN_WIDTH}; white-space: normal; word-break: keep-all; overflow-wrap: normal; }`,
        )
        .join('\n')}
    }
  `;
};

// The link is still the one thing to focus; its ::after covers the row.
const rowLinkStyle = (theme: Theme) => css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.l};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

export interface RecordTableProps {
  columns: readonly RecordTableColumn[];
  caption?: ReactNode;
  'aria-labelledby'?: string;
  size?: ResponsiveTableSize;
  /** The table's own additions; they win over these. */
  className?: string;
  /** `ResponsiveTableRow`s of `ResponsiveTableCell`s with the columns' keys as `data-column`. */
  children: ReactNode;
}

/**
 * The company site's lists of records (postings, applicants, applications): a `ResponsiveTable`
 * whose cards lead with the name (a `RowLink` to the record) and the status chip.
 */
export function RecordTable({ columns, className, children, ...table }: RecordTableProps) {
  return (
    <ResponsiveTable
      {...table}
      columns={columns.map((column) => column.label)}
      css={(theme) => recordTableStyle(theme, columns)}
      className={className}
    >
      {children}
    </ResponsiveTable>
  );
}

/** The record's name as the link that opens it; the whole row (card) answers the pointer. */
export function RowLink(props: LinkProps) {
  return <Link css={rowLinkStyle} {...props} />;
}
