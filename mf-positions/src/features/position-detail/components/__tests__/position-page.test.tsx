import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  createTestUser,
  mockApi,
  type MockHandler,
  renderRemoteRoute,
  createPage,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import {
  createOrder,
  createProduct,
  daysAgo,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

const product = createProduct({
  id: 'p1',
  name: 'Goバックエンドエンジニア',
  organizationId: 'org-9',
  publication: { status: 'ACTIVE', since: daysAgo(3), publishedAt: daysAgo(3) },
  customFields: {
    supports_remote_work: true,
    compensation_type: 'month',
    compensation_amount: 650000,
    position_requirements: 'Goでの開発経験3年以上',
    work_start_time: '10:00',
    work_end_time: '19:00',
  },
  attributes: [
    { name: 'skills', value: ['react', 'typescript', 'vuejs', 'go', 'ruby', 'angular'] },
  ],
  organizationProductCount: 4,
});
const user = createTestUser({ id: 'user-1' });

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products/:productId': (request) =>
      request.params.productId === 'p1' ? { body: product } : apiError(404, 'not_found'),
    'GET /api/order/orders': { body: createPage([]) },
    'POST /api/order/orgs/:orgId/orders': {
      status: 201,
      body: createOrder({ id: 'new-order' }, product),
    },
    ...overrides,
  });
}

describe('positions.show', () => {
  it('shows the full posting with chips, tags, details and the company link', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/positions/p1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goバックエンドエンジニア' }),
    ).toBeInTheDocument();
    expect(screen.getByText('新着')).toBeInTheDocument();
    expect(screen.getByText('リモート可')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: '求人の特徴' });
    expect(within(tags).getByText('月額 65万円〜')).toBeInTheDocument();
    expect(within(tags).getByText('東京都')).toBeInTheDocument();
    expect(within(tags).getByText('リモートワーク可')).toBeInTheDocument();
    await waitFor(() => expect(within(tags).getByText('React')).toBeInTheDocument());
    expect(within(tags).queryByText('angular')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '応募条件' })).toBeInTheDocument();
    expect(screen.getByText('10:00〜19:00')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /株式会社テスト/ })[0]).toHaveAttribute(
      'href',
      '/organization/org-9',
    );
    expect(screen.getByText('募集中の求人 4件')).toBeInTheDocument();
  });

  it("shows the posting's own pay once, the same in the tags and in 募集要項 (no band)", async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/positions/p1');
    const details = await screen.findByRole('region', { name: '募集要項' });
    const tags = screen.getByRole('list', { name: '求人の特徴' });
    expect(within(details).getByText('給与').nextElementSibling).toHaveTextContent(
      /^月額 65万円〜$/,
    );
    expect(within(tags).getByText('月額 65万円〜')).toBeInTheDocument();
    expect(screen.queryByText(/60万〜80万円/)).not.toBeInTheDocument();
  });

  it('is the 404 page for an unknown posting and for one no longer viewable', async () => {
    api({
      'GET /api/catalog/products/:productId': (request) =>
        request.params.productId === 'ended'
          ? {
              body: createProduct({
                id: 'ended',
                publication: { status: 'ACTIVE', since: daysAgo(40), until: daysAgo(1) },
              }),
            }
          : apiError(404, 'not_found'),
    });
    renderRemoteRoute(positionsRoutes, '/positions/missing');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('status 404');
    renderRemoteRoute(positionsRoutes, '/positions/ended');
    await waitFor(() => expect(screen.getAllByTestId('route-error')).toHaveLength(2));
    expect(screen.getAllByTestId('route-error')[1]).toHaveTextContent('status 404');
  });

  it('offers a guest login (back to the posting) or registration', async () => {
    const calls = api();
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/p1');
    await events.click(await screen.findByRole('button', { name: 'この求人に応募する' }));
    const dialog = screen.getByRole('dialog', { name: '応募するにはログインが必要です' });
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/auth/login?intendedUrl=%2Fpositions%2Fp1%3Fapply%3D1',
    );
    expect(within(dialog).getByRole('link', { name: '無料で会員登録' })).toHaveAttribute(
      'href',
      '/auth/sign-up?intendedUrl=%2Fpositions%2Fp1%3Fapply%3D1',
    );
    expect(calls.callsTo('GET', '/api/order/orders')).toHaveLength(0);
    await events.click(within(dialog).getByRole('link', { name: 'ログイン' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(
      '/auth/login?intendedUrl=%2Fpositions%2Fp1%3Fapply%3D1',
    );
  });

  it('confirms with the position name, creates the order, shows success and disables the button', async () => {
    const calls = api();
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    const apply = await screen.findByRole('button', { name: 'この求人に応募する' });
    await waitFor(() => expect(apply).toBeEnabled());
    const lookups = calls.callsTo('GET', '/api/order/orders');
    expect(lookups.map((lookup) => lookup.query.get('$filter')).sort()).toEqual([
      "customFields.demand_user_info.id eq 'user-1' and lineItems.productId eq 'p1' and customFields.kind eq 'application'",
      "customFields.demand_user_info.id eq 'user-1' and lineItems.productId eq 'p1' and customFields.kind eq 'casual_interview'",
    ]);
    expect(lookups[0]!.query.get('$top')).toBe('1');

    await events.click(apply);
    const confirm = screen.getByRole('dialog', { name: 'この求人に応募しますか？' });
    expect(confirm).toHaveTextContent('「Goバックエンドエンジニア」に応募します。');
    expect(confirm).toContainElement(document.activeElement as HTMLElement);
    await events.click(within(confirm).getByRole('button', { name: '応募する' }));

    const success = await screen.findByRole('dialog', { name: '応募が完了しました' });
    const [post] = calls.callsTo('POST', '/api/order/orgs/:orgId/orders');
    expect(post!.url).toContain('/api/order/orgs/org-9/orders');
    expect(post!.body).toMatchObject({
      customer: { name: user.name, email: user.email, nameKana: 'ヤマダ タロウ' },
      items: [{ productId: 'p1', quantity: 1, variantId: 'p1-variant' }],
      customFields: { demand_user_info: { id: 'user-1', email: user.email } },
    });
    expect(within(success).getByRole('link', { name: '応募履歴を見る' })).toHaveAttribute(
      'href',
      '/job-applications',
    );
    expect(
      (post!.body as { customFields: { demand_user_info: object } }).customFields.demand_user_info,
    ).not.toHaveProperty('emailVerified');
    await events.click(within(success).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '応募済み' })).toBeDisabled();
  });

  it('asks for a casual interview with a note, told apart from applying', async () => {
    const calls = api();
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    const request = await screen.findByRole('button', { name: 'カジュアル面談を申し込む' });
    expect(screen.getByText('選考ではありません')).toBeInTheDocument();
    await waitFor(() => expect(request).toBeEnabled());
    await events.click(request);
    const dialog = await screen.findByRole('dialog', { name: 'カジュアル面談を申し込む' });
    expect(dialog).toHaveTextContent('選考ではないので、志望動機の準備は要りません。');
    await events.type(
      within(dialog).getByRole('textbox', { name: /企業へのメッセージ/ }),
      '開発体制について伺いたいです',
    );
    await events.click(within(dialog).getByRole('button', { name: '申し込む' }));

    await screen.findByRole('dialog', { name: 'カジュアル面談を申し込みました' });
    const [post] = calls.callsTo('POST', '/api/order/orgs/:orgId/orders');
    expect(post!.body).toMatchObject({
      customFields: { kind: 'casual_interview', message: '開発体制について伺いたいです' },
    });
    await events.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.getByRole('button', { name: 'カジュアル面談を申し込み済み' })).toBeDisabled();
    // applying is still open
    expect(screen.getByRole('button', { name: 'この求人に応募する' })).toBeEnabled();
  });

  it('keeps a note over 500 characters in the dialog with the reason', async () => {
    const calls = api();
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    const request = await screen.findByRole('button', { name: 'カジュアル面談を申し込む' });
    await waitFor(() => expect(request).toBeEnabled());
    await events.click(request);
    const dialog = await screen.findByRole('dialog', { name: 'カジュアル面談を申し込む' });
    const note = within(dialog).getByRole('textbox', { name: /企業へのメッセージ/ });
    await events.click(note);
    await events.paste('あ'.repeat(501));
    await events.click(within(dialog).getByRole('button', { name: '申し込む' }));
    expect(
      await within(dialog).findByText('メッセージは500文字以内で入力してください'),
    ).toBeVisible();
    expect(calls.callsTo('POST', '/api/order/orgs/:orgId/orders')).toHaveLength(0);
  });

  it('offers no casual interview when the company switched it off', async () => {
    api({
      'GET /api/catalog/products/:productId': {
        body: { ...product, customFields: { ...product.customFields, casual_interview: false } },
      },
    });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    await screen.findByRole('button', { name: 'この求人に応募する' });
    expect(
      screen.queryByRole('button', { name: 'カジュアル面談を申し込む' }),
    ).not.toBeInTheDocument();
  });

  it('shows a toast and keeps the button usable when applying fails', async () => {
    api({ 'POST /api/order/orgs/:orgId/orders': apiError(500, 'internal_server_error') });
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    const apply = await screen.findByRole('button', { name: 'この求人に応募する' });
    await waitFor(() => expect(apply).toBeEnabled());
    await events.click(apply);
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: '応募する' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.getSnapshot().at(-1)).toMatchObject({ variant: 'error' });
    expect(screen.getByRole('button', { name: 'この求人に応募する' })).toBeEnabled();
  });

  it('is disabled when the user already applied', async () => {
    api({ 'GET /api/order/orders': { body: createPage([createOrder({}, product)]) } });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    expect(await screen.findByRole('button', { name: '応募済み' })).toBeDisabled();
  });

  it('tolerates a failed look-up: the button stays usable', async () => {
    api({ 'GET /api/order/orders': apiError(500, 'internal_server_error') });
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user });
    const apply = await screen.findByRole('button', { name: 'この求人に応募する' });
    await waitFor(() => expect(apply).toBeEnabled());
  });

  it('offers no application to company users and administrators', async () => {
    for (const typeId of ['010', '100']) {
      const lookups = api();
      const { unmount } = renderRemoteRoute(positionsRoutes, '/positions/p1', {
        user: createTestUser({ id: `staff-${typeId}`, typeId }),
      });
      expect(
        await screen.findByRole('button', { name: '応募は求職者のアカウントでできます' }),
      ).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'この求人に応募する' })).toBeNull();
      expect(lookups.callsTo('GET', '/api/order/orders')).toHaveLength(0);
      unmount();
    }
  });
});
