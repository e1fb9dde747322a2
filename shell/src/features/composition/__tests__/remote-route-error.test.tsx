import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ensureI18n, notFound, registerNamespace, ThemeProvider } from '@jobmatch/shared';
import { shellJa } from '../../../app/i18n/ja';
import { SHELL_NAMESPACE } from '../../../lib/use-shell-translation';
import { RemoteRouteError } from '../remote-route-error';
import {
  AUTOMATIC_RELOAD_WINDOW_MS,
  createRemoteReloads,
  RemoteReloadsProvider,
  type RemoteReloads,
} from '../remote-reloads';

const chunkMissing = async (): Promise<never> => {
  throw Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });
};

let time = 0;
let loader: { reset: jest.Mock };
let rebuildRouter: jest.Mock;
let reloads: RemoteReloads;

/** One router, as ShellRouter builds one per generation; the reloads outlive it. */
function renderRouteFailing(lazy: () => Promise<never>, { strict = false } = {}) {
  ensureI18n();
  registerNamespace(SHELL_NAMESPACE, shellJa);
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        HydrateFallback: () => null,
        lazy,
        errorElement: (
          <RemoteRouteError remoteName="mf_auth" otherwise={<p>the content error page</p>} />
        ),
      },
      { path: '/', element: <p>top</p> },
    ],
    { initialEntries: ['/page'] },
  );
  const ui = (
    <ThemeProvider>
      <RemoteReloadsProvider value={reloads}>
        <RouterProvider router={router} />
      </RemoteReloadsProvider>
    </ThemeProvider>
  );
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui);
}

/** The first failure: an automatic reload, after which ShellRouter would render a new router. */
async function failOnceAndReload() {
  const { unmount } = renderRouteFailing(chunkMissing);
  await screen.findByText('画面を読み込んでいます');
  unmount();
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  time = 1_000_000;
  loader = { reset: jest.fn() };
  rebuildRouter = jest.fn();
  reloads = createRemoteReloads({ loader, rebuildRouter, now: () => time });
});

describe('RemoteRouteError', () => {
  it('reloads the remote in place, once, when its chunk did not arrive', async () => {
    renderRouteFailing(chunkMissing);
    expect(await screen.findByText('画面を読み込んでいます')).toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('mf_auth');
    expect(rebuildRouter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads once under StrictMode, which runs effects twice', async () => {
    renderRouteFailing(chunkMissing, { strict: true });
    expect(await screen.findByText('画面を読み込んでいます')).toBeInTheDocument();
    expect(rebuildRouter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the load-failure fallback when the chunk fails again soon after; retry reloads the remote', async () => {
    await failOnceAndReload();
    expect(rebuildRouter).toHaveBeenCalledTimes(1);

    // the rebuilt router, and the chunk still does not arrive
    time += AUTOMATIC_RELOAD_WINDOW_MS - 1;
    renderRouteFailing(chunkMissing);
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveAttribute('data-remote-failure', 'unavailable');
    expect(screen.getByRole('heading', { name: 'この画面を表示できません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    expect(rebuildRouter).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(loader.reset).toHaveBeenCalledTimes(2);
    expect(rebuildRouter).toHaveBeenCalledTimes(2);
  });

  it('reloads automatically again once the window has passed', async () => {
    await failOnceAndReload();
    time += AUTOMATIC_RELOAD_WINDOW_MS;
    renderRouteFailing(chunkMissing);
    expect(await screen.findByText('画面を読み込んでいます')).toBeInTheDocument();
    expect(rebuildRouter).toHaveBeenCalledTimes(2);
  });

  it('hands an error of code that ran to the content error page', async () => {
    renderRouteFailing(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    });
    expect(await screen.findByText('the content error page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'もう一度試す' })).not.toBeInTheDocument();
    expect(rebuildRouter).not.toHaveBeenCalled();
  });

  it('hands a 404 to the content error page too', async () => {
    renderRouteFailing(async () => notFound());
    expect(await screen.findByText('the content error page')).toBeInTheDocument();
    expect(rebuildRouter).not.toHaveBeenCalled();
  });
});
