import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shell/toast';
import {
  apiError,
  createPage,
  createTestUser,
  mockApi,
  renderRemoteRoute,
} from '@jobmatch/shared/testing';
import {
  createOrder,
  createProduct,
  createProductListItem,
  referenceHandlers,
} from '../../testing/fixtures';
import { positionsRoutes } from '../../app/routes';

const seeker = createTestUser({ id: 'user-1' });
const companyMember = createTestUser({ id: 'member-1', typeId: '010' });
const products = [
  createProductListItem({ id: 'p1', name: '求人1' }),
  createProductListItem({ id: 'p2', name: '求人2' }),
];
const product = createProduct({ id: 'p1', name: 'Goバックエンドエンジニア' });

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products': { body: createPage(products) },
    'GET /api/catalog/products/:productId': { body: product },
    'GET /api/order/orders': { body: createPage([]) },
    'GET /api/catalog/users/:userId/interest-ids': { body: { value: ['p2'] } },
    'PUT /api/catalog/users/:userId/interests/:productId': (request) => ({
      body: { productId: request.params.productId, createdAt: '2026-11-28T00:00:00Z' },
    }),
    'DELETE /api/catalog/users/:userId/interests/:productId': { status: 204 },
    ...overrides,
  });
}

const lastToast = () => toast.getSnapshot().at(-1);

describe('気になる on the cards of /positions', () => {
  it("shows each card's saved state and saves at once on a press", async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions', { user: seeker });
    const saved = await screen.findByRole('button', { name: '気になる（求人2）' });
    await waitFor(() => expect(saved).toHaveAttribute('aria-pressed', 'true'));
    const first = screen.getByRole('button', { name: '気になる（求人1）', pressed: false });

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.callsTo('PUT', '/api/catalog/users/user-1/interests/p1')).toHaveLength(1),
    );

    await userEvent.click(saved);
    expect(saved).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(calls.callsTo('DELETE', '/api/catalog/users/user-1/interests/p2')).toHaveLength(1),
    );
  });

  it('goes back to the old state with an error toast when the api refuses', async () => {
    api({
      'PUT /api/catalog/users/:userId/interests/:productId': apiError(409, 'limit_exceeded'),
    });
    renderRemoteRoute(positionsRoutes, '/positions', { user: seeker });
    const toggle = await screen.findByRole('button', { name: '気になる（求人1）' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(lastToast()).toMatchObject({
      variant: 'error',
      message: '気になるに保存できる求人は500件までです。不要な求人を外してから保存してください',
    });
  });

  it('asks a guest to log in, coming back to the posting with ?save=1', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions');
    await userEvent.click(await screen.findByRole('button', { name: '気になる（求人1）' }));
    const dialog = screen.getByRole('dialog', { name: '気になるに保存するにはログインが必要です' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/auth/login?intendedUrl=%2Fpositions%2Fp1%3Fsave%3D1',
    );
    expect(calls.callsTo('GET', '/api/catalog/users/:userId/interest-ids')).toHaveLength(0);
  });

  it('is not there for company users', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/positions', { user: companyMember });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /気になる/ })).not.toBeInTheDocument();
  });
});

describe('気になる on the posting page', () => {
  it('sits beside the apply button, with its text', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user: seeker });
    const toggle = await screen.findByRole('button', { name: '気になる', pressed: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes the save a guest asked for on coming back with ?save=1, once, and drops the marker', async () => {
    const calls = api();
    const { location } = renderRemoteRoute(positionsRoutes, '/positions/p1?save=1', {
      user: seeker,
    });
    await waitFor(() => expect(location()).toBe('/positions/p1'));
    await waitFor(() =>
      expect(calls.callsTo('PUT', '/api/catalog/users/user-1/interests/p1')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'success', message: '気になるに保存しました' }),
    );
    expect(await screen.findByRole('button', { name: '気になる' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves nothing on a plain visit', async () => {
    const calls = api({
      'GET /api/order/orders': { body: createPage([createOrder({}, product)]) },
    });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user: seeker });
    await screen.findByRole('button', { name: '気になる' });
    expect(calls.callsTo('PUT', '/api/catalog/users/user-1/interests/p1')).toHaveLength(0);
  });
});
