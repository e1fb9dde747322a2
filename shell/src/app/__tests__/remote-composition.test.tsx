import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { createTestUser, setSessionForTests } from '@jobmatch/shared/testing';
import type { FederationRuntime } from '../../features/composition/remote-loader';
import { renderShell } from '../../testing/render-shell';

const authRemote = {
  name: 'mf_auth',
  entry: 'http://localhost:8081/mf-manifest.json',
  routes: ['/auth'],
};

function Boom(): never {
  throw new Error('remote bug');
}

const routes: RouteObject[] = [
  {
    path: '/auth/login',
    element: <h1>login page</h1>,
    handle: {
      name: 'auth.login',
      topBar: 'noMenu',
      footer: true,
      titleKey: 'login_title',
      access: 'public',
    },
  },
  {
    path: '/auth/reset-password-request',
    element: <h1>reset page</h1>,
    handle: {
      name: 'auth.reset-password-request',
      parent: 'auth.login',
      topBar: 'singleItem',
      footer: true,
      titleKey: 'reset_title',
      access: 'public',
    },
  },
  {
    path: '/auth/boom',
    element: <Boom />,
    handle: {
      name: 'auth.logout',
      topBar: 'standard',
      footer: false,
      titleKey: 'login_title',
      access: 'public',
    },
  },
  {
    path: '/auth/private',
    element: <h1>private page</h1>,
    handle: {
      name: 'user.profile',
      topBar: 'standard',
      footer: false,
      titleKey: 'login_title',
      access: 'user',
    },
  },
];

const authModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: 'auth-test',
  resources: { login_title: 'ログイン', reset_title: 'パスワード再設定' },
  routes,
};

function fakeRuntime(
  ...answers: (() => Promise<unknown>)[]
): FederationRuntime & { loadRemote: jest.Mock } {
  const loadRemote = jest.fn();
  for (const answer of answers) loadRemote.mockImplementationOnce(answer);
  loadRemote.mockImplementation(async () => ({ default: authModule }));
  return { registerRemotes: jest.fn(), loadRemote };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('runtime composition', () => {
  it("discovers a remote's routes on the first visit and renders them in the layout", async () => {
    const runtime = fakeRuntime();
    renderShell({ url: '/auth/login', remotes: [authRemote], runtime });
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/routes');
    await waitFor(() => expect(document.title).toBe('ログイン | JobMatch'));
    expect(screen.getByRole('link', { name: 'JobMatch トップへ' })).toBeInTheDocument();
  });

  it('shows the fallback in the content area when the remote is down, and retry loads it', async () => {
    const runtime = fakeRuntime(async () => Promise.reject(new Error('Failed to fetch')));
    renderShell({ url: '/auth/login', remotes: [authRemote], runtime });
    expect(
      await screen.findByRole('heading', { name: 'この画面を表示できません' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/一時的に画面を読み込めませんでした/)).toBeInTheDocument();
    // the rest of the shell keeps working
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the time-out fallback when the remote does not answer in time', async () => {
    const runtime = fakeRuntime(() => new Promise(() => {}));
    renderShell({ url: '/auth/login', remotes: [authRemote], runtime, remoteTimeoutMs: 30 });
    expect(await screen.findByText(/読み込みに時間がかかっています/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度試す' })).toBeInTheDocument();
  });

  it('refuses a remote with another contract version', async () => {
    const runtime = fakeRuntime(async () => ({ default: { ...authModule, contractVersion: 999 } }));
    renderShell({ url: '/auth/login', remotes: [authRemote], runtime });
    expect(await screen.findByText(/この画面は現在ご利用いただけません/)).toBeInTheDocument();
  });

  it('gets the compatible release published since on retry, although the runtime had loaded the incompatible one', async () => {
    const runtime = fakeRuntime(async () => ({ default: { ...authModule, contractVersion: 999 } }));
    renderShell({ url: '/auth/login', remotes: [authRemote], runtime });
    expect(await screen.findByText(/この画面は現在ご利用いただけません/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    // forgotten by the MF runtime first, so it fetches the manifest and module again
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: authRemote.name, entry: authRemote.entry }],
      { force: true },
    );
  });

  it('keeps the shell up when a remote route throws while rendering, and shows the 500 page', async () => {
    renderShell({ url: '/auth/boom', remotes: [authRemote], runtime: fakeRuntime() });
    expect(
      await screen.findByRole('heading', { name: 'エラーが発生しました' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/予期しないエラーが発生しました/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    // a crash is not a load failure: retrying the same code would crash again
    expect(screen.queryByRole('button', { name: 'もう一度試す' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
    // the crashed page's title is not kept
    await waitFor(() => expect(document.title).toBe('エラーが発生しました | JobMatch'));
  });

  it('guards remote routes by their access rule', async () => {
    const { router } = renderShell({
      url: '/auth/private',
      remotes: [authRemote],
      runtime: fakeRuntime(),
    });
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?intendedUrl=%2Fauth%2Fprivate');
  });

  it('lets a logged-in user through the same guard', async () => {
    renderShell({
      url: '/auth/private',
      remotes: [authRemote],
      runtime: fakeRuntime(),
      user: createTestUser(),
    });
    expect(await screen.findByRole('heading', { name: 'private page' })).toBeInTheDocument();
  });

  it('checks the current page again when the session changes without a navigation', async () => {
    const { router, stopRevalidating } = renderShell({
      url: '/auth/private',
      remotes: [authRemote],
      runtime: fakeRuntime(),
      user: createTestUser(),
    });
    expect(await screen.findByRole('heading', { name: 'private page' })).toBeInTheDocument();
    act(() => setSessionForTests({ user: null }));
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?intendedUrl=%2Fauth%2Fprivate');
    stopRevalidating();
  });

  it('shows 404 for a path no remote and no shell route claims, and for unknown paths of a loaded remote', async () => {
    const { router } = renderShell({
      url: '/nowhere',
      remotes: [authRemote],
      runtime: fakeRuntime(),
    });
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
    await act(() => router.navigate('/auth/unknown'));
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
  });

  it('replaces / with /home', async () => {
    const { router } = renderShell({ url: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
