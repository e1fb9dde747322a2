import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, renderRemoteRoute, createPage } from '@jobmatch/shared/testing';
import {
  createOrganization,
  createProductListItem,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';

const products = Array.from({ length: 23 }, (_, i) =>
  createProductListItem({ id: `p${i}`, name: `求人${i}` }),
);

function api() {
  return mockApi({
    ...referenceHandlers,
    'GET /api/organization/organizations/:organizationId': (request) =>
      request.params.organizationId === 'org-1'
        ? { body: createOrganization({ viewableProductCount: products.length }) }
        : apiError(404, 'not_found'),
    'GET /api/catalog/products': (request) => {
      const top = Number(request.query.get('$top'));
      if (request.query.get('$nextToken') === 't2')
        return { body: createPage(products.slice(20), { total: 23 }) };
      return {
        body: createPage(products.slice(0, top), { total: 23, nextToken: top < 23 ? 't2' : null }),
      };
    },
  });
}

describe('organization.show', () => {
  it('shows the company information with the postal mark, and the tab bar with the count', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/organization/org-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社テスト' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/〒150-0002/)).toBeInTheDocument();
    expect(screen.getByText('Webサービス開発')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '企業ページのタブ' });
    const current = within(tabs).getByRole('tab', { selected: true });
    expect(current).toHaveTextContent('企業情報');
    expect(current).toHaveAttribute('aria-disabled', 'true');
    expect(current).not.toHaveAttribute('href');
    expect(await within(tabs).findByRole('tab', { name: '募集中の求人（23）' })).toHaveAttribute(
      'href',
      '/organization/org-1/positions',
    );
    expect(screen.getByRole('tabpanel', { name: '企業情報' })).toHaveTextContent('Webサービス開発');
    // the company JSON carries the count: no list is asked for it
    expect(calls.callsTo('GET', '/api/catalog/products')).toHaveLength(0);
  });

  it('takes the job-openings count from the organization JSON when it has one', async () => {
    const calls = mockApi({
      ...referenceHandlers,
      'GET /api/organization/organizations/:organizationId': {
        body: createOrganization({ viewableProductCount: 7 }),
      },
    });
    renderRemoteRoute(positionsRoutes, '/organization/org-1');
    expect(await screen.findByRole('tab', { name: '募集中の求人（7）' })).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/catalog/products')).toHaveLength(0);
  });

  it('never links a website that is not http(s)', async () => {
    mockApi({
      ...referenceHandlers,
      'GET /api/organization/organizations/:organizationId': {
        body: createOrganization({ url: 'javascript:alert(1)', viewableProductCount: 0 }),
      },
    });
    renderRemoteRoute(positionsRoutes, '/organization/org-1');
    await screen.findByRole('heading', { level: 1, name: '株式会社テスト' });
    expect(screen.queryByText(/javascript:/)).not.toBeInTheDocument();
  });

  it('is the 404 page for an unknown company', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/organization/nope');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('status 404');
  });
});

describe('organization.positions.list', () => {
  it('lists the company positions 20 a page under the selected jobOpenings tab', async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/organization/org-1/positions');
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    const tabs = screen.getByRole('tablist', { name: '企業ページのタブ' });
    expect(within(tabs).getByRole('tab', { name: '企業情報' })).toHaveAttribute(
      'href',
      '/organization/org-1',
    );
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(
      '募集中の求人（23）',
    );
    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
  });
});
