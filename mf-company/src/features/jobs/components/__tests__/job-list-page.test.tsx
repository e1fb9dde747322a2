import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type MockHandler, createPage } from '@jobmatch/shared/testing';
import {
  createCompanyProduct,
  createOrderStats,
  daysFromNow,
  jobsApi,
} from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';
import { companyJa } from '../../../../app/i18n/ja';

const draft = createCompanyProduct({ id: 'p-draft', name: '下書きの求人' });
const live = createCompanyProduct({
  id: 'p-live',
  name: '公開中の求人',
  category: { id: 'frontend_engineer' },
  publication: {
    status: 'ACTIVE',
    since: '2026-11-01T00:00:00.000Z',
    until: '2099-03-31T09:00:00.000Z',
    publishedAt: '2026-11-01T00:00:00.000Z',
  },
  interestCount: 7,
});
const scheduled = createCompanyProduct({
  id: 'p-scheduled',
  name: '公開前の求人',
  publication: {
    status: 'ACTIVE',
    since: daysFromNow(3),
    until: null,
    publishedAt: daysFromNow(-1),
  },
});

function open(url = '/company/jobs', handlers: Record<string, MockHandler> = {}) {
  return openCompanyPage(url, {
    [`GET ${jobsApi.products}`]: { body: createPage([scheduled, live, draft]) },
    [`GET ${jobsApi.stats}`]: (request) => ({
      body: {
        value: (request.query.get('productIds') ?? '')
          .split(',')
          .map((id) =>
            createOrderStats(id, id === 'p-live' ? { PENDING: 2, PROCESSING: 1, CLOSED: 1 } : {}),
          ),
      },
    }),
    ...handlers,
  });
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('company.jobs', () => {
  it('lists the postings with their state, job type, window and applicant counts', async () => {
    const { api } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '求人管理' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '公開中の求人' });
    expect(screen.getByRole('status')).toHaveTextContent('3件');

    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getByRole('link').textContent);
    expect(names).toEqual(['公開前の求人', '公開中の求人', '下書きの求人']);

    expect(within(row('公開中の求人')).getByText('公開中')).toBeInTheDocument();
    expect(within(row('公開中の求人')).getByText('フロントエンドエンジニア')).toBeInTheDocument();
    expect(row('公開中の求人')).toHaveTextContent('2026年11月01日 09:00 〜 2099年03月31日 18:00');
    expect(within(row('公開前の求人')).getByText('公開前')).toBeInTheDocument();
    expect(within(row('下書きの求人')).getByText('下書き')).toBeInTheDocument();
    expect(row('下書きの求人')).toHaveTextContent('開始日時未設定 〜 終了日時未設定');
    expect(within(row('公開中の求人')).getByRole('link')).toHaveAttribute(
      'href',
      '/company/jobs/p-live',
    );

    await waitFor(() => expect(row('公開中の求人')).toHaveTextContent('応募 4件未対応 2件'));
    expect(row('下書きの求人')).toHaveTextContent('応募 0件');
    // how many saved each (気になる), never who
    expect(within(row('公開中の求人')).getByText('7人')).toBeInTheDocument();
    expect(within(row('下書きの求人')).getByText('0人')).toBeInTheDocument();
    const [stats] = api.callsTo('GET', jobsApi.stats);
    expect(stats!.query.get('productIds')).toBe('p-scheduled,p-live,p-draft');
    const [list] = api.callsTo('GET', jobsApi.products);
    expect(list!.query.get('$top')).toBe('20');
    expect(list!.query.get('state')).toBeNull();

    expect(screen.getByRole('link', { name: '新しい求人を作成' })).toHaveAttribute(
      'href',
      '/company/jobs/new',
    );
  });

  it('filters by publication state through ?state=', async () => {
    const { api, location } = open('/company/jobs?state=draft', {
      [`GET ${jobsApi.products}`]: (request) => ({
        body: createPage(request.query.get('state') === 'public' ? [live] : [draft]),
      }),
    });
    await screen.findByRole('link', { name: '下書きの求人' });
    expect(api.callsTo('GET', jobsApi.products)[0]!.query.get('state')).toBe('draft');
    const filters = screen.getByRole('navigation', { name: '掲載状態で絞り込む' });
    expect(within(filters).getByRole('link', { name: '下書き' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['すべて', '下書き', '公開前', '公開中', '掲載終了', 'アーカイブ']);

    await userEvent
      .setup({ delay: null })
      .click(within(filters).getByRole('link', { name: '公開中' }));
    expect(await screen.findByRole('link', { name: '公開中の求人' })).toBeInTheDocument();
    expect(location()).toBe('/company/jobs?state=public');
    expect(api.callsTo('GET', jobsApi.products).at(-1)!.query.get('state')).toBe('public');
  });

  it('says when a filter has no postings', async () => {
    open('/company/jobs?state=archived', { [`GET ${jobsApi.products}`]: { body: createPage([]) } });
    expect(await screen.findByText('「アーカイブ」の求人はありません')).toBeInTheDocument();
  });

  it('offers to create the first posting', async () => {
    open('/company/jobs', { [`GET ${jobsApi.products}`]: { body: createPage([]) } });
    expect(await screen.findByText('まだ求人がありません')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '新しい求人を作成' })).toHaveLength(2);
  });

  it('loads the next 20 with もっと見る and counts their applicants too', async () => {
    const more = createCompanyProduct({ id: 'p-old', name: '古い求人' });
    const { api } = open('/company/jobs', {
      [`GET ${jobsApi.products}`]: (request) =>
        request.query.get('$nextToken') === 'next'
          ? { body: createPage([more], { total: 4 }) }
          : { body: createPage([scheduled, live, draft], { total: 4, nextToken: 'next' }) },
    });
    await screen.findByRole('link', { name: '下書きの求人' });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByRole('link', { name: '古い求人' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', jobsApi.stats).map((call) => call.query.get('productIds'))).toEqual(
        ['p-scheduled,p-live,p-draft', 'p-old'],
      ),
    );
  });

  it('shows a failed load with a retry', async () => {
    open('/company/jobs', {
      [`GET ${jobsApi.products}`]: apiError(500, 'internal_server_error'),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});

describe('company.jobs finding', () => {
  it('searches by name and sorts, keeping both in the URL with the state filter', async () => {
    const { api, events } = open('/company/jobs?state=draft');
    const box = await screen.findByRole('searchbox', { name: companyJa.jobs_search_label });
    await events.type(box, 'エンジニア{Enter}');
    await waitFor(() =>
      expect(api.callsTo('GET', jobsApi.products).at(-1)!.query.get('$filter')).toBe(
        "contains(name,'エンジニア')",
      ),
    );
    await events.selectOptions(
      screen.getByRole('combobox', { name: companyJa.jobs_sort }),
      companyJa.jobs_sort_name,
    );
    await waitFor(() => {
      const last = api.callsTo('GET', jobsApi.products).at(-1)!.query;
      expect([last.get('$orderBy'), last.get('state'), last.get('$filter')]).toEqual([
        'name asc',
        'draft',
        "contains(name,'エンジニア')",
      ]);
    });
    const filters = screen.getByRole('navigation', { name: '掲載状態で絞り込む' });
    expect(within(filters).getByRole('link', { name: 'すべて' }).getAttribute('href')).toContain(
      'sort=name',
    );
  });
});
