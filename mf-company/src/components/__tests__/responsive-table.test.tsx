import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@jobmatch/shared/testing';
import {
  CardLabel,
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../responsive-table';

function People({ caption, labelledBy }: { caption?: string; labelledBy?: string }) {
  return (
    <>
      <h2 id="people-heading">メンバー</h2>
      <ResponsiveTable columns={['名前', '権限']} caption={caption} aria-labelledby={labelledBy}>
        <ResponsiveTableRow>
          <ResponsiveTableCell data-column="name">鈴木 一郎</ResponsiveTableCell>
          <ResponsiveTableCell data-column="role">
            <CardLabel>権限</CardLabel>
            メンバー
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      </ResponsiveTable>
    </>
  );
}

describe('ResponsiveTable', () => {
  it('keeps table semantics: a header row naming the columns, then a row per record', () => {
    renderWithProviders(<People labelledBy="people-heading" />);
    const table = screen.getByRole('table', { name: 'メンバー' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['名前', '権限']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['鈴木 一郎', '権限メンバー']);
  });

  it('can be named by a caption kept for screen readers', () => {
    renderWithProviders(<People caption="メンバーの一覧" />);
    expect(screen.getByRole('table', { name: 'メンバーの一覧' })).toBeInTheDocument();
  });

  it('hides the cards’ own labels from screen readers, which have the header row', () => {
    renderWithProviders(<People />);
    expect(screen.getByText('権限', { selector: 'td span' })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

/** The style rules emotion wrote for an element's classes, at-rules whole (jsdom lays nothing out). */
function rulesOf(element: Element): string {
  const classes = Array.from(element.classList, (name) => `.${name}`);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .filter((rule) => classes.some((name) => rule.includes(name)))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('ResponsiveTable in the table look', () => {
  it('keeps short labels on one line, lets a free-text cell wrap, and scrolls sideways rather than wrap', () => {
    renderWithProviders(<People caption="メンバーの一覧" />);
    const table = screen.getByRole('table', { name: 'メンバーの一覧' });
    const tableLook = rulesOf(table).slice(rulesOf(table).indexOf('@container(min-width:600px)'));
    expect(tableLook).toMatch(/>tbody>tr>td\{white-space:nowrap;?\}/);
    expect(tableLook).toMatch(/>tbody>tr>td\[data-wrap\]\{white-space:normal;?\}/);
    expect(rulesOf(table.parentElement!)).toContain('overflow-x:auto');
  });
});
