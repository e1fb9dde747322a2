import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveToggle } from '../save-toggle';
import { renderWithTheme } from './render-with-theme';

describe('SaveToggle', () => {
  it('is a toggle button named by its label whatever its state, reporting the next state', async () => {
    const onPressedChange = jest.fn();
    const { rerender } = renderWithTheme(
      <SaveToggle pressed={false} onPressedChange={onPressedChange} label="気になる" />,
    );
    const button = screen.getByRole('button', { name: '気になる', pressed: false });
    await userEvent.click(button);
    expect(onPressedChange).toHaveBeenCalledWith(true);

    rerender(<SaveToggle pressed onPressedChange={onPressedChange} label="気になる" />);
    await userEvent.click(screen.getByRole('button', { name: '気になる', pressed: true }));
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows its label as text in the labelled variant; keyboard presses work', async () => {
    const onPressedChange = jest.fn();
    renderWithTheme(
      <SaveToggle
        pressed={false}
        onPressedChange={onPressedChange}
        label="気になる"
        variant="labelled"
      />,
    );
    expect(screen.getByText('気になる')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPressedChange).toHaveBeenCalledWith(true);
  });
});
