import { createRef } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { DetailsList, DetailsSection } from '../details-section';
import { EmptyState } from '../empty-state';
import { LoadError } from '../load-error';
import { PageLayout } from '../page-layout';
import { PagedList, type PagedQuery } from '../paged-list';
import { RouteLoading } from '../route-loading';

describe('PageLayout', () => {
  it('names the page with its h1 and shows the lead and the content', () => {
    renderWithProviders(
      <PageLayout heading="求人一覧" headingId="page-heading" lead="新着順です" top={<p>上</p>}>
        <p>本文</p>
      </PageLayout>,
    );
    const region = screen.getByRole('region', { name: '求人一覧' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveAttribute('id', 'page-heading');
    expect(region).toHaveTextContent(/^上求人一覧新着順です本文$/);
  });

  it('keeps a hidden heading for screen readers and lets a child render the h1', () => {
    const { unmount } = renderWithProviders(
      <PageLayout heading="ホーム" headingHidden>
        <p>ヒーロー</p>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ホーム' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PageLayout>
        <h1>企業名</h1>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('makes the heading focusable from script when a ref is given', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithProviders(
      <PageLayout heading="ステップ 2" headingRef={ref} width="medium">
        <p />
      </PageLayout>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'ステップ 2' })).toHaveFocus();
    expect(ref.current).toHaveAttribute('tabindex', '-1');
  });
});

describe('RouteLoading', () => {
  it('is a status labelled from the shared namespace', () => {
    renderWithProviders(<RouteLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
  });
});

describe('LoadError', () => {
  it('is an alert with the generic text or the given one, and a retry', async () => {
    const onRetry = jest.fn();
    const { unmount } = renderWithProviders(<LoadError onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('情報を読み込めませんでした');
    await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<LoadError onRetry={onRetry} message="検索条件が正しくありません" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^検索条件が正しくありません再読み込み$/);
  });
});

describe('PagedList', () => {
  const query = (overrides: Partial<PagedQuery<string>>): PagedQuery<string> => ({
    data: undefined,
    isPending: false,
    isError: false,
    refetch: jest.fn(),
    hasNextPage: false,
    fetchNextPage: jest.fn(),
    isFetchingNextPage: false,
    ...overrides,
  });
  const renderList = (state: Partial<PagedQuery<string>>) =>
    renderWithProviders(
      <PagedList query={query(state)} loadingMinHeight={100} empty={<p>なし</p>}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );

  it('shows loading, error with retry, and empty', async () => {
    const { unmount } = renderList({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    unmount();
    const refetch = jest.fn();
    const errored = renderList({ isError: true, refetch });
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(refetch).toHaveBeenCalled();
    errored.unmount();
    renderList({ data: { pages: [{ value: [] }] } });
    expect(screen.getByText('なし')).toBeInTheDocument();
  });

  it('renders every page loaded so far and loads more while there is a next page', async () => {
    const fetchNextPage = jest.fn();
    const { unmount } = renderList({
      data: { pages: [{ value: ['a', 'b'] }, { value: ['c'] }] },
      hasNextPage: true,
      fetchNextPage,
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'a',
      'b',
      'c',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(fetchNextPage).toHaveBeenCalled();
    unmount();
    renderList({ data: { pages: [{ value: ['a'] }] } });
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('with loadOnScroll, fetches the next page when the end of the list comes into view', () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: jest.Mock }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = { callback, observe: jest.fn(), disconnect: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const fetchNextPage = jest.fn();
      renderWithProviders(
        <PagedList
          query={query({ data: { pages: [{ value: ['a'] }] }, hasNextPage: true, fetchNextPage })}
          loadingMinHeight={100}
          empty={null}
          loadOnScroll
        >
          {(items) => <p>{items.join()}</p>}
        </PagedList>,
      );
      const [observer] = observers;
      act(() =>
        observer!.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});

describe('DetailsSection', () => {
  it('is a region named by its h2, with its action and a description list', () => {
    renderWithProviders(
      <DetailsSection id="base" title="基本情報" action={<button type="button">編集</button>}>
        <DetailsList entries={[['氏名', '山田 太郎']]} />
      </DetailsSection>,
    );
    const region = screen.getByRole('region', { name: '基本情報' });
    expect(within(region).getByRole('button', { name: '編集' })).toBeInTheDocument();
    expect(within(region).getByRole('term')).toHaveTextContent('氏名');
    expect(within(region).getByRole('definition')).toHaveTextContent('山田 太郎');
  });
});

describe('EmptyState', () => {
  it('says what is empty, what to do, and offers the way on', () => {
    renderWithProviders(
      <EmptyState title="応募した求人はまだありません" action={<a href="/positions">求人を探す</a>}>
        気になる求人に応募すると、ここに表示されます。
      </EmptyState>,
    );
    expect(screen.getByText('応募した求人はまだありません')).toBeInTheDocument();
    expect(screen.getByText('気になる求人に応募すると、ここに表示されます。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute('href', '/positions');
  });

  it('leaves out the hint when there is none', () => {
    const { container } = renderWithProviders(<EmptyState title="該当する求人がありません" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
