import { screen, waitFor, within } from '@testing-library/react';
import { sharedJa } from '@jobmatch/shared';
import { apiError, type MockHandler, createPage } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { createOrder, jobsApi } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const orders = [
  createOrder({ id: 'order-3', createdAt: '2026-11-21T15:30:00.000Z' }),
  createOrder({
    id: 'order-2',
    status: 'PROCESSING',
    createdAt: '2026-11-19T03:00:00.000Z',
    customer: { ...createOrder().customer, name: '鈴木 花子', nameKana: null },
    lineItems: [
      { ...createOrder().lineItems[0]!, productId: 'product-2', productName: 'QAエンジニア' },
    ],
  }),
  createOrder({ id: 'order-1', status: 'ACCEPTED', createdAt: '2026-01-05T03:00:00.000Z' }),
];

/** The table's rows that hold an application (not the header row). */
const applicantRows = () =>
  screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

const filter = () => screen.getByRole('tablist', { name: companyJa.applicants_filter_label });

/** The list as the api filters it: `status eq '…'` and `lineItems.productId eq '…'`. */
const filteringList: MockHandler = ({ query }) => {
  const $filter = query.get('$filter') ?? '';
  const status = /status eq '([A-Z]+)'/.exec($filter)?.[1];
  const productId = /lineItems\.productId eq '([^']+)'/.exec($filter)?.[1];
  return {
    body: createPage(
      orders.filter(
        (order) =>
          (!status || order.status === status) &&
          (!productId || order.lineItems[0]!.productId === productId),
      ),
    ),
  };
};

const open = (url: string, handlers: Record<string, MockHandler> = {}) =>
  openCompanyPage(url, { [`GET ${jobsApi.orders}`]: filteringList, ...handlers });

describe('company.applicants', () => {
  it('lists every application newest first, with the posting, the date and the status', async () => {
    const { api } = open('/company/applicants');
    expect(
      await screen.findByRole('heading', { level: 1, name: companyJa.applicants_heading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(applicantRows()).toHaveLength(3));

    const [first, second, third] = applicantRows();
    expect(within(first!).getByRole('link', { name: '山田 太郎' })).toHaveAttribute(
      'href',
      '/company/applicants/order-3',
    );
    expect(first).toHaveTextContent('ヤマダ タロウ');
    expect(first).toHaveTextContent('バックエンドエンジニア（Go）');
    // Applied 2026-11-21 15:30 UTC is the next day in Tokyo.
    expect(first).toHaveTextContent('2026年11月22日');
    expect(within(first!).getByText(companyJa.applicant_status_pending)).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: '鈴木 花子' })).toBeInTheDocument();
    expect(second).toHaveTextContent('QAエンジニア');
    expect(within(second!).getByText(companyJa.applicant_status_processing)).toBeInTheDocument();
    expect(third).toHaveTextContent('2026年01月05日');
    expect(within(third!).getByText(companyJa.applicant_status_accepted)).toBeInTheDocument();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      companyJa.applicants_column_name,
      companyJa.applicants_column_posting,
      companyJa.applicants_column_applied_at,
      companyJa.applicants_column_status,
      companyJa.applicant_reply_by,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3件');

    const [request] = api.callsTo('GET', jobsApi.orders);
    expect(request?.query.get('$filter')).toBeNull();
    expect(request?.query.get('$top')).toBe('20');
  });

  it('filters by status through the URL', async () => {
    const { api, events, location } = open('/company/applicants');
    await waitFor(() => expect(applicantRows()).toHaveLength(3));
    const tabs = within(filter()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'すべて',
      '未対応',
      '選考中',
      '採用',
      '不採用',
    ]);
    expect(within(filter()).getByRole('tab', { name: 'すべて' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await events.click(within(filter()).getByRole('tab', { name: '選考中' }));
    await waitFor(() => expect(location()).toBe('/company/applicants?status=PROCESSING'));
    await waitFor(() => expect(applicantRows()).toHaveLength(1));
    expect(applicantRows()[0]).toHaveTextContent('鈴木 花子');
    expect(within(filter()).getByRole('tab', { name: '選考中' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.callsTo('GET', jobsApi.orders).at(-1)?.query.get('$filter')).toBe(
      "status eq 'PROCESSING'",
    );

    await events.click(within(filter()).getByRole('tab', { name: 'すべて' }));
    await waitFor(() => expect(location()).toBe('/company/applicants'));
    await waitFor(() => expect(applicantRows()).toHaveLength(3));
  });

  it('opens filtered from a URL, and treats an unknown status as all', async () => {
    const first = open('/company/applicants?status=ACCEPTED');
    await waitFor(() => expect(applicantRows()).toHaveLength(1));
    expect(within(filter()).getByRole('tab', { name: '採用' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(first.api.callsTo('GET', jobsApi.orders)[0]?.query.get('$filter')).toBe(
      "status eq 'ACCEPTED'",
    );
    first.unmount();

    const second = open('/company/applicants?status=CANCELED');
    await waitFor(() => expect(applicantRows()).toHaveLength(3));
    expect(within(filter()).getByRole('tab', { name: 'すべて' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(second.api.callsTo('GET', jobsApi.orders)[0]?.query.get('$filter')).toBeNull();
  });

  it('loads the next 20 with the next token, keeping the filter', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      createOrder({
        id: `order-${i}`,
        customer: { ...createOrder().customer, name: `応募者${i}` },
      }),
    );
    const { api, events } = open('/company/applicants?status=PENDING', {
      [`GET ${jobsApi.orders}`]: ({ query }) =>
        query.get('$nextToken') === 'page-2'
          ? { body: createPage(many.slice(20), { total: 25 }) }
          : { body: createPage(many.slice(0, 20), { total: 25, nextToken: 'page-2' }) },
    });
    await waitFor(() => expect(applicantRows()).toHaveLength(20));
    expect(screen.getByRole('status')).toHaveTextContent('25件');

    await events.click(screen.getByRole('button', { name: sharedJa.load_more }));
    await waitFor(() => expect(applicantRows()).toHaveLength(25));
    const second = api.callsTo('GET', jobsApi.orders)[1];
    expect(second?.query.get('$nextToken')).toBe('page-2');
    expect(second?.query.get('$filter')).toBe("status eq 'PENDING'");
    expect(screen.queryByRole('button', { name: sharedJa.load_more })).not.toBeInTheDocument();
  });

  it.each([
    ['', companyJa.applicants_empty_all],
    ['?status=PENDING', companyJa.applicants_empty_pending],
    ['?status=CLOSED', companyJa.applicants_empty_closed],
  ])('says when nothing matches %p', async (search, text) => {
    open(`/company/applicants${search}`, { [`GET ${jobsApi.orders}`]: { body: createPage([]) } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    let calls = 0;
    const { events } = open('/company/applicants', {
      [`GET ${jobsApi.orders}`]: () =>
        ++calls === 1 ? apiError(500, 'api_error') : { body: createPage(orders) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sharedJa.load_error!);
    await events.click(within(alert).getByRole('button', { name: sharedJa.retry }));
    await waitFor(() => expect(applicantRows()).toHaveLength(3));
  });
});

describe('company.applicants finding', () => {
  it('reads name or kana, posting, stage, reply state and order from the URL into the query', async () => {
    const { api } = open(
      '/company/applicants?q=%E3%82%84%E3%81%BE%E3%81%A0%20%E3%81%9F&job=product-2&stage=screening&reply=replied&sort=oldest',
    );
    await waitFor(() => expect(api.callsTo('GET', jobsApi.orders).length).toBeGreaterThan(0));
    const query = new URL(api.callsTo('GET', jobsApi.orders)[0]!.url, 'http://x').searchParams;
    expect(query.get('$filter')).toBe(
      "lineItems.productId eq 'product-2' and customFields.stage eq 'screening' and firstReplyAt ne null and (contains(customer.name,'やまだた') or contains(customer.nameKana,'ヤマダタ'))",
    );
    expect(query.get('$orderBy')).toBe('createdAt asc');
    expect(screen.getByRole('searchbox', { name: companyJa.applicants_search_label })).toHaveValue(
      'やまだ た',
    );
  });

  it('puts a search into the URL and offers to clear it', async () => {
    const { events } = open('/company/applicants');
    const box = await screen.findByRole('searchbox', { name: companyJa.applicants_search_label });
    await events.type(box, '鈴木{Enter}');
    const clear = await screen.findByRole('button', { name: companyJa.applicants_clear_filters });
    await events.click(clear);
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
