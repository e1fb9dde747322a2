import { screen } from '@testing-library/react';
import { Disclosure } from '../disclosure';
import { renderWithTheme } from './render-with-theme';

describe('Disclosure', () => {
  it('is a heading button that shows and hides a labelled region', async () => {
    const { user } = renderWithTheme(
      <Disclosure title="勤務地" summary="2件選択中" headingLevel={2}>
        <p>東京都</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: '勤務地 2件選択中' });
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('東京都')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /勤務地/ })).toHaveTextContent('東京都');
    await user.click(button);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('can start open', () => {
    renderWithTheme(
      <Disclosure title="よくある質問" defaultOpen>
        <p>答え</p>
      </Disclosure>,
    );
    expect(screen.getByRole('region', { name: 'よくある質問' })).toHaveTextContent('答え');
  });
});
