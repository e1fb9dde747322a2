import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { apiError, mockApi, renderRemoteRoute, createPage } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import { LIST_URL, admin, createApplication } from '../../testing/application-fixtures';

const applications = [
  createApplication({
    id: 'app-3',
    companyName: '株式会社みらい',
    createdAt: '2026-11-21T15:30:00Z',
  }),
  createApplication({
    id: 'app-2',
    companyName: '合同会社あおば',
    contactName: '鈴木 一郎',
    email: 'ichiro@aoba.example',
    status: 'approved',
    reviewedAt: '2026-11-20T01:00:00Z',
    createdAt: '2026-11-19T23:05:00Z',
  }),
  createApplication({
    id: 'app-1',
    companyName: '有限会社さくら',
    status: 'rejected',
    rejectionReason: '事業内容を確認できませんでした',
    createdAt: '2026-11-18T03:00:00Z',
  }),
];

/** The table's rows that hold an application (not the header row). */
const applicationRows = () =>
  screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

async function open(url = '/admin/organization-applications') {
  const result = renderRemoteRoute(companyRoutes, url, { user: admin });
  await screen.findByRole('heading', { level: 1, name: companyJa.applications_heading });
  return { ...result, events: userEvent.setup({ delay: null }) };
}

describe('admin.organization-applications', () => {
  it('lists the applications as the api orders them (newest first), each leading to its page', async () => {
    const api = mockApi({ [`GET ${LIST_URL}`]: { body: createPage(applications) } });
    await open();

    await waitFor(() => expect(applicationRows()).toHaveLength(3));
    const [first, second, third] = applicationRows();
    expect(within(first!).getByRole('link', { name: '株式会社みらい' })).toHaveAttribute(
      'href',
      '/admin/organization-applications/app-3',
    );
    // Applied 2026-11-21 15:30 UTC is past midnight in Tokyo.
    expect(first).toHaveTextContent('2026年11月22日 00:30');
    expect(first).toHaveTextContent('佐藤 花子');
    expect(first).toHaveTextContent('hanako@techmatch.example');
    expect(within(first!).getByText(companyJa.application_status_pending)).toBeInTheDocument();
    expect(second).toHaveTextContent('合同会社あおば');
    expect(second).toHaveTextContent('2026年11月20日 08:05');
    expect(within(second!).getByText(companyJa.application_status_approved)).toBeInTheDocument();
    expect(within(third!).getByText(companyJa.application_status_rejected)).toBeInTheDocument();

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      companyJa.application_company_name,
      companyJa.application_contact_name,
      companyJa.application_email,
      companyJa.application_applied_at,
      companyJa.application_status,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3件');

    const [request] = api.callsTo('GET', LIST_URL);
    expect(request?.query.get('status')).toBeNull();
    expect(request?.query.get('$top')).toBe('20');
  });

  it('filters by status through the URL', async () => {
    const api = mockApi({
      [`GET ${LIST_URL}`]: ({ query }) => ({
        body: createPage(
          applications.filter((a) => !query.get('status') || a.status === query.get('status')),
        ),
      }),
    });
    const { location, events } = await open();
    const filter = screen.getByRole('tablist', { name: companyJa.applications_filter_label });
    const tabs = within(filter).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['すべて', '審査待ち', '承認済み', '却下']);
    expect(within(filter).getByRole('tab', { name: 'すべて' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(applicationRows()).toHaveLength(3));

    await events.click(within(filter).getByRole('tab', { name: '審査待ち' }));
    await waitFor(() => expect(location()).toBe('/admin/organization-applications?status=pending'));
    await waitFor(() => expect(applicationRows()).toHaveLength(1));
    expect(applicationRows()[0]).toHaveTextContent('株式会社みらい');
    expect(
      within(screen.getByRole('tablist')).getByRole('tab', { name: '審査待ち' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', LIST_URL).at(-1)?.query.get('status')).toBe('pending');

    await events.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'すべて' }));
    await waitFor(() => expect(location()).toBe('/admin/organization-applications'));
    await waitFor(() => expect(applicationRows()).toHaveLength(3));
  });

  it('opens filtered from a URL, and treats an unknown status as all', async () => {
    const api = mockApi({ [`GET ${LIST_URL}`]: { body: createPage([applications[2]!]) } });
    const first = await open('/admin/organization-applications?status=rejected');
    expect(screen.getByRole('tab', { name: '却下' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(applicationRows()).toHaveLength(1));
    expect(api.callsTo('GET', LIST_URL)[0]?.query.get('status')).toBe('rejected');
    first.unmount();

    await open('/admin/organization-applications?status=unknown');
    expect(screen.getByRole('tab', { name: 'すべて' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.callsTo('GET', LIST_URL)).toHaveLength(2));
    expect(api.callsTo('GET', LIST_URL)[1]?.query.get('status')).toBeNull();
  });

  it('loads the next 20 with the next token, keeping the filter', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      createApplication({ id: `app-${i}`, companyName: `株式会社${i}` }),
    );
    const api = mockApi({
      [`GET ${LIST_URL}`]: ({ query }) =>
        query.get('$nextToken') === 'page-2'
          ? { body: createPage(many.slice(20), { total: 25 }) }
          : { body: createPage(many.slice(0, 20), { total: 25, nextToken: 'page-2' }) },
    });
    const { events } = await open('/admin/organization-applications?status=pending');
    await waitFor(() => expect(applicationRows()).toHaveLength(20));
    expect(screen.getByRole('status')).toHaveTextContent('25件');

    await events.click(screen.getByRole('button', { name: sharedJa.load_more }));
    await waitFor(() => expect(applicationRows()).toHaveLength(25));
    const second = api.callsTo('GET', LIST_URL)[1];
    expect(second?.query.get('$nextToken')).toBe('page-2');
    expect(second?.query.get('status')).toBe('pending');
    expect(screen.queryByRole('button', { name: sharedJa.load_more })).not.toBeInTheDocument();
  });

  it('says when no application matches', async () => {
    mockApi({ [`GET ${LIST_URL}`]: { body: createPage([]) } });
    await open('/admin/organization-applications?status=approved');
    expect(await screen.findByText(companyJa.applications_empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    let calls = 0;
    mockApi({
      [`GET ${LIST_URL}`]: () =>
        ++calls === 1 ? apiError(500, 'api_error') : { body: createPage(applications) },
    });
    const { events } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sharedJa.load_error!);

    await events.click(within(alert).getByRole('button', { name: sharedJa.retry }));
    await waitFor(() => expect(applicationRows()).toHaveLength(3));
  });
});
