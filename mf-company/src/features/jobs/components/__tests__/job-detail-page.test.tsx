import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { apiError, type MockHandler, createPage, catalogHandlers } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import {
  createCompanyProduct,
  createOrder,
  createOrderStats,
  daysFromNow,
  jobsApi,
} from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const PATCH_PATH = '/api/catalog/products/product-1';

/**
 * The posting's page (at `url`) with `product` as the api has it; a PATCH applies the new status
 * (and answers the posting as it then is) unless `handlers` say otherwise.
 */
function open(
  product: CompanyProduct,
  handlers: Record<string, MockHandler> = {},
  url = `/company/jobs/${product.id}`,
) {
  let current = product;
  return openCompanyPage(url, {
    ...catalogHandlers,
    [`GET ${jobsApi.product}`]: (request) =>
      request.params.productId === current.id ? { body: current } : apiError(404, 'not_found'),
    [`GET ${jobsApi.stats}`]: {
      body: { value: [createOrderStats('product-1', { PENDING: 3, PROCESSING: 1, ACCEPTED: 1 })] },
    },
    [`GET ${jobsApi.orders}`]: { body: createPage(newestApplicants, { total: 5 }) },
    [`PATCH ${jobsApi.update}`]: (request) => {
      const { status } = request.body as { status: CompanyProduct['publication']['status'] };
      current = { ...current, publication: { ...current.publication, status } };
      return { body: current };
    },
    ...handlers,
  });
}

/** The posting's five newest applications, as the api answers `$top=5`. */
const newestApplicants = [
  createOrder({ id: 'order-5', createdAt: '2026-11-25T01:00:00.000Z' }),
  createOrder({
    id: 'order-4',
    status: 'PROCESSING',
    createdAt: '2026-11-24T01:00:00.000Z',
    customer: { ...createOrder().customer, name: '鈴木 花子', nameKana: null },
  }),
  createOrder({ id: 'order-3', status: 'ACCEPTED', createdAt: '2026-11-23T01:00:00.000Z' }),
  createOrder({ id: 'order-2', createdAt: '2026-11-22T01:00:00.000Z' }),
  createOrder({ id: 'order-1', createdAt: '2026-11-21T01:00:00.000Z' }),
];

const draft = createCompanyProduct();
const publicationSection = () => screen.getByRole('region', { name: '掲載状態' });
const applicantsSection = () => screen.getByRole('region', { name: '応募者' });
/** The rows of the newest applicants' table (not its header row). */
const newestRows = () =>
  within(screen.getByRole('table', { name: '新着の応募者' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('company.jobs.show', () => {
  it('shows the posting as job seekers will, its state, window and applicant counts', async () => {
    open(
      createCompanyProduct({
        publication: {
          status: 'ACTIVE',
          since: '2026-11-01T00:00:00.000Z',
          until: '2099-01-01T00:00:00.000Z',
          publishedAt: '2026-11-01T00:00:00.000Z',
        },
        interestCount: 4,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goバックエンドエンジニア' }),
    ).toBeInTheDocument();
    expect(within(publicationSection()).getByText('公開中')).toBeInTheDocument();
    expect(publicationSection()).toHaveTextContent('2026年11月01日 09:00 〜 2099年01月01日 09:00');
    expect(screen.getByRole('link', { name: '編集' })).toHaveAttribute(
      'href',
      '/company/jobs/product-1/edit',
    );

    const article = screen.getByRole('article', { name: 'Goバックエンドエンジニア' });
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Goバックエンドエンジニア',
    );
    expect(within(article).getByText('Goでの開発経験3年以上')).toBeInTheDocument();
    expect(within(article).getByText('10:00〜19:00')).toBeInTheDocument();
    // the company's own view: no link to the public organization page
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();

    const applicants = applicantsSection();
    expect(await within(applicants).findByRole('link', { name: /未対応\s*3件/ })).toHaveAttribute(
      'href',
      '/company/jobs/product-1/applicants?status=PENDING',
    );
    expect(within(applicants).getByRole('link', { name: /選考中\s*1件/ })).toHaveAttribute(
      'href',
      '/company/jobs/product-1/applicants?status=PROCESSING',
    );
    expect(within(applicants).getByRole('link', { name: /採用\s*1件/ })).toBeInTheDocument();
    expect(within(applicants).getByRole('link', { name: /不採用\s*0件/ })).toBeInTheDocument();
    expect(within(applicants).getByRole('link', { name: /すべて\s*5件/ })).toHaveAttribute(
      'href',
      '/company/jobs/product-1/applicants',
    );
    expect(within(applicants).getByRole('link', { name: '応募者をすべて見る' })).toHaveAttribute(
      'href',
      '/company/jobs/product-1/applicants',
    );
    // how many saved it, never who
    expect(applicants).toHaveTextContent('気になるに保存した求職者：4人');
  });

  it("lists the posting's newest five applicants under the counts, each leading to its page", async () => {
    const { api } = open(draft);
    await waitFor(() => expect(newestRows()).toHaveLength(5));
    const [first, second, third] = newestRows();
    expect(within(first!).getByRole('link', { name: '山田 太郎' })).toHaveAttribute(
      'href',
      '/company/applicants/order-5',
    );
    // applied 2026-11-25 01:00 UTC: that day in Tokyo too
    expect(first).toHaveTextContent('2026年11月25日');
    expect(within(first!).getByText('未対応')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: '鈴木 花子' })).toHaveAttribute(
      'href',
      '/company/applicants/order-4',
    );
    expect(within(second!).getByText('選考中')).toBeInTheDocument();
    expect(within(third!).getByText('採用')).toBeInTheDocument();
    // one posting's list: no posting column
    expect(
      within(screen.getByRole('table', { name: '新着の応募者' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['応募者', '応募日', '状態', '返信期限']);
    // the list comes after the counts, in the applicants' section
    const counts = within(applicantsSection()).getByRole('link', { name: /すべて\s*5件/ });
    expect(counts.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [call] = api.callsTo('GET', jobsApi.orders);
    expect(call?.query.get('$filter')).toBe("lineItems.productId eq 'product-1'");
    expect(call?.query.get('$top')).toBe('5');
  });

  it('says when the posting has no applicants yet', async () => {
    open(draft, {
      [`GET ${jobsApi.stats}`]: { body: { value: [createOrderStats('product-1')] } },
      [`GET ${jobsApi.orders}`]: { body: createPage([]) },
    });
    expect(await screen.findByText('まだ応募はありません')).toBeInTheDocument();
    expect(applicantsSection()).toContainElement(screen.getByText('まだ応募はありません'));
    expect(screen.queryByRole('table', { name: '新着の応募者' })).not.toBeInTheDocument();
    expect(
      within(applicantsSection()).getByRole('link', { name: '応募者をすべて見る' }),
    ).toHaveAttribute('href', '/company/jobs/product-1/applicants');
  });

  it('offers a retry when the applicants do not load', async () => {
    let calls = 0;
    const { events } = open(draft, {
      [`GET ${jobsApi.orders}`]: () =>
        ++calls === 1 ? apiError(500, 'api_error') : { body: createPage(newestApplicants) },
    });
    const alert = await screen.findByRole('alert');
    expect(applicantsSection()).toContainElement(alert);
    await events.click(within(alert).getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(newestRows()).toHaveLength(5));
  });

  it('publishes a draft at once after a confirmation', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api } = open(draft);
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: '公開する' }));
    const dialog = screen.getByRole('dialog', { name: '求人を公開しますか？' });
    expect(dialog).toHaveTextContent('すぐに公開され');
    await events.click(within(dialog).getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', PATCH_PATH).map((call) => call.body)).toEqual([
      { status: 'ACTIVE' },
    ]);
    expect(show).toHaveBeenCalledWith('求人を公開しました', { variant: 'success' });
    expect(await within(publicationSection()).findByText('公開中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下書きに戻す' })).toBeInTheDocument();
  });

  it('says a draft with a start to come becomes public at that time', async () => {
    const show = jest.spyOn(toast, 'show');
    const since = '2099-12-01T00:00:00.000Z';
    open(
      createCompanyProduct({
        publication: { status: 'DRAFT', since, until: null, publishedAt: null },
      }),
    );
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: '公開する' }));
    const dialog = screen.getByRole('dialog', { name: '求人を公開しますか？' });
    expect(dialog).toHaveTextContent('掲載開始日時の2099年12月01日 09:00に公開されます');
    await events.click(within(dialog).getByRole('button', { name: '公開する' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('公開を予約しました。2099年12月01日 09:00に公開されます', {
        variant: 'success',
      }),
    );
    expect(await within(publicationSection()).findByText('公開前')).toBeInTheDocument();
  });

  it('says in the dialog when an ended window cannot be published', async () => {
    const { api } = open(
      createCompanyProduct({
        publication: { status: 'DRAFT', since: null, until: daysFromNow(-1), publishedAt: null },
      }),
      {
        [`PATCH ${jobsApi.update}`]: {
          status: 400,
          body: {
            error: { code: 'wrong_parameter', message: 'ended', target: 'publication.until' },
          },
        },
      },
    );
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: '公開する' }));
    const dialog = screen.getByRole('dialog', { name: '求人を公開しますか？' });
    await events.click(within(dialog).getByRole('button', { name: '公開する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '掲載終了日時が過去のため公開できません',
    );
    expect(api.callsTo('PATCH', PATCH_PATH)).toHaveLength(1);
  });

  it('takes a published posting back to a draft', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api } = open(
      createCompanyProduct({
        publication: { status: 'ACTIVE', since: null, until: null, publishedAt: daysFromNow(-3) },
      }),
    );
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: '下書きに戻す' }));
    const dialog = screen.getByRole('dialog', { name: '下書きに戻しますか？' });
    await events.click(within(dialog).getByRole('button', { name: '下書きに戻す' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('下書きに戻しました', { variant: 'success' }),
    );
    expect(api.callsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ status: 'DRAFT' });
    expect(await within(publicationSection()).findByText('下書き')).toBeInTheDocument();
  });

  it('archives only after a confirmation that says what happens to the applicants', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api } = open(draft);
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: 'アーカイブ' }));
    let dialog = screen.getByRole('dialog', { name: 'この求人をアーカイブしますか？' });
    expect(dialog).toHaveTextContent('応募者の一覧から外れ');
    expect(dialog).toHaveTextContent('対応中の応募（未対応・選考中）は終了します');
    expect(dialog).toHaveTextContent('アーカイブを解除しても、応募者と応募は元に戻りません');
    await events.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(api.callsTo('PATCH', PATCH_PATH)).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'アーカイブ' }));
    dialog = screen.getByRole('dialog', { name: 'この求人をアーカイブしますか？' });
    await events.click(within(dialog).getByRole('button', { name: 'アーカイブする' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('求人をアーカイブしました', { variant: 'success' }),
    );
    expect(api.callsTo('PATCH', PATCH_PATH).map((call) => call.body)).toEqual([
      { status: 'ARCHIVED' },
    ]);
    expect(await within(publicationSection()).findByText('アーカイブ')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '編集' })).not.toBeInTheDocument();
    // archiving closes applications: the counts and the applicants are read again
    await waitFor(() => expect(api.callsTo('GET', jobsApi.stats).length).toBeGreaterThan(1));
    await waitFor(() => expect(api.callsTo('GET', jobsApi.orders).length).toBeGreaterThan(1));
  });

  it('un-archives to a draft', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api } = open(
      createCompanyProduct({
        publication: { status: 'ARCHIVED', since: null, until: null, publishedAt: null },
      }),
    );
    const events = userEvent.setup({ delay: null });
    expect(await screen.findByText(/アーカイブ中です/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '公開する' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'アーカイブを解除' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('アーカイブを解除しました。求人は下書きに戻りました', {
        variant: 'success',
      }),
    );
    expect(api.callsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ status: 'DRAFT' });
    expect(await screen.findByRole('button', { name: '公開する' })).toBeInTheDocument();
  });

  it('toasts a refused un-archive in Japanese', async () => {
    const show = jest.spyOn(toast, 'show');
    open(
      createCompanyProduct({
        publication: { status: 'ARCHIVED', since: null, until: null, publishedAt: null },
      }),
      { [`PATCH ${jobsApi.update}`]: apiError(409, 'organization_not_normal') },
    );
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'アーカイブを解除' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.stringMatching(/[ぁ-んァ-ン]/), {
        variant: 'error',
      }),
    );
  });

  it('is not found for an unknown posting', async () => {
    open(draft, {}, '/company/jobs/missing');
    expect(
      await screen.findByRole('heading', { name: '求人が見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人の一覧に戻る' })).toHaveAttribute(
      'href',
      '/company/jobs',
    );
  });
});

describe('company.jobs.show duplicate', () => {
  it('duplicates the posting into a new draft after asking, and opens its edit page', async () => {
    const original = createCompanyProduct({ id: 'product-1' });
    const copy = createCompanyProduct({ id: 'product-copy', name: `${original.name}（コピー）` });
    const { api, events } = open(original, {
      ['POST /api/catalog/orgs/org-1/products/product-1:duplicate']: { status: 201, body: copy },
    });
    await events.click(await screen.findByRole('button', { name: '複製' }));
    const dialog = await screen.findByRole('dialog', { name: 'この求人を複製しますか？' });
    await events.click(within(dialog).getByRole('button', { name: '複製して編集する' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/catalog/orgs/org-1/products/product-1:duplicate'),
      ).toHaveLength(1),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /求人を編集|編集/ }),
    ).toBeInTheDocument();
  });
});
