import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestUser, mockApi, renderRemoteRoute, createPage } from '@jobmatch/shared/testing';
import {
  createOrder,
  createProduct,
  daysAgo,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const user = createTestUser({ id: 'user-1' });
const live = createProduct({ id: 'live', name: '募集中の求人' });
const archived = createProduct({
  id: 'archived',
  name: 'アーカイブされた求人',
  publication: { status: 'ARCHIVED', since: daysAgo(60) },
});
const expired = createProduct({
  id: 'expired',
  name: '期限切れの求人',
  publication: { status: 'ACTIVE', since: daysAgo(60), until: daysAgo(2) },
});

describe('job-applications.list', () => {
  it('lists applications newest first; ended postings are disabled with 掲載終了 and no link', async () => {
    const calls = mockApi({
      ...referenceHandlers,
      'GET /api/order/orders': {
        body: createPage([
          createOrder({ id: 'o1', createdAt: '2026-11-21T15:30:00Z', status: 'PROCESSING' }, live),
          createOrder({ id: 'o2' }, archived),
          createOrder({ id: 'o3' }, expired),
          createOrder({ id: 'o4' }, null),
        ]),
      },
    });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    expect(await screen.findByRole('heading', { level: 1, name: '応募履歴' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);

    const [first, ...ended] = cards;
    expect(within(first!).getByRole('link', { name: '募集中の求人' })).toHaveAttribute(
      'href',
      '/positions/live',
    );
    expect(within(first!).getByText('選考中')).toBeInTheDocument();
    expect(within(first!).getByText('2026年11月22日 応募')).toBeInTheDocument();
    expect(within(first!).queryByText('掲載終了')).not.toBeInTheDocument();
    for (const card of ended) {
      expect(within(card).getByText('掲載終了')).toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(card).toHaveAttribute('data-disabled', 'true');
    }
    expect(
      within(ended[0]!).getByRole('heading', { name: 'アーカイブされた求人' }),
    ).toBeInTheDocument();

    const request = calls.callsTo('GET', '/api/order/orders')[0]!;
    expect(request.query.get('$orderBy')).toBe('createdAt desc');
    expect(request.query.get('$top')).toBe('20');
    expect(request.query.get('$expand')).toBe('organization,lineItems.product');
  });

  it('tells casual interviews apart, counts the wait for a reply, and withdraws with a reason', async () => {
    const calls = mockApi({
      ...referenceHandlers,
      'GET /api/order/orders': {
        body: createPage([
          createOrder(
            {
              id: 'casual',
              createdAt: daysAgo(3),
              status: 'PENDING',
              customFields: { kind: 'casual_interview' },
              replyBy: daysAgo(-4),
            },
            live,
          ),
          createOrder(
            {
              id: 'gone',
              status: 'CANCELED',
              cancelReason: 'DECLINED',
              withdrawal: { at: daysAgo(1), reason: null },
            },
            live,
          ),
        ]),
      },
      'POST /api/order/orders/:orderAction': { body: {} },
    });
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    const [casual, withdrawn] = await screen.findAllByRole('article');
    expect(within(casual!).getByText('面談')).toBeInTheDocument();
    expect(within(casual!).getByText('申し込み済み')).toBeInTheDocument();
    expect(within(casual!).getByText(/企業からの返信待ち（3日）/)).toBeInTheDocument();
    expect(within(withdrawn!).getByText('取り下げ済み')).toBeInTheDocument();
    expect(
      within(withdrawn!).queryByRole('button', { name: /取り下げる/ }),
    ).not.toBeInTheDocument();

    await events.click(
      within(casual!).getByRole('button', { name: '「募集中の求人」を取り下げる' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'カジュアル面談の申し込みを取り下げますか？',
    });
    expect(dialog).toHaveTextContent('取り下げると元に戻せません。');
    await events.type(within(dialog).getByRole('textbox'), '他社に決めました');
    await events.click(within(dialog).getByRole('button', { name: '取り下げる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = calls.callsTo('POST', '/api/order/orders/:orderAction');
    expect(post!.url).toContain('/api/order/orders/casual:withdraw');
    expect(post!.body).toEqual({ reason: '他社に決めました' });
  });

  it('has the one-tab bar: 応募済み (applied), selected and disabled, around the list', async () => {
    mockApi({
      ...referenceHandlers,
      'GET /api/order/orders': { body: createPage([createOrder({ id: 'o1' }, live)]) },
    });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    const tabs = await screen.findByRole('tablist', { name: '応募履歴のタブ' });
    const [tab, ...others] = within(tabs).getAllByRole('tab');
    expect(others).toHaveLength(0);
    expect(tab).toHaveTextContent('応募済み');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('aria-disabled', 'true');
    expect(tab).not.toHaveAttribute('href');
    const panel = screen.getByRole('tabpanel', { name: '応募済み' });
    expect(await within(panel).findAllByRole('article')).toHaveLength(1);
  });

  it('trusts the api when it says the posting is no longer viewable', async () => {
    const order = createOrder({ id: 'o1' }, live);
    order.lineItems[0] = { ...order.lineItems[0]!, product: null, productViewable: false };
    mockApi({ ...referenceHandlers, 'GET /api/order/orders': { body: createPage([order]) } });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('掲載終了')).toBeInTheDocument();
    expect(within(card!).getByRole('heading', { name: '募集中の求人' })).toBeInTheDocument();
    expect(within(card!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads 20 more with the next token', async () => {
    const orders = Array.from({ length: 25 }, (_, i) =>
      createOrder({ id: `o${i}` }, createProduct({ id: `p${i}`, name: `求人${i}` })),
    );
    mockApi({
      ...referenceHandlers,
      'GET /api/order/orders': (request) =>
        request.query.get('$nextToken') === 't2'
          ? { body: createPage(orders.slice(20), { total: 25 }) }
          : { body: createPage(orders.slice(0, 20), { total: 25, nextToken: 't2' }) },
    });
    const events = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await events.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
  });

  it('invites to search when there are none', async () => {
    mockApi({ ...referenceHandlers, 'GET /api/order/orders': { body: createPage([]) } });
    renderRemoteRoute(positionsRoutes, '/job-applications', { user });
    expect(await screen.findByText('まだ応募した求人はありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute('href', '/positions');
  });
});
