import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@jobmatch/shared/contracts';
import {
  catalogHandlers,
  createPage,
  createTestUser,
  mockApi,
  renderRemoteRoute,
} from '@jobmatch/shared/testing';
import { settingsRoutes } from '../../../../app/routes';

const LIST = '/api/catalog/users/user-1/saved-searches';
const seeker = createTestUser({ id: 'user-1' });
const saved: SavedSearch = {
  id: 's1',
  name: '東京のGo',
  search: 'Go',
  filters: ['location.tokyo', 'salary.6000000'],
  frequency: 'daily',
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
  lastDigestAt: null,
};

function api(list: SavedSearch[] = [saved]) {
  return mockApi({
    ...catalogHandlers,
    [`GET ${LIST}`]: { body: createPage(list) },
    [`PATCH ${LIST}/:id`]: (request) => ({ body: { ...saved, ...(request.body as object) } }),
    [`DELETE ${LIST}/:id`]: { status: 204 },
  });
}

describe('settings.saved-searches', () => {
  it('lists each search with its conditions in words and a link that runs it again', async () => {
    api();
    renderRemoteRoute(settingsRoutes, '/settings/saved-searches', { user: seeker });
    const item = await screen.findByRole('article', { name: '東京のGo' });
    const conditions = within(item).getByRole('list', { name: '検索条件' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['「Go」', '東京都', '年収 600万円以上']);
    expect(within(item).getByRole('link', { name: 'この条件で探す' })).toHaveAttribute(
      'href',
      '/positions?filters=location.tokyo&filters=salary.6000000&search=Go',
    );
  });

  it('changes the frequency at once and renames inline', async () => {
    const calls = api();
    renderRemoteRoute(settingsRoutes, '/settings/saved-searches', { user: seeker });
    const item = await screen.findByRole('article', { name: '東京のGo' });
    await userEvent.selectOptions(
      within(item).getByRole('combobox', { name: 'メールの頻度' }),
      'off',
    );
    await waitFor(() => expect(calls.callsTo('PATCH', `${LIST}/s1`)).toHaveLength(1));
    expect(calls.callsTo('PATCH', `${LIST}/s1`)[0]!.body).toEqual({ frequency: 'off' });

    await userEvent.click(within(item).getByRole('button', { name: '名前を変更' }));
    const field = within(item).getByRole('textbox', { name: /名前/ });
    await userEvent.clear(field);
    await userEvent.type(field, '新しい名前');
    await userEvent.click(within(item).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.callsTo('PATCH', `${LIST}/s1`)).toHaveLength(2));
    expect(calls.callsTo('PATCH', `${LIST}/s1`)[1]!.body).toEqual({ name: '新しい名前' });
    expect(await screen.findByRole('heading', { name: '新しい名前' })).toBeInTheDocument();
  });

  it('refuses an empty name on the page', async () => {
    const calls = api();
    renderRemoteRoute(settingsRoutes, '/settings/saved-searches', { user: seeker });
    const item = await screen.findByRole('article', { name: '東京のGo' });
    await userEvent.click(within(item).getByRole('button', { name: '名前を変更' }));
    await userEvent.clear(within(item).getByRole('textbox', { name: /名前/ }));
    await userEvent.click(within(item).getByRole('button', { name: '保存' }));
    expect(await within(item).findByText('名前を入力してください')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', `${LIST}/s1`)).toHaveLength(0);
  });

  it('deletes only after a confirmation', async () => {
    const calls = api();
    renderRemoteRoute(settingsRoutes, '/settings/saved-searches', { user: seeker });
    const item = await screen.findByRole('article', { name: '東京のGo' });
    await userEvent.click(within(item).getByRole('button', { name: '削除' }));
    const dialog = screen.getByRole('dialog', { name: 'この検索条件を削除しますか？' });
    expect(calls.callsTo('DELETE', `${LIST}/s1`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '東京のGo' })).not.toBeInTheDocument(),
    );
    expect(calls.callsTo('DELETE', `${LIST}/s1`)).toHaveLength(1);
  });

  it('explains how to save one when there is none', async () => {
    api([]);
    renderRemoteRoute(settingsRoutes, '/settings/saved-searches', { user: seeker });
    expect(await screen.findByText('保存した検索条件はありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute('href', '/positions');
  });
});
