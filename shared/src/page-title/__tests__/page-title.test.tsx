import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createPageTitleStore, pageTitle, useDeclaredPageTitle, usePageTitle } from '..';

describe('page title store', () => {
  it('holds the newest declaration; withdrawing one brings back the one before it', () => {
    const store = createPageTitleStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const withdrawPage = store.declare('key-1', '求人A');
    const withdrawStep = store.declare('key-1', 'ステップ');
    expect(store.getSnapshot()).toEqual({ locationKey: 'key-1', title: 'ステップ' });
    withdrawStep();
    expect(store.getSnapshot()).toEqual({ locationKey: 'key-1', title: '求人A' });
    withdrawStep();
    expect(listener).toHaveBeenCalledTimes(3);
    withdrawPage();
    expect(store.getSnapshot()).toBeNull();
  });
});

function Bar() {
  return <h1>{useDeclaredPageTitle() ?? '（ハンドルの題名）'}</h1>;
}

function TitledPage({ title }: { title: string | null }) {
  usePageTitle(title);
  return <p>page</p>;
}

function LoadingPage() {
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);
  return (
    <button type="button" onClick={() => setTitle('  バックエンドエンジニア ')}>
      load
    </button>
  );
}

/** A frame with the bar around the pages, as the shell's layout is. */
function renderRoutes(pages: RouteObject[], url: string) {
  const frame = (
    <>
      <Bar />
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ element: frame, children: pages }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('usePageTitle / useDeclaredPageTitle', () => {
  afterEach(() => expect(pageTitle.getSnapshot()).toBeNull());

  it('titles the page while it is mounted, trimmed; null leaves the handle title', async () => {
    const { unmount } = renderRoutes([{ path: '/', element: <LoadingPage /> }], '/');
    expect(screen.getByRole('heading')).toHaveTextContent('（ハンドルの題名）');
    await act(async () => screen.getByRole('button', { name: 'load' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent(/^バックエンドエンジニア$/);
    unmount();
  });

  it('falls back on the next route; a page staying at a new location (a query) keeps its title', async () => {
    const { router, unmount } = renderRoutes(
      [
        { path: '/a', element: <TitledPage title="求人A" /> },
        { path: '/b', element: <TitledPage title={null} /> },
      ],
      '/a',
    );
    expect(screen.getByRole('heading')).toHaveTextContent('求人A');
    await act(() => router.navigate('/a?tab=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('求人A');
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading')).toHaveTextContent('（ハンドルの題名）');
    unmount();
  });

  it('ignores a declaration left for another location', () => {
    const withdraw = pageTitle.declare('some-earlier-location', '古い題名');
    const { unmount } = renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(screen.getByRole('heading')).toHaveTextContent('（ハンドルの題名）');
    unmount();
    withdraw();
  });
});
