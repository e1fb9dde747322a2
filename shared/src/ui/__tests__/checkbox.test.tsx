import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Checkbox } from '../checkbox';
import { renderWithTheme } from './render-with-theme';

describe('Checkbox', () => {
  it('is unchecked by default and labelled', () => {
    renderWithTheme(<Checkbox label="リモート可" />);
    const box = screen.getByRole('checkbox', { name: 'リモート可' });
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('shows the checked state', () => {
    renderWithTheme(<Checkbox label="リモート可" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'リモート可' })).toBeChecked();
  });

  it('sets the DOM indeterminate property and clears it again', () => {
    const { rerender } = renderWithTheme(
      <Checkbox label="バックエンド" indeterminate checked={false} onChange={() => {}} />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'バックエンド' });
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
    // It is a property only; an attribute would do nothing.
    expect(box).not.toHaveAttribute('indeterminate');

    rerender(<Checkbox label="バックエンド" indeterminate={false} checked onChange={() => {}} />);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
  });

  it('stays indeterminate after a click while the parent keeps it so', async () => {
    function GroupCheckbox() {
      const [clicks, setClicks] = useState(0);
      // A group with some items checked: the parent decides, a click only reports intent.
      return (
        <Checkbox
          label={`バックエンド ${clicks}`}
          indeterminate
          checked={false}
          onChange={() => setClicks((n) => n + 1)}
        />
      );
    }
    const { user } = renderWithTheme(<GroupCheckbox />);
    await user.click(screen.getByRole('checkbox'));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'バックエンド 1' });
    expect(box.indeterminate).toBe(true);
  });

  it('toggles with the keyboard (Space)', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="同意する"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
        />
      );
    }
    const { user } = renderWithTheme(<Controlled />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: '同意する' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('toggles by clicking its label text', async () => {
    const { user } = renderWithTheme(<Checkbox label="同意する" />);
    await user.click(screen.getByText('同意する'));
    expect(screen.getByRole('checkbox', { name: '同意する' })).toBeChecked();
  });

  it('accepts a label with a link, and clicking the link does not toggle', () => {
    renderWithTheme(
      <Checkbox
        label={
          <>
            <a href="#terms">利用規約</a>に同意する
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: /利用規約\s*に同意する/ });
    // fireEvent, not user-event: user-event forwards every click inside a label to the
    // control, while browsers (and jsdom) skip interactive content such as links.
    fireEvent.click(screen.getByRole('link', { name: '利用規約' }));
    expect(box).not.toBeChecked();
  });

  it('links its error and marks itself invalid', () => {
    renderWithTheme(<Checkbox label="同意する" error="同意が必要です" />);
    const box = screen.getByRole('checkbox', { name: '同意する' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('同意が必要です');
  });

  it('forwards its ref (react-hook-form register)', () => {
    const ref = jest.fn();
    renderWithTheme(<Checkbox label="同意する" name="agree" ref={ref} />);
    expect(ref).toHaveBeenCalledWith(screen.getByRole('checkbox', { name: '同意する' }));
  });

  it('can be disabled', () => {
    renderWithTheme(<Checkbox label="東京都" disabled />);
    expect(screen.getByRole('checkbox', { name: '東京都' })).toBeDisabled();
  });
});
