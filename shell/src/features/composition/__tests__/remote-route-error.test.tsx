import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ensureI18n, notFound, registerNamespace, ThemeProvider } from '@jobmatch/shared';
import { shellJa } from '../../../app/i18n/ja';
import { SHELL_NAMESPACE } from '../../../lib/use-shell-translation';
import { RemoteRouteError } from '../remote-route-error';

function renderRouteFailing(lazy: () => Promise<never>, onReload = jest.fn()) {
  ensureI18n();
  registerNamespace(SHELL_NAMESPACE, shellJa);
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        HydrateFallback: () => null,
        lazy,
        errorElement: (
          <RemoteRouteError otherwise={<p>the content error page</p>} onReload={onReload} />
        ),
      },
      { path: '/', element: <p>top</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { onReload };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRouteError', () => {
  it('shows the load-failure fallback for a chunk that did not arrive; retry reloads the page', async () => {
    const { onReload } = renderRouteFailing(async () => {
      throw Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });
    });
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveAttribute('data-remote-failure', 'unavailable');
    expect(screen.getByRole('heading', { name: 'この画面を表示できません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('hands an error of code that ran to the content error page', async () => {
    renderRouteFailing(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    });
    expect(await screen.findByText('the content error page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'もう一度試す' })).not.toBeInTheDocument();
  });

  it('hands a 404 to the content error page too', async () => {
    renderRouteFailing(async () => notFound());
    expect(await screen.findByText('the content error page')).toBeInTheDocument();
  });
});
