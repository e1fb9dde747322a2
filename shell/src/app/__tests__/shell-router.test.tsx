import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ensureI18n, registerNamespace, ThemeProvider } from '@jobmatch/shared';
import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { setSessionForTests } from '@jobmatch/shared/testing';
import {
  createRemoteLoader,
  type FederationRuntime,
} from '../../features/composition/remote-loader';
import { SHELL_NAMESPACE } from '../../lib/use-shell-translation';
import { shellJa } from '../i18n/ja';
import { ShellRouter } from '../shell-router';

const authRemote = {
  name: 'mf_auth',
  entry: 'http://localhost:8081/mf-manifest.json',
  routes: ['/auth'],
};

const handle = { name: 'auth.logout', topBar: 'standard', footer: false, access: 'public' };

/** A release of mf_auth whose /auth/page either renders or has lost its chunk (pruned). */
function release(page: 'renders' | 'chunk missing', label = 'new release'): RemoteRoutesModule {
  const route: RouteObject =
    page === 'renders'
      ? { path: '/auth/page', element: <h1>{label}</h1>, handle }
      : {
          path: '/auth/page',
          // as defineRemoteRoutes gives every remote route
          HydrateFallback: () => null,
          lazy: async () => {
            throw Object.assign(
              new Error('Loading chunk 512 failed.\n(error: http://localhost:8081/512.js)'),
              { name: 'ChunkLoadError' },
            );
          },
          handle,
        };
  return {
    contractVersion: SHELL_CONTRACT_VERSION,
    namespace: 'auth-test',
    resources: {},
    routes: [route],
  };
}

function renderShellRouter(...releases: RemoteRoutesModule[]) {
  ensureI18n();
  registerNamespace(SHELL_NAMESPACE, shellJa);
  setSessionForTests({ user: null });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/auth/page');
  const loadRemote = jest.fn();
  for (const routesModule of releases)
    loadRemote.mockImplementationOnce(async () => ({ default: routesModule }));
  const last = releases[releases.length - 1];
  loadRemote.mockImplementation(async () => ({ default: last }));
  const runtime: FederationRuntime & { loadRemote: jest.Mock; registerRemotes: jest.Mock } = {
    registerRemotes: jest.fn(),
    loadRemote,
  };
  const loader = createRemoteLoader({ runtime, chunkScope: {} });
  loader.register([authRemote]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <ShellRouter remotes={[authRemote]} loader={loader} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return runtime;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('ShellRouter, a remote deployed while the page is open', () => {
  it('reloads the remote in place when a chunk of its old release is gone, and shows the new release', async () => {
    const runtime = renderShellRouter(release('chunk missing'), release('renders'));
    expect(await screen.findByRole('heading', { name: 'new release' })).toBeInTheDocument();
    // the router was built again and discovered the remote's routes again, at the same URL
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: authRemote.name, entry: authRemote.entry }],
      { force: true },
    );
    expect(window.location.pathname).toBe('/auth/page');
  });

  it('shows the fallback, not a reload loop, when the chunk is still missing after the reload; retry reloads again', async () => {
    const runtime = renderShellRouter(release('chunk missing'));
    expect(
      await screen.findByRole('heading', { name: 'この画面を表示できません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'この画面を表示できません' })).toHaveAttribute(
      'data-remote-failure',
      'unavailable',
    );
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'エラーが発生しました' })).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);

    runtime.loadRemote.mockImplementation(async () => ({ default: release('renders', 'fixed') }));
    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(await screen.findByRole('heading', { name: 'fixed' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });
});
