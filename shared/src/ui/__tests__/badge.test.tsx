import { screen } from '@testing-library/react';
import { Badge, formatBadgeCount } from '../badge';
import { renderWithTheme } from './render-with-theme';

describe('Badge', () => {
  it('shows the count with its accessible label', () => {
    renderWithTheme(<Badge count={5} aria-label="未読 5件" />);
    expect(screen.getByRole('img', { name: '未読 5件' })).toHaveTextContent('5');
  });

  it('shows counts up to the default max of 100 as is', () => {
    renderWithTheme(<Badge count={100} />);
    expect(screen.getByText('100')).toBeInTheDocument();
  });

  it("caps above the default max as '100+'", () => {
    renderWithTheme(<Badge count={101} />);
    expect(screen.getByText('100+')).toBeInTheDocument();
  });

  it('caps at a custom max and suffix', () => {
    renderWithTheme(
      <>
        <Badge count={10} max={9} aria-label="通知" />
        <Badge count={150} max={99} overflowSuffix="..." aria-label="未読" />
      </>,
    );
    expect(screen.getByRole('img', { name: '通知' })).toHaveTextContent('9+');
    expect(screen.getByRole('img', { name: '未読' })).toHaveTextContent('99...');
  });

  it.each([0, -1, Number.NaN])('renders nothing for %p', (count) => {
    const { container } = renderWithTheme(<Badge count={count} aria-label="未読" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('formats counts without rendering', () => {
    expect(formatBadgeCount(3)).toBe('3');
    expect(formatBadgeCount(2.7)).toBe('2');
    expect(formatBadgeCount(1000)).toBe('100+');
    expect(formatBadgeCount(0)).toBe('');
  });
});
