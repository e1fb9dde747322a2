import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  createPage,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  type MockHandler,
} from '@jobmatch/shared/testing';
import { createProductListItem, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const seeker = createTestUser({ id: 'user-1' });
const SEARCH_URL = '/positions?filters=location.tokyo&filters=salary.6000000&search=Go';

function api(post: MockHandler) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products': { body: createPage([createProductListItem({ id: 'p1' })]) },
    'GET /api/catalog/users/:userId/interest-ids': { body: { value: [] } },
    'POST /api/catalog/users/:userId/saved-searches': post,
  });
}

describe('この条件を保存 on /positions', () => {
  it('saves the keywords and filters under a name made of them, 毎日 by default', async () => {
    const calls = api((request) => ({
      status: 201,
      body: { id: 's1', ...(request.body as object) },
    }));
    renderRemoteRoute(positionsRoutes, SEARCH_URL, { user: seeker });
    await userEvent.click(await screen.findByRole('button', { name: 'この条件を保存' }));
    const dialog = await screen.findByRole('dialog', { name: '検索条件を保存' });
    expect(within(dialog).getByRole('textbox', { name: /名前/ })).toHaveValue(
      '「Go」・東京都・年収 600万円以上',
    );
    expect(within(dialog).getByRole('combobox', { name: 'メールの頻度' })).toHaveValue('daily');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'weekly');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const done = await screen.findByRole('dialog', { name: '検索条件を保存しました' });
    // the name's own 「」, not a second pair around it
    expect(done).toHaveTextContent('「Go」・東京都・年収 600万円以上の新着求人をお知らせします。');
    expect(within(done).getByRole('link', { name: '保存した検索条件を見る' })).toHaveAttribute(
      'href',
      '/settings/saved-searches',
    );
    const [post] = calls.callsTo('POST', '/api/catalog/users/user-1/saved-searches');
    expect(post!.body).toEqual({
      name: '「Go」・東京都・年収 600万円以上',
      search: 'Go',
      filters: ['location.tokyo', 'salary.6000000'],
      frequency: 'weekly',
    });
  });

  it('says in the dialog when the ten are taken', async () => {
    api(apiError(409, 'limit_exceeded'));
    renderRemoteRoute(positionsRoutes, SEARCH_URL, { user: seeker });
    await userEvent.click(await screen.findByRole('button', { name: 'この条件を保存' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存できる検索条件は10件までです');
    expect(screen.getByRole('dialog', { name: '検索条件を保存' })).toBeInTheDocument();
  });

  it('refuses an empty name on the page', async () => {
    const calls = api({ status: 201, body: {} });
    renderRemoteRoute(positionsRoutes, SEARCH_URL, { user: seeker });
    await userEvent.click(await screen.findByRole('button', { name: 'この条件を保存' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /名前/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名前を入力してください')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/catalog/users/user-1/saved-searches')).toHaveLength(0);
  });

  it('refuses a name over 50 characters and saves it trimmed', async () => {
    const calls = api((request) => ({
      status: 201,
      body: { id: 's1', ...(request.body as object) },
    }));
    renderRemoteRoute(positionsRoutes, SEARCH_URL, { user: seeker });
    await userEvent.click(await screen.findByRole('button', { name: 'この条件を保存' }));
    const name = screen.getByRole('textbox', { name: /名前/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'あ'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名前は50文字以内で入力してください')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/catalog/users/user-1/saved-searches')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, '  東京のGo  ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('dialog', { name: '検索条件を保存しました' });
    const [post] = calls.callsTo('POST', '/api/catalog/users/user-1/saved-searches');
    expect(post!.body).toMatchObject({ name: '東京のGo', frequency: 'daily' });
  });

  it('asks a guest to log in, coming back to the same search', async () => {
    api({ status: 201, body: {} });
    renderRemoteRoute(positionsRoutes, SEARCH_URL);
    await userEvent.click(await screen.findByRole('button', { name: 'この条件を保存' }));
    const dialog = screen.getByRole('dialog', { name: '検索条件を保存するにはログインが必要です' });
    const login = within(dialog).getByRole('link', { name: 'ログイン' });
    expect(new URL(login.getAttribute('href')!, 'http://x').searchParams.get('intendedUrl')).toBe(
      SEARCH_URL,
    );
  });
});
