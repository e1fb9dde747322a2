import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '../../theme';
import { Button } from '../button';
import { renderWithTheme } from './render-with-theme';

describe('Button', () => {
  it('renders a native button that does not submit forms by default', () => {
    renderWithTheme(<Button>保存</Button>);
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('type', 'button');
  });

  it.each(['XS', 'S', 'M'] as const)('renders size %s', (size) => {
    renderWithTheme(<Button size={size}>送信</Button>);
    expect(screen.getByRole('button', { name: '送信' })).toHaveAttribute('data-size', size);
  });

  it('gives size M the 44px minimum touch target', () => {
    renderWithTheme(<Button size="M">送信</Button>);
    expect(screen.getByRole('button')).toHaveStyle({ minHeight: '44px' });
  });

  it('calls onClick on click, Enter and Space', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>応募する</Button>);
    const button = screen.getByRole('button', { name: '応募する' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is busy, disabled and keeps its accessible name', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        ログイン
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ログイン' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    renderWithTheme(<Button>ログイン</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('does not fire onClick when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button disabled onClick={onClick}>
        削除
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '削除' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '削除' })).toBeDisabled();
  });

  it('submits its form when type="submit"', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">送信</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>OK</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('from the server it is enabled, and hydration keeps the same element', async () => {
    const container = document.createElement('form');
    const page = (
      <ThemeProvider>
        <Button type="submit">ログイン</Button>
      </ThemeProvider>
    );
    container.innerHTML = renderToString(page);
    const fromServer = container.querySelector('button')!;
    // a press before the page runs is held by the first HTML's start-on-intent script
    expect(fromServer).toBeEnabled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.querySelector('button')).toBe(fromServer);
    expect(fromServer).toBeEnabled();
  });

  it('drawn by the page alone it is enabled at once', () => {
    renderWithTheme(<Button>送信</Button>);
    expect(screen.getByRole('button')).toBeEnabled();
  });
});
