import { screen, waitFor, within } from '@testing-library/react';
import { createPage, type MockHandler } from '@jobmatch/shared/testing';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { companyJa } from '../../../../app/i18n/ja';
import { createOrder, createPipeline, jobsApi } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const pending = createOrder({ id: 'order-1' });
const interviewing = createOrder({
  id: 'order-2',
  status: 'PROCESSING',
  customFields: { ...createOrder().customFields, stage: 'first_interview' },
  customer: { ...createOrder().customer, name: '鈴木 花子' },
  firstReplyAt: '2026-04-02T00:00:00.000Z',
});
const hired = createOrder({
  id: 'order-3',
  status: 'ACCEPTED',
  customer: { ...createOrder().customer, name: '佐藤 次郎' },
});

function open(orders: CompanyOrder[] = [pending, interviewing, hired], patch?: MockHandler) {
  let current = orders;
  return openCompanyPage('/company/applicants?view=board', {
    [`GET ${jobsApi.orders}`]: () => ({ body: createPage(current) }),
    [`GET ${jobsApi.pipeline}`]: { body: createPipeline([0, 1, 0]) },
    [`GET ${jobsApi.products}`]: { body: createPage([]) },
    [`PATCH ${jobsApi.order}`]:
      patch ??
      (({ body }) => {
        const stage = (body as { customFields?: { stage: string } }).customFields?.stage ?? null;
        const moved = {
          ...pending,
          status: 'PROCESSING' as const,
          customFields: { ...pending.customFields, stage },
        };
        current = current.map((order) => (order.id === moved.id ? moved : order));
        return { body: moved };
      }),
  });
}

const board = () => screen.getByRole('region', { name: companyJa.board_label });
const columnNamed = (label: string) =>
  within(board())
    .getAllByRole('heading', { level: 3 })
    .find((heading) => heading.textContent?.startsWith(label))!
    .closest('section')!;

describe('company.applicants board', () => {
  it('shows 未対応, each stage, 内定 and 見送り with the cards where they are', async () => {
    open();
    await screen.findByRole('region', { name: companyJa.board_label });
    await waitFor(() => expect(within(board()).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(board())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.firstChild?.textContent),
    ).toEqual(['未対応', '書類選考', '一次面接', '最終面接', '内定', '見送り']);
    expect(
      within(columnNamed('未対応')).getByRole('link', { name: '山田 太郎' }),
    ).toBeInTheDocument();
    expect(
      within(columnNamed('一次面接')).getByRole('link', { name: '鈴木 花子' }),
    ).toBeInTheDocument();
    // a decided card does not move
    expect(within(columnNamed('内定')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.applicants_view_board })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('moves a card with the keyboard only and keeps the focus on it in its new column', async () => {
    const { api, events } = open();
    const move = await screen.findByRole('button', { name: '山田 太郎さんを移動' });
    move.focus();
    await events.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: '山田 太郎さんを移動' });
    expect(within(menu).getByRole('menuitem', { name: '書類選考へ移動' })).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '一次面接へ移動' })).toHaveFocus();
    await events.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('PATCH', jobsApi.order)[0]?.body).toEqual({
        customFields: { stage: 'first_interview' },
      }),
    );
    await waitFor(() =>
      expect(
        within(columnNamed('一次面接')).getByRole('link', { name: '山田 太郎' }),
      ).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '山田 太郎さんを移動' })).toHaveFocus(),
    );
    expect(within(columnNamed('未対応')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks before 内定 and 見送り, which are mailed to the applicant', async () => {
    const { api, events } = open();
    await events.click(await screen.findByRole('button', { name: '山田 太郎さんを移動' }));
    await events.click(screen.getByRole('menuitem', { name: '見送りへ移動' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeInTheDocument();
    expect(api.callsTo('PATCH', jobsApi.order)).toHaveLength(0);
  });

  it('closes the menu on Escape and gives the focus back', async () => {
    const { events } = open();
    const move = await screen.findByRole('button', { name: '山田 太郎さんを移動' });
    await events.click(move);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(move).toHaveFocus();
  });
});
