import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interest } from '@jobmatch/shared/contracts';
import { createPage, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { createProductListItem, daysAgo, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const user = createTestUser({ id: 'user-1' });

const interest = (id: string, name: string, viewable = true): Interest => ({
  productId: id,
  createdAt: '2026-11-27T00:00:00Z',
  isViewable: viewable,
  product: createProductListItem({
    id,
    name,
    publication: viewable
      ? { status: 'ACTIVE', since: daysAgo(3), publishedAt: daysAgo(3) }
      : { status: 'ACTIVE', since: daysAgo(60), until: daysAgo(1) },
  }),
});

describe('positions.saved', () => {
  it('lists the saved postings; an ended one is muted with 掲載終了 and no link', async () => {
    const calls = mockApi({
      ...referenceHandlers,
      'GET /api/catalog/users/:userId/interests': {
        body: createPage([interest('p1', '募集中の求人'), interest('p2', '終了した求人', false)]),
      },
      'GET /api/catalog/users/:userId/interest-ids': { body: { value: ['p1', 'p2'] } },
    });
    renderRemoteRoute(positionsRoutes, '/positions/saved', { user });
    expect(
      await screen.findByRole('heading', { level: 1, name: '気になる求人' }),
    ).toBeInTheDocument();
    const [live, ended] = await screen.findAllByRole('article');
    expect(within(live!).getByRole('link', { name: '募集中の求人' })).toHaveAttribute(
      'href',
      '/positions/p1',
    );
    expect(within(ended!).getByText('掲載終了')).toBeInTheDocument();
    expect(within(ended!).queryByRole('link')).not.toBeInTheDocument();
    expect(ended).toHaveAttribute('data-disabled', 'true');
    // an ended posting can still be taken off the list
    expect(within(ended!).getByRole('button', { name: '気になる（終了した求人）' })).toBeEnabled();
    expect(calls.callsTo('GET', '/api/catalog/users/user-1/interests')[0]!.query.get('$top')).toBe(
      '20',
    );
  });

  it('drops a posting once its toggle removed it', async () => {
    let saved = [interest('p1', '求人A'), interest('p2', '求人B')];
    mockApi({
      ...referenceHandlers,
      'GET /api/catalog/users/:userId/interests': () => ({ body: createPage(saved) }),
      'GET /api/catalog/users/:userId/interest-ids': () => ({
        body: { value: saved.map((item) => item.productId) },
      }),
      'DELETE /api/catalog/users/:userId/interests/:productId': (request) => {
        saved = saved.filter((item) => item.productId !== request.params.productId);
        return { status: 204 };
      },
    });
    renderRemoteRoute(positionsRoutes, '/positions/saved', { user });
    const toggle = await screen.findByRole('button', { name: '気になる（求人A）' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '求人B' })).toBeInTheDocument();
  });

  it('explains 気になる when there is none, with a way to search', async () => {
    mockApi({
      ...referenceHandlers,
      'GET /api/catalog/users/:userId/interests': { body: createPage([]) },
      'GET /api/catalog/users/:userId/interest-ids': { body: { value: [] } },
    });
    renderRemoteRoute(positionsRoutes, '/positions/saved', { user });
    expect(await screen.findByText('気になる求人はまだありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute('href', '/positions');
  });
});
