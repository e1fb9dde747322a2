import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { FormDialog } from '../form-dialog';

describe('FormDialog', () => {
  it('is one form: the submit button submits it, the other leaves', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClose = jest.fn();
    renderWithProviders(
      <FormDialog
        title="理由を伝える"
        onSubmit={onSubmit}
        submitLabel="送る"
        cancelLabel="やめる"
        busy={false}
        onClose={onClose}
      >
        <label>
          理由
          <input name="reason" />
        </label>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '理由を伝える' });
    await userEvent.type(screen.getByRole('textbox', { name: '理由' }), '都合{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '送る' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'やめる' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('cannot be left while its call runs', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <FormDialog
        title="送信中"
        onSubmit={jest.fn()}
        submitLabel="送る"
        cancelLabel="やめる"
        busy
        onClose={onClose}
      >
        <p>本文</p>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'やめる' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '閉じる' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
