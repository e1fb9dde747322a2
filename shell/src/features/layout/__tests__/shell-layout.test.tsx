import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { DESK_WIDTH_PROPERTY, notFound } from '@jobmatch/shared';
import { usePageTitle } from '@jobmatch/shared/page-title';
import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { createTestUser } from '@jobmatch/shared/testing';
import type { FederationRuntime } from '../../composition/remote-loader';
import { renderShell } from '../../../testing/render-shell';

const remote = {
  name: 'mf_test',
  entry: 'http://localhost:8082/mf-manifest.json',
  routes: ['/positions', '/auth'],
};

/** A remote's page that titles itself once its data is there (docs/shell.md#page-titles). */
function SelfTitledPage() {
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);
  return (
    <button type="button" onClick={() => setTitle('バックエンドエンジニア')}>
      load
    </button>
  );
}

const routes: RouteObject[] = [
  {
    path: '/positions',
    element: <p>list</p>,
    handle: {
      name: 'positions.list',
      topBar: 'standard',
      footer: true,
      titleKey: 'list_title',
      access: 'public',
    },
  },
  {
    path: '/positions/filter',
    element: <p>filter</p>,
    handle: {
      name: 'positions.filter',
      parent: 'positions.list',
      topBar: 'singleItem',
      footer: false,
      topBarBorder: false,
      titleKey: 'filter_title',
      access: 'public',
    },
  },
  {
    path: '/positions/compare',
    element: <SelfTitledPage />,
    handle: {
      name: 'positions.compare',
      parent: 'positions.list',
      topBar: 'singleItem',
      footer: true,
      titleKey: 'compare_title',
      access: 'public',
    },
  },
  {
    path: '/positions/:productId',
    // a posting that does not exist, or no longer shows (docs/positions.md#visibility-window)
    loader: () => notFound(),
    element: <p>posting</p>,
    handle: {
      name: 'positions.show',
      parent: 'positions.list',
      topBar: 'standard',
      footer: true,
      titleKey: 'show_title',
      access: 'public',
    },
  },
  {
    // a desk page: it adds the desktop modes (docs/shell.md#screen-modes)
    path: '/positions/desk',
    element: <p>desk</p>,
    handle: {
      name: 'company.applicants',
      topBar: 'standard',
      footer: true,
      titleKey: 'list_title',
      access: 'public',
      screenModes: ['mobile', 'desktop', 'bigDesktop'],
    },
  },
  {
    path: '/auth/login',
    element: <p>login</p>,
    handle: {
      name: 'auth.login',
      topBar: 'noMenu',
      footer: true,
      titleKey: 'untitled',
      access: 'public',
    },
  },
];

const testModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: 'layout-test',
  resources: {
    list_title: '求人一覧',
    filter_title: '絞り込み',
    show_title: '求人詳細',
    compare_title: '求人',
  },
  routes,
};

const runtime: FederationRuntime = {
  registerRemotes: () => undefined,
  loadRemote: async <T,>() => ({ default: testModule }) as T,
};

function renderAt(url: string, loggedIn = false) {
  return renderShell({
    url,
    remotes: [remote],
    runtime,
    user: loggedIn ? createTestUser({ name: '山田 太郎' }) : null,
  });
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'パンくずリスト' });

describe('top bar', () => {
  it('offers login and free registration to guests, coming back to the page they are on', async () => {
    renderAt('/positions?skills=go&search=Go');
    await screen.findByText('list');
    const intendedUrl = encodeURIComponent('/positions?skills=go&search=Go');
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      `/auth/login?intendedUrl=${intendedUrl}`,
    );
    expect(screen.getByRole('link', { name: '無料登録' })).toHaveAttribute(
      'href',
      `/auth/sign-up?intendedUrl=${intendedUrl}`,
    );
    expect(screen.queryByRole('link', { name: 'メッセージ' })).not.toBeInTheDocument();
  });

  it('follows the guest: after a navigation the buttons carry the new page', async () => {
    const { router } = renderAt('/positions');
    await screen.findByText('list');
    await act(() => router.navigate('/nowhere'));
    await screen.findByRole('heading', { name: 'ページが見つかりません' });
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/auth/login?intendedUrl=%2Fnowhere',
    );
  });

  it('shows the chat and account icons to logged-in users', async () => {
    renderAt('/positions', true);
    await screen.findByText('list');
    const chatLink = screen.getByRole('link', { name: 'メッセージ' });
    expect(chatLink).toHaveAttribute('href', '/messages/topics');
    // no unread messages: no badge
    expect(chatLink).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'アカウントメニュー' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: '無料登録' })).not.toBeInTheDocument();
  });

  it("badges the chat icon with the signed-in side's unread total, in its name too", async () => {
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      user: createTestUser(),
      unreadCount: 3,
    });
    const link = await screen.findByRole('link', { name: 'メッセージ（未読3件）' });
    expect(link).toHaveAttribute('href', '/messages/topics');
    expect(link).toHaveTextContent('3');
  });

  it('caps the badge at 100+ and names what it shows (label in name)', async () => {
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      user: createTestUser(),
      unreadCount: 150,
    });
    const link = await screen.findByRole('link', { name: 'メッセージ（未読100+件）' });
    expect(link).toHaveTextContent('100+');
  });

  it('gives company members the chat icon to their inbox, with their organization total', async () => {
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      user: createTestUser({ id: 'member-1', typeId: '010' }),
      unreadCount: 2,
    });
    expect(await screen.findByRole('link', { name: 'メッセージ（未読2件）' })).toHaveAttribute(
      'href',
      '/company/messages/topics',
    );
  });

  it('single-item bars link back to the parent route, keeping the query, with the title', async () => {
    renderAt('/positions/filter?skills=go');
    await screen.findByText('filter');
    expect(screen.getByRole('link', { name: '求人一覧に戻る' })).toHaveAttribute(
      'href',
      '/positions?skills=go',
    );
    expect(screen.getByRole('heading', { level: 1, name: '絞り込み' })).toBeInTheDocument();
  });

  it('noMenu bars show the logo only', async () => {
    renderAt('/auth/login');
    await screen.findByText('login');
    expect(screen.getByRole('link', { name: 'JobMatch トップへ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'メニューを開く' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
  });
});

describe('page title', () => {
  it('is "{page} | {appName}"', async () => {
    renderAt('/positions');
    await waitFor(() => expect(document.title).toBe('求人一覧 | JobMatch'));
  });

  it('is the title a page gave itself while it is mounted, in the top bar and the breadcrumb too', async () => {
    const { router } = renderAt('/positions/compare');
    const load = await screen.findByRole('button', { name: 'load' });
    // until its data is there, the handle's title
    expect(screen.getByRole('heading', { level: 1, name: '求人' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('求人 | JobMatch'));

    await userEvent.click(load);
    expect(
      screen.getByRole('heading', { level: 1, name: 'バックエンドエンジニア' }),
    ).toBeInTheDocument();
    expect(within(breadcrumb()).getByText('バックエンドエンジニア')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('バックエンドエンジニア | JobMatch'));

    await act(() => router.navigate('/positions/filter'));
    await screen.findByText('filter');
    expect(screen.getByRole('heading', { level: 1, name: '絞り込み' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('絞り込み | JobMatch'));
    expect(screen.queryByText('バックエンドエンジニア')).not.toBeInTheDocument();
  });

  it("is the handle's again when the self-titled page is left for another route", async () => {
    const { router } = renderAt('/positions/compare');
    await userEvent.click(await screen.findByRole('button', { name: 'load' }));
    await waitFor(() => expect(document.title).toBe('バックエンドエンジニア | JobMatch'));
    await act(() => router.navigate('/positions'));
    await screen.findByText('list');
    await waitFor(() => expect(document.title).toBe('求人一覧 | JobMatch'));
    expect(within(breadcrumb()).getByText('求人一覧')).toHaveAttribute('aria-current', 'page');
  });

  it('is the app name alone when the page has no title text', async () => {
    renderAt('/auth/login');
    await screen.findByText('login');
    await waitFor(() => expect(document.title).toBe('JobMatch'));
  });
});

describe('side menu', () => {
  it('gives guests position search, the company site and the privacy policy in a new tab', async () => {
    renderAt('/positions');
    await screen.findByText('list');
    const toggle = screen.getByRole('button', { name: 'メニューを開く' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'ゲスト' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      '求人を探す',
      '求人掲載をお考えの企業様へ（新しいタブで開きます）',
      'プライバシーポリシー（新しいタブで開きます）',
    ]);
    const privacy = within(menu).getByRole('link', { name: /プライバシーポリシー/ });
    expect(privacy).toHaveAttribute('href', 'https://example.com/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
  });

  it('greets a user who has not given their name yet neutrally, not by their address', async () => {
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      // right after sign-up: the name is the address's local part (docs/accounts.md#sign-up)
      user: createTestUser({ name: 'taro.yamada', email: 'taro.yamada@example.com' }),
    });
    await screen.findByText('list');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    const menu = screen.getByRole('dialog', { name: 'ようこそ' });
    expect(menu).not.toHaveTextContent('taro.yamada');
  });

  it('gives logged-in users their pages and logout, under their name', async () => {
    renderAt('/positions', true);
    await screen.findByText('list');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    const menu = screen.getByRole('dialog', { name: '山田 太郎 さん' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['求人を探す', '/positions'],
      ['応募履歴', '/job-applications'],
      ['気になる求人', '/positions/saved'],
      ['プロフィール', '/profile'],
      ['設定', '/settings'],
      ['ログアウト', '/auth/logout'],
    ]);
  });

  it('gives company members their desk: postings and applicants after the my page', async () => {
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      user: createTestUser({ id: 'member-1', typeId: '010', name: '佐藤 花子' }),
    });
    await screen.findByText('list');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    const menu = screen.getByRole('dialog', { name: '佐藤 花子 さん' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['企業マイページ', '/company/mypage'],
      ['求人管理', '/company/jobs'],
      ['応募者', '/company/applicants'],
      ['選考ステップ', '/company/pipeline'],
      ['企業情報', '/company/profile'],
      ['メンバー管理', '/company/members'],
      ['応募者とのメッセージ', '/company/messages/topics'],
      ['定型文', '/company/message-templates'],
      ['設定', '/settings'],
      ['ログアウト', '/auth/logout'],
    ]);
  });

  it('moves focus in, traps Tab, and closes on Escape with focus back on the toggle', async () => {
    renderAt('/positions');
    await screen.findByText('list');
    const toggle = screen.getByRole('button', { name: 'メニューを開く' });
    await userEvent.click(toggle);
    const close = screen.getByRole('button', { name: 'メニューを閉じる' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: /プライバシーポリシー/ })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the user navigates', async () => {
    renderAt('/positions', true);
    await screen.findByText('list');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: '求人を探す' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('navigation', () => {
  it('scrolls to the top when the path changes', async () => {
    const { router } = renderAt('/positions');
    await screen.findByText('list');
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/positions/filter'));
    await screen.findByText('filter');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});

describe('footer', () => {
  it('shows a breadcrumb from home through the parents on pages with a footer', async () => {
    renderAt('/positions');
    await screen.findByText('list');
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('求人一覧')).toHaveAttribute('aria-current', 'page');
  });

  it('is absent on pages without a footer', async () => {
    renderAt('/positions/filter');
    await screen.findByText('filter');
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).not.toBeInTheDocument();
  });
});

describe('not-found pages', () => {
  it("have their own title and breadcrumb when a remote's loader answers notFound()", async () => {
    renderAt('/positions/ended-posting');
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | JobMatch'));
    expect(within(breadcrumb()).getByText('ページが見つかりません')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(breadcrumb()).not.toHaveTextContent('求人詳細');
    expect(within(breadcrumb()).queryByRole('link', { name: '求人一覧' })).not.toBeInTheDocument();
  });

  it('have them for a path a loaded remote does not have, and for one nobody claims', async () => {
    const { router } = renderAt('/positions/a/b');
    await screen.findByRole('heading', { name: 'ページが見つかりません' });
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | JobMatch'));
    expect(within(breadcrumb()).getByText('ページが見つかりません')).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | JobMatch'));
    expect(within(breadcrumb()).getByText('ページが見つかりません')).toBeInTheDocument();
  });

  it('give the chrome back to the next page', async () => {
    const { router } = renderAt('/positions/ended-posting');
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | JobMatch'));
    await act(() => router.navigate('/positions'));
    await screen.findByText('list');
    await waitFor(() => expect(document.title).toBe('求人一覧 | JobMatch'));
    expect(within(breadcrumb()).getByText('求人一覧')).toHaveAttribute('aria-current', 'page');
  });
});

describe('desktop layout', () => {
  it('docks the side menu beside the content and the toggle shrinks it away', async () => {
    window.innerWidth = 1200;
    renderShell({
      url: '/positions',
      remotes: [remote],
      runtime,
      appConfig: { enabledScreenModes: ['mobile', 'desktop'] },
    });
    await screen.findByText('list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'ゲスト' });
    expect(within(sidebar).getByRole('link', { name: '求人を探す' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'メニューを開く' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // desktop pages have no mobile footer
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).not.toBeInTheDocument();
    window.innerWidth = 1024;
  });
});

describe('desk width', () => {
  const frame = () => screen.getByRole('main').closest('[data-layout]');
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('gives a desk page the desktop frame with the wide content column at 1280 px, not a job seeker page', async () => {
    window.innerWidth = 1280;
    const { router } = renderAt('/positions/desk');
    await screen.findByText('desk');
    expect(frame()).toHaveAttribute('data-layout', 'desktop');
    expect(frame()).toHaveAttribute('data-desk', 'true');
    expect(getComputedStyle(screen.getByRole('main')).getPropertyValue(DESK_WIDTH_PROPERTY)).toBe(
      '1200px',
    );
    expect(screen.getByRole('complementary', { name: 'ゲスト' })).toBeInTheDocument();

    await act(() => router.navigate('/positions'));
    await screen.findByText('list');
    expect(frame()).toHaveAttribute('data-layout', 'mobile');
    expect(frame()).not.toHaveAttribute('data-desk');
    expect(getComputedStyle(screen.getByRole('main')).getPropertyValue(DESK_WIDTH_PROPERTY)).toBe(
      '',
    );
  });

  it('keeps a desk page in the phone layout at 375 px', async () => {
    window.innerWidth = 375;
    renderAt('/positions/desk');
    await screen.findByText('desk');
    expect(frame()).toHaveAttribute('data-layout', 'mobile');
    expect(frame()).not.toHaveAttribute('data-desk');
  });
});
