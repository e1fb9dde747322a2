import { screen } from '@testing-library/react';
import { createPage, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { createProductListItem, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const seeker = createTestUser({ id: 'user-1' });

beforeEach(() => {
  mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products': { body: createPage([createProductListItem({ id: 'p1' })]) },
    'GET /api/catalog/users/:userId/interest-ids': { body: { value: [] } },
  });
});

describe('この条件を保存 is offered for a search, not for the whole list', () => {
  it('is absent without a word or a filter', async () => {
    renderRemoteRoute(positionsRoutes, '/positions', { user: seeker });
    expect(await screen.findByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'この条件を保存' })).not.toBeInTheDocument();
  });

  it('is there with a word alone', async () => {
    renderRemoteRoute(positionsRoutes, '/positions?search=Go', { user: seeker });
    expect(await screen.findByRole('button', { name: 'この条件を保存' })).toBeInTheDocument();
  });
});
