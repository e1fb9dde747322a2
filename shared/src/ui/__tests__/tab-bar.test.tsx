import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TabBar, type TabBarItem } from '../tab-bar';
import { renderWithTheme } from './render-with-theme';

const tabs: TabBarItem[] = [
  { key: 'companyInformation', label: '企業情報', to: '/organization/o1' },
  { key: 'jobOpenings', label: '募集中の求人（3）', to: '/organization/o1/positions' },
  { key: 'reviews', label: 'クチコミ', to: '/organization/o1/reviews' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderTabs(selected: string, items = tabs) {
  return renderWithTheme(
    <MemoryRouter initialEntries={['/organization/o1']}>
      <TabBar label="企業ページのタブ" tabs={items} selected={selected}>
        <p>パネルの中身</p>
      </TabBar>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TabBar', () => {
  it('is a named tab list whose selected tab is disabled and not a link', () => {
    renderTabs('companyInformation');
    const list = screen.getByRole('tablist', { name: '企業ページのタブ' });
    expect(list).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('企業情報');
    expect(selected).toHaveAttribute('aria-disabled', 'true');
    expect(selected).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const other = screen.getByRole('tab', { name: '募集中の求人（3）' });
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('href', '/organization/o1/positions');
    expect(other).not.toHaveAttribute('aria-disabled');
  });

  it('labels its panel with the selected tab', () => {
    renderTabs('jobOpenings');
    const panel = screen.getByRole('tabpanel', { name: '募集中の求人（3）' });
    expect(panel).toHaveTextContent('パネルの中身');
    expect(screen.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', panel.id);
  });

  it('is one tab stop; arrows, Home and End move between tabs and Enter follows one', async () => {
    const { user } = renderTabs('companyInformation');
    await user.tab();
    expect(screen.getByRole('tab', { name: '企業情報' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '募集中の求人（3）' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'クチコミ' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '企業情報' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'クチコミ' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/organization/o1/positions');
  });

  it('shows a single tab selected and disabled', () => {
    renderTabs('applied', [{ key: 'applied', label: '応募済み', to: '/job-applications' }]);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: '応募済み', selected: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
