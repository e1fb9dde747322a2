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
