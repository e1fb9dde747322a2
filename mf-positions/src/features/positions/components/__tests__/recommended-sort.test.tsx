import { screen, within } from '@testing-library/react';
import { createPage, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { createProductListItem, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const goSeeker = createTestUser({
  id: 'seeker-1',
  customFields: { profession_category_names: ['backend_engineer'], skills: ['go'] },
});

function api() {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products': { body: createPage([createProductListItem({ id: 'n1' })]) },
    'GET /api/catalog/users/:userId/recommendations': {
      body: createPage([
        {
          ...createProductListItem({ id: 'r1', name: 'おすすめ1' }),
          matchScore: 88,
          matchReasons: [],
        },
      ]),
    },
    'GET /api/catalog/users/:userId/interest-ids': { body: { value: [] } },
  });
}

describe('おすすめ順 on positions.list (docs/positions.md#sort)', () => {
  it("lists a seeker's recommendations with the search's filters", async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions?sort=recommended&filters=location.tokyo', {
      user: goSeeker,
    });
    const list = await screen.findByRole('list', { name: '求人一覧' });
    expect(await within(list).findByText('おすすめ1')).toBeInTheDocument();
    expect(within(list).getByRole('article')).toHaveTextContent('マッチ度 88%');
    const [call] = calls.callsTo('GET', '/api/catalog/users/seeker-1/recommendations');
    expect(call!.query.getAll('filters').join(',')).toContain('location.tokyo');
    expect(calls.callsTo('GET', '/api/catalog/products')).toHaveLength(0);
    const sort = screen.getByRole('combobox', { name: '並び順' });
    expect(sort).toHaveValue('recommended');
    expect(within(sort).getByRole('option', { name: 'おすすめ順' })).toBeInTheDocument();
  });

  it('is not offered to a guest, for whom the link lists newest first', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions?sort=recommended');
    await screen.findByRole('list', { name: '求人一覧' });
    const sort = screen.getByRole('combobox', { name: '並び順' });
    expect(sort).toHaveValue('newest');
    expect(within(sort).queryByRole('option', { name: 'おすすめ順' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/catalog/products')[0]!.query.get('$orderBy')).toBe(
      'publication.since desc',
    );
  });
});
