import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Chip } from '../chip';
import { renderWithTheme } from './render-with-theme';

describe('Chip', () => {
  it('is plain text without onClick', () => {
    renderWithTheme(<Chip variant="muted">リモート可</Chip>);
    expect(screen.getByText('リモート可')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a toggle button with aria-pressed when onClick is given', async () => {
    function FilterChip() {
      const [selected, setSelected] = useState(false);
      return (
        <Chip selected={selected} onClick={() => setSelected((value) => !value)}>
          React
        </Chip>
      );
    }
    const { user } = renderWithTheme(<FilterChip />);
    const chip = screen.getByRole('button', { name: 'React' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps its icon out of the accessible name', () => {
    renderWithTheme(
      <Chip icon={<svg data-testid="icon" />} onClick={() => {}}>
        東京都
      </Chip>,
    );
    expect(screen.getByRole('button', { name: '東京都' })).toBeInTheDocument();
  });

  it('can be disabled when selectable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Chip onClick={onClick} disabled>
        Go
      </Chip>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['XS', 'S', 'M'] as const)('renders size %s', (size) => {
    renderWithTheme(<Chip size={size}>新着</Chip>);
    expect(screen.getByText('新着')).toBeInTheDocument();
  });
});
