import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH, shouldRetryQuery } from '@jobmatch/shared';
import {
  apiError,
  mockApi,
  type MockedRequest,
  renderRemoteRoute,
  createPage,
} from '@jobmatch/shared/testing';
import { createProductListItem, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const products = Array.from({ length: 12 }, (_, i) =>
  createProductListItem({ id: `p${i + 1}`, name: `求人${i + 1}` }),
);

function productsApi(handler?: (request: MockedRequest) => { status?: number; body?: unknown }) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products':
      handler ??
      ((request) =>
        request.query.get('$nextToken') === 'page-2'
          ? { body: createPage(products.slice(10), { total: 12 }) }
          : { body: createPage(products.slice(0, 10), { total: 12, nextToken: 'page-2' }) }),
  });
}

describe('positions.list', () => {
  it('lists 10 positions with the total, and loads more with the next token', async () => {
    const api = productsApi();
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions');
    expect(
      await screen.findByRole('heading', { level: 1, name: '求人を探す' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('検索結果 12件');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('求人1');
    // a compact card: the terms, no summary
    expect(within(cards[0]!).getByRole('list', { name: '募集条件' })).toHaveTextContent(
      '月額 50万円〜',
    );
    expect(cards[0]).not.toHaveTextContent('自社サービスのフロントエンド開発をお任せします。');
    const first = api.callsTo('GET', '/api/catalog/products')[0]!;
    expect(first.query.get('$top')).toBe('10');
    expect(first.query.get('$orderBy')).toBe('publication.since desc');

    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(api.callsTo('GET', '/api/catalog/products').at(-1)!.query.get('$nextToken')).toBe(
      'page-2',
    );
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('sends the URL filters and search to the api and shows removable chips', async () => {
    const api = productsApi(() => ({ body: createPage(products.slice(0, 2), { total: 2 }) }));
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(
      positionsRoutes,
      '/positions?filters=location.tokyo&filters=skills.frontend.react&search=SaaS',
    );
    await screen.findAllByRole('article');
    const request = api.callsTo('GET', '/api/catalog/products')[0]!;
    expect(request.query.get('filters')).toBe('location.tokyo,skills.frontend.react');
    expect(request.query.get('search')).toBe('SaaS');
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('SaaS');
    expect(screen.getByRole('link', { name: /絞り込み（2）/ })).toHaveAttribute(
      'href',
      '/positions/filter?filters=location.tokyo&filters=skills.frontend.react&search=SaaS',
    );

    const chips = screen.getByRole('list', { name: '選択中の条件' });
    expect(within(chips).getByRole('button', { name: '東京都の条件を外す' })).toBeInTheDocument();
    await user.click(await within(chips).findByRole('button', { name: 'Reactの条件を外す' }));
    await waitFor(() => expect(location()).toBe('/positions?filters=location.tokyo&search=SaaS'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/catalog/products').at(-1)!.query.get('filters')).toBe(
        'location.tokyo',
      ),
    );
  });

  it('labels the 年収, 雇用形態 and 働き方 selections in Japanese and sends them', async () => {
    const api = productsApi(() => ({ body: createPage(products.slice(0, 1), { total: 1 }) }));
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(
      positionsRoutes,
      '/positions?filters=salary.6000000&filters=employment.full_time&filters=work_style.full_remote',
    );
    await screen.findAllByRole('article');
    expect(api.callsTo('GET', '/api/catalog/products')[0]!.query.get('filters')).toBe(
      'salary.6000000,employment.full_time,work_style.full_remote',
    );
    const chips = screen.getByRole('list', { name: '選択中の条件' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['年収 600万円以上', '正社員', 'フルリモート']);
    expect(screen.getByRole('link', { name: /絞り込み（3）/ })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: '年収 600万円以上の条件を外す' }));
    await waitFor(() =>
      expect(location()).toBe(
        '/positions?filters=employment.full_time&filters=work_style.full_remote',
      ),
    );
  });

  it('drops filters the catalogue does not know: no chip, not sent', async () => {
    const api = productsApi(() => ({ body: createPage(products.slice(0, 1), { total: 1 }) }));
    renderRemoteRoute(
      positionsRoutes,
      '/positions?filters=category.astronaut&filters=skills.frontend.cobol&filters=skills.backend.react' +
        '&filters=location.tokyo&filters=category.backend_engineer&filters=skills.frontend.react',
    );
    await screen.findAllByRole('article');
    const requests = api.callsTo('GET', '/api/catalog/products');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query.get('filters')).toBe(
      'location.tokyo,category.backend_engineer,skills.frontend.react',
    );
    const chips = screen.getByRole('list', { name: '選択中の条件' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['東京都', 'バックエンドエンジニア', 'React']);
    expect(screen.getByRole('link', { name: /絞り込み（3）/ })).toBeInTheDocument();
  });

  it('shows a refused search at once, without asking again (the shell never retries a 4xx)', async () => {
    const api = productsApi(() => apiError(400, 'wrong_parameter'));
    renderRemoteRoute(positionsRoutes, `/positions?search=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`, {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('検索条件が正しくありません');
    expect(api.callsTo('GET', '/api/catalog/products')).toHaveLength(1);
  });

  it("counts the keywords against the api's limit", async () => {
    productsApi(() => ({ body: createPage([], { total: 0 }) }));
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions?search=SaaS');
    const box = await screen.findByRole('searchbox', { name: 'キーワード' });
    expect(box).toHaveAccessibleDescription(`4/${MAX_SEARCH_LENGTH}`);
    expect(MAX_SEARCH_LENGTH).toBe(200);
    await user.type(box, ' 決済');
    expect(box).toHaveAccessibleDescription(`7/${MAX_SEARCH_LENGTH}`);
  });

  it('puts a new search in the URL, and back returns to the previous one', async () => {
    productsApi(() => ({ body: createPage(products.slice(0, 1), { total: 1 }) }));
    const user = userEvent.setup({ delay: null });
    const { location, router } = renderRemoteRoute(positionsRoutes, '/positions?search=Go');
    const box = await screen.findByRole('searchbox', { name: 'キーワード' });
    await user.clear(box);
    await user.type(box, 'Rust');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(location()).toBe('/positions?search=Rust'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/positions?search=Go'));
    expect(await screen.findByRole('searchbox', { name: 'キーワード' })).toHaveValue('Go');
  });

  it('says so when nothing matches', async () => {
    productsApi(() => ({ body: createPage([], { total: 0 }) }));
    renderRemoteRoute(positionsRoutes, '/positions?search=zzz');
    expect(await screen.findByText('条件に合う求人が見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('検索結果 0件');
  });

  it('orders by 新着順, or 年収の高い順 from the sort control, kept in the URL', async () => {
    const api = productsApi(() => ({ body: createPage(products.slice(0, 2), { total: 2 }) }));
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(positionsRoutes, '/positions?filters=location.tokyo');
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: '並び順' });
    expect(sort).toHaveValue('newest');
    // 関連度順 needs a search term
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['新着順', '年収の高い順']);
    await user.selectOptions(sort, '年収の高い順');
    await waitFor(() => expect(location()).toBe('/positions?filters=location.tokyo&sort=salary'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/catalog/products').at(-1)!.query.get('$orderBy')).toBe(
        'salary desc',
      ),
    );
    // the filter panel keeps the order
    expect(screen.getByRole('link', { name: /絞り込み/ })).toHaveAttribute(
      'href',
      '/positions/filter?filters=location.tokyo&sort=salary',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '並び順' }), '新着順');
    await waitFor(() => expect(location()).toBe('/positions?filters=location.tokyo'));
  });

  it('offers 関連度順 with a search term, and reads it as 新着順 without one', async () => {
    const api = productsApi(() => ({ body: createPage(products.slice(0, 1), { total: 1 }) }));
    const { unmount } = renderRemoteRoute(positionsRoutes, '/positions?search=Go&sort=relevance');
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: '並び順' });
    expect(sort).toHaveValue('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['新着順', '関連度順', '年収の高い順']);
    expect(api.callsTo('GET', '/api/catalog/products')[0]!.query.get('$orderBy')).toBe(
      'relevance desc',
    );
    unmount();

    renderRemoteRoute(positionsRoutes, '/positions?sort=relevance');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveValue('newest');
    expect(api.callsTo('GET', '/api/catalog/products').at(-1)!.query.get('$orderBy')).toBe(
      'publication.since desc',
    );
  });

  it('shows a capped total as a lower bound', async () => {
    productsApi(() => ({
      body: createPage(products.slice(0, 10), {
        total: 10000,
        totalCapped: true,
        nextToken: 'page-2',
      }),
    }));
    renderRemoteRoute(positionsRoutes, '/positions?search=エンジニア');
    expect(await screen.findByText('検索結果 10,000件以上')).toHaveAttribute('role', 'status');
  });

  it('explains a search the api refuses', async () => {
    productsApi(() => apiError(400, 'wrong_parameter'));
    renderRemoteRoute(positionsRoutes, '/positions?search=a+b+c+d+e+f+g+h+i');
    expect(await screen.findByRole('alert')).toHaveTextContent('検索条件が正しくありません');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    productsApi(() =>
      fail
        ? apiError(500, 'internal_server_error')
        : { body: createPage(products.slice(0, 1), { total: 1 }) },
    );
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
