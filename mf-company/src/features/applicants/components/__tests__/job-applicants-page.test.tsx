import { screen, waitFor, within } from '@testing-library/react';
import { apiError, type MockHandler, createPage } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { createCompanyProduct, createOrder, jobsApi } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const applicantRows = () =>
  screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

const open = (url: string, handlers: Record<string, MockHandler> = {}) =>
  openCompanyPage(url, {
    [`GET ${jobsApi.product}`]: { body: createCompanyProduct() },
    [`GET ${jobsApi.orders}`]: {
      body: createPage([createOrder({ id: 'order-2' }), createOrder({ status: 'CLOSED' })]),
    },
    ...handlers,
  });

describe('company.jobs.applicants', () => {
  it("lists one posting's applicants under its name, with the way back to the posting", async () => {
    const { api } = open('/company/jobs/product-1/applicants');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '「Goバックエンドエンジニア」の応募者',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.job_back_to_detail })).toHaveAttribute(
      'href',
      '/company/jobs/product-1',
    );
    await waitFor(() => expect(applicantRows()).toHaveLength(2));
    // Every row is of this posting: no posting column.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      companyJa.applicants_column_name,
      companyJa.applicants_column_applied_at,
      companyJa.applicants_column_status,
      companyJa.applicant_reply_by,
    ]);
    expect(within(applicantRows()[0]!).getByRole('link', { name: '山田 太郎' })).toHaveAttribute(
      'href',
      '/company/applicants/order-2',
    );
    expect(api.callsTo('GET', jobsApi.orders)[0]?.query.get('$filter')).toBe(
      "lineItems.productId eq 'product-1'",
    );
    expect(api.callsTo('GET', jobsApi.product)[0]?.url).toBe(
      '/api/catalog/orgs/org-1/products/product-1',
    );
  });

  it("filters the posting's applicants by status in its own URL", async () => {
    const { api, events, location } = open('/company/jobs/product-1/applicants');
    await waitFor(() => expect(applicantRows()).toHaveLength(2));
    const filter = screen.getByRole('tablist', { name: companyJa.applicants_filter_label });
    await events.click(within(filter).getByRole('tab', { name: '不採用' }));
    await waitFor(() =>
      expect(location()).toBe('/company/jobs/product-1/applicants?status=CLOSED'),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', jobsApi.orders).at(-1)?.query.get('$filter')).toBe(
        "status eq 'CLOSED' and lineItems.productId eq 'product-1'",
      ),
    );
  });

  it('says when a posting is not the organization’s, leading to the postings', async () => {
    open('/company/jobs/product-9/applicants', {
      [`GET ${jobsApi.product}`]: apiError(404, 'not_found'),
      [`GET ${jobsApi.orders}`]: { body: createPage([]) },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: companyJa.job_not_found_heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.job_back_to_list })).toHaveAttribute(
      'href',
      '/company/jobs',
    );
  });
});
