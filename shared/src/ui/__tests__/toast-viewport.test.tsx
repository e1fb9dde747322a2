import { screen, within } from '@testing-library/react';
import { ToastViewport, type ToastViewportItem } from '../toast-viewport';
import { renderWithTheme } from './render-with-theme';

const toasts: ToastViewportItem[] = [
  { id: '1', message: 'メールアドレスを変更しました', variant: 'success', state: 'visible' },
  { id: '2', message: '退会に失敗しました', variant: 'error', state: 'visible' },
  { id: '3', message: '保存しました', variant: 'info', state: 'leaving' },
];

describe('ToastViewport', () => {
  it('keeps both live regions mounted even when empty', () => {
    renderWithTheme(<ToastViewport toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces errors in the alert region and others politely', () => {
    renderWithTheme(<ToastViewport toasts={toasts} onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('メールアドレスを変更しました')).toBeInTheDocument();
    expect(within(status).getByText('保存しました')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('退会に失敗しました')).toBeInTheDocument();
  });

  it('marks leaving toasts for the fade-out', () => {
    renderWithTheme(<ToastViewport toasts={toasts} onDismiss={() => {}} />);
    const leaving = screen.getByText('保存しました').parentElement as HTMLElement;
    expect(leaving).toHaveAttribute('data-state', 'leaving');
    expect(leaving).toHaveStyle({ opacity: '0' });
  });

  it('dismisses a toast by id', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithTheme(
      <ToastViewport toasts={toasts.slice(0, 1)} onDismiss={onDismiss} dismissLabel="閉じる" />,
    );
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });

  it('treats a toast without variant as info', () => {
    renderWithTheme(
      <ToastViewport
        toasts={[{ id: 'x', message: 'お知らせ', state: 'visible' }]}
        onDismiss={() => {}}
      />,
    );
    expect(within(screen.getByRole('status')).getByText('お知らせ')).toBeInTheDocument();
  });
});
