import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ensureI18n, registerNamespace, ThemeProvider } from '@jobmatch/shared';
import { shellJa } from '../../../app/i18n/ja';
import { SHELL_NAMESPACE } from '../../../lib/use-shell-translation';
import { AppInitializationErrorPage } from '../app-initialization-error-page';

it('explains app_initialization_failed in Japanese and offers a reload', async () => {
  ensureI18n();
  registerNamespace(SHELL_NAMESPACE, shellJa);
  const onReload = jest.fn();
  render(
    <ThemeProvider>
      <AppInitializationErrorPage onReload={onReload} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'アプリを起動できませんでした' })).toBeInTheDocument();
  expect(screen.getByText('エラーコード: app_initialization_failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(onReload).toHaveBeenCalled();
});
