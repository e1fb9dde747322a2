import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobmatch/shared/testing';
import { RecordTable, RowLink } from '../record-table';
import { ResponsiveTableCell, ResponsiveTableRow } from '../responsive-table';

/** The table-look rules emotion wrote for the table (jsdom lays nothing out). */
function tableLookRulesOf(element: Element): string {
  const classes = Array.from(element.classList, (name) => `.${name}`);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .filter((rule) => rule.startsWith('@container') && classes.some((name) => rule.includes(name)))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('RecordTable', () => {
  it('gives a free-text column about 20 characters on one line before it wraps, a range its parts; the rest keep to one line', () => {
    renderWithProviders(
      <RecordTable
        caption="応募者の一覧"
        columns={[
          { key: 'name', label: '応募者' },
          { key: 'posting', label: '求人', text: true },
          { key: 'date', label: '応募日' },
          { key: 'window', label: '掲載期間', wrapAtSpaces: true },
        ]}
      >
        <ResponsiveTableRow>
          <ResponsiveTableCell data-column="name">
            <RowLink to="/company/applicants/order-1">山田 太郎</RowLink>
          </ResponsiveTableCell>
          <ResponsiveTableCell data-column="posting">フロントエンドエンジニア</ResponsiveTableCell>
          <ResponsiveTableCell data-column="date">2026年11月29日</ResponsiveTableCell>
          <ResponsiveTableCell data-column="window">
            2026年12月05日 20:22 〜 2027年01月04日 20:22
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      </RecordTable>,
    );
    const rules = tableLookRulesOf(screen.getByRole('table', { name: '応募者の一覧' }));
    expect(rules).toMatch(/td\[data-column='posting'\]\{min-width:20em;white-space:normal;?\}/);
    // a date range wraps between its parts, never inside a date
    expect(rules).toMatch(
      /td\[data-column='window'\]\{min-width:13.5em;white-space:normal;word-break:keep-all;overflow-wrap:normal;?\}/,
    );
    expect(rules).not.toContain("td[data-column='date']{");
    expect(rules).not.toContain("td[data-column='name']{min-width");
  });
});
