import { screen, waitFor, within } from '@testing-library/react';
import { sharedJa } from '@jobmatch/shared';
import type { CompanyOrder, MemberRole } from '@jobmatch/shared/contracts';
import {
  apiError,
  createTestQueryClient,
  type MockHandler,
  catalogHandlers,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { companyQueryKeys } from '../../../../api/company-query-keys';
import {
  applicantsInfiniteQueryOptions,
  newestApplicantsQueryOptions,
} from '../../../../api/get-applicants';
import { companyJa } from '../../../../app/i18n/ja';
import { ORG_ID } from '../../../../testing/company-fixtures';
import { createOrder, orderUrl } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const ORDER = orderUrl('order-1');

const section = (name: string) => screen.getByRole('region', { name });
const statusSection = () => section(companyJa.applicant_section_status);
const actionGroup = () => screen.queryByRole('group', { name: companyJa.applicant_actions_label });
const actionNames = () =>
  within(actionGroup() ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const dialog = () => screen.getByRole('dialog');

/** The application as the api keeps it: a PATCH changes what the next GET answers. */
function open({
  order = createOrder(),
  role = 'member',
  handlers = {},
  queryClient = createTestQueryClient(),
}: {
  order?: CompanyOrder;
  role?: MemberRole;
  handlers?: Record<string, MockHandler>;
  queryClient?: ReturnType<typeof createTestQueryClient>;
} = {}) {
  let current = order;
  const opened = openCompanyPage(
    '/company/applicants/order-1',
    {
      ...catalogHandlers,
      [`GET ${ORDER}`]: () => ({ body: current }),
      [`PATCH ${ORDER}`]: ({ body }) => {
        current = { ...current, status: (body as { status: CompanyOrder['status'] }).status };
        return { body: { ...current, topicId: undefined } };
      },
      [`DELETE ${ORDER}`]: () => {
        current = { ...current, status: 'CANCELED', cancelReason: 'DECLINED', removedAt: 'now' };
        return { status: 204 };
      },
      ...handlers,
    },
    { role, queryClient },
  );
  return {
    ...opened,
    decide: (next: Partial<CompanyOrder>) => (current = { ...current, ...next }),
  };
}

const heading = () => screen.findByRole('heading', { level: 1, name: '山田 太郎' });

describe('company.applicants.show', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(toast, 'show');
  });
  afterEach(() => show.mockRestore());

  it('shows what the applicant shared when they applied, in words', async () => {
    const { api } = open();
    expect(await heading()).toBeInTheDocument();
    expect(api.callsTo('GET', ORDER)[0]?.url).toBe('/api/order/orgs/org-1/orders/order-1');

    const profile = section(companyJa.applicant_section_profile);
    expect(profile).toHaveTextContent(companyJa.applicant_snapshot_note);
    for (const text of ['ヤマダ タロウ', '〒100-0001', '東京都 千代田区 千代田1-1'])
      expect(profile).toHaveTextContent(text);
    expect(within(profile).getByRole('link', { name: 'taro@example.com' })).toHaveAttribute(
      'href',
      'mailto:taro@example.com',
    );
    expect(within(profile).getByRole('link', { name: '09012345678' })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );

    const career = section(companyJa.applicant_section_career);
    expect(career).toHaveTextContent(
      `${companyJa.applicant_job_types}バックエンドエンジニア、フロントエンドエンジニア`,
    );
    expect(career).toHaveTextContent('バックエンドエンジニア：3〜5年');
    expect(career).toHaveTextContent('フロントエンドエンジニア：1年未満');
    await waitFor(() => expect(career).toHaveTextContent('Go、PostgreSQL、React'));
    expect(career).toHaveTextContent(`${companyJa.applicant_compensation}月給 40万〜60万円`);

    const status = statusSection();
    expect(within(status).getByText(companyJa.applicant_status_pending)).toBeInTheDocument();
    expect(status).toHaveTextContent(`${companyJa.applicant_applied_at}2026年11月22日`);
    expect(status).toHaveTextContent('バックエンドエンジニア（Go）');
    expect(
      within(status).getByRole('link', { name: companyJa.applicant_view_posting }),
    ).toHaveAttribute('href', '/company/jobs/product-1');
  });

  it('says 未入力 for what the applicant had not given', async () => {
    const bare = createOrder({
      customer: {
        ...createOrder().customer,
        nameKana: null,
        phone: null,
        addressLine1: null,
        addressLine2: null,
        addressLine3: null,
      },
      customFields: {
        demand_user_info: { name: '山田 太郎', email: 'taro@example.com', customFields: {} },
        kind: 'application',
        stage: null,
      },
    });
    open({ order: bare });
    await heading();
    const profile = section(companyJa.applicant_section_profile);
    expect(profile).toHaveTextContent(
      `${companyJa.applicant_name_kana}${companyJa.applicant_not_set}`,
    );
    expect(profile).toHaveTextContent(
      `${companyJa.applicant_address}${companyJa.applicant_not_set}`,
    );
    const career = section(companyJa.applicant_section_career);
    expect(within(career).getAllByText(companyJa.applicant_not_set)).toHaveLength(6);
    expect(career).toHaveTextContent(
      `${companyJa.applicant_desired_work_style}${companyJa.applicant_work_style_any}`,
    );
    const resume = section(companyJa.applicant_section_resume);
    expect(within(resume).getAllByText(companyJa.applicant_not_set)).toHaveLength(3);
    expect(within(resume).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the career, 自己PR, links and wishes as they were when applying', async () => {
    const base = createOrder();
    const info = base.customFields!.demand_user_info as Record<string, unknown>;
    const order = createOrder({
      customFields: {
        demand_user_info: {
          ...info,
          customFields: {
            ...(info.customFields as Record<string, unknown>),
            career: [
              {
                company: '株式会社いま',
                title: 'バックエンドエンジニア',
                employmentType: 'full_time',
                startedOn: '2021-04',
                endedOn: null,
                description: 'Go で決済 API を開発',
              },
              {
                company: '株式会社まえ',
                title: 'Webエンジニア',
                employmentType: 'side_job',
                startedOn: '2018-04',
                endedOn: '2021-03',
                description: '',
              },
              { company: '壊れた経歴', employmentType: 'intern', startedOn: 'いつか' },
            ],
            self_pr: '設計からリリースまで担当してきました。',
            links: [
              { kind: 'github', url: 'https://github.com/taro' },
              { kind: 'other', url: 'javascript:alert(1)' },
            ],
            job_change_timing: 'within_3_months',
            desired_annual_salary: 7_000_000,
            desired_work_style: 'hybrid',
          },
        },
        kind: 'application',
        stage: null,
      },
    });
    open({ order });
    await heading();
    const career = section(companyJa.applicant_section_career);
    expect(career).toHaveTextContent(`${companyJa.applicant_job_change_timing}3か月以内`);
    expect(career).toHaveTextContent(`${companyJa.applicant_desired_annual_salary}700万円`);
    expect(career).toHaveTextContent(`${companyJa.applicant_desired_work_style}ハイブリッド`);

    const resume = section(companyJa.applicant_section_resume);
    const entries = within(resume).getAllByRole('heading', { level: 4 });
    expect(entries.map((entry) => entry.textContent)).toEqual(['株式会社いま', '株式会社まえ']);
    expect(resume).toHaveTextContent('2021年4月 〜 現在・正社員');
    expect(resume).toHaveTextContent('2018年4月 〜 2021年3月・副業');
    expect(resume).toHaveTextContent('Go で決済 API を開発');
    expect(resume).toHaveTextContent('設計からリリースまで担当してきました。');
    const links = within(resume).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/https:\/\/github\.com\/taro/);
    expect(links[0]).toHaveAttribute('href', 'https://github.com/taro');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the conversation with the applicant, when there is one', async () => {
    const { unmount } = open();
    await heading();
    expect(
      within(statusSection()).getByRole('link', { name: companyJa.applicant_open_conversation }),
    ).toHaveAttribute('href', '/company/messages/topics/topic-1');
    unmount();

    open({ order: createOrder({ topicId: null }) });
    await heading();
    expect(
      screen.queryByRole('link', { name: companyJa.applicant_open_conversation }),
    ).not.toBeInTheDocument();
  });

  it.each<[CompanyOrder['status'], string[]]>([
    ['PENDING', ['選考中にする', '採用する', '不採用にする']],
    ['PROCESSING', ['未対応に戻す', '採用する', '不採用にする']],
    ['ACCEPTED', []],
    ['CLOSED', []],
  ])('offers what the domain allows from %s', async (status, names) => {
    open({ order: createOrder({ status }) });
    await heading();
    expect(actionNames()).toEqual(names);
    expect(screen.queryByText(companyJa.applicant_final_note) !== null).toBe(names.length > 0);
  });

  it('never makes a final decision the filled button of an unreviewed applicant', async () => {
    open();
    await heading();
    const filled = () =>
      within(actionGroup()!)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('data-variant') === 'primary')
        .map((button) => button.textContent);
    expect(filled()).toEqual(['選考中にする']);
  });

  it('a casual interview: 日程調整 or 見送り with a reason, never 採用, and an invitation to apply', async () => {
    const casual = createOrder({
      customFields: {
        ...createOrder().customFields,
        kind: 'casual_interview',
        message: '話を聞きたいです',
      },
    });
    const { api, events } = open({
      order: casual,
      handlers: { [`POST ${ORDER}:invite-to-apply`]: { body: casual } },
    });
    await heading();
    expect(within(statusSection()).getByText('カジュアル面談')).toBeVisible();
    expect(within(statusSection()).getByText('話を聞きたいです')).toBeVisible();
    expect(actionNames()).toEqual(['日程調整に進む', '見送る', '応募を案内する']);
    expect(screen.getByText(companyJa.casual_invite_note)).toBeVisible();

    await events.click(screen.getByRole('button', { name: '見送る' }));
    const confirm = dialog();
    expect(confirm).toHaveAccessibleName('山田 太郎さんとのカジュアル面談を見送りますか？');
    await events.type(
      within(confirm).getByRole('textbox', { name: /見送りの理由/ }),
      '募集要件が合いませんでした',
    );
    await events.click(within(confirm).getByRole('button', { name: '見送る' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', ORDER)[0]?.body).toEqual({
      status: 'CLOSED',
      message: '募集要件が合いませんでした',
    });
    expect(show).toHaveBeenCalledWith(companyJa.casual_changed_closed, { variant: 'success' });
  });

  it('invites the person behind a casual interview to apply', async () => {
    const casual = createOrder({
      customFields: { ...createOrder().customFields, kind: 'casual_interview' },
    });
    const { api, events } = open({
      order: casual,
      handlers: { [`POST ${ORDER}:invite-to-apply`]: { body: casual } },
    });
    await heading();
    await events.click(screen.getByRole('button', { name: '応募を案内する' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('山田 太郎さんに応募をご案内しました', {
        variant: 'success',
      }),
    );
    expect(api.callsTo('POST', `${ORDER}:invite-to-apply`)).toHaveLength(1);
  });

  it('shows the reply deadline, and a withdrawal with its reason', async () => {
    const { unmount } = open({ order: createOrder({ replyBy: '2020-01-08T14:59:59.999Z' }) });
    await heading();
    expect(within(statusSection()).getByText('2020年01月08日（期限切れ）')).toBeVisible();
    unmount();
    open({
      order: createOrder({
        status: 'CANCELED',
        cancelReason: 'DECLINED',
        withdrawal: { at: '2026-04-03T01:00:00.000Z', reason: '他社に決めました' },
      }),
    });
    await heading();
    expect(statusSection()).toHaveTextContent(
      '2026年04月03日 に応募者が取り下げました理由：他社に決めました',
    );
    expect(actionGroup()).not.toBeInTheDocument();
  });

  it('moves an application to 選考中 at once, and back to 未対応', async () => {
    const { api, events } = open();
    await heading();
    await events.click(screen.getByRole('button', { name: '選考中にする' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(companyJa.applicant_changed_processing, {
        variant: 'success',
      }),
    );
    expect(api.callsTo('PATCH', ORDER)[0]?.body).toEqual({ status: 'PROCESSING' });
    expect(within(statusSection()).getByText(companyJa.applicant_status_processing)).toBeVisible();
    expect(actionNames()).toEqual(['未対応に戻す', '採用する', '不採用にする']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: '未対応に戻す' }));
    await waitFor(() => expect(api.callsTo('PATCH', ORDER)).toHaveLength(2));
    expect(api.callsTo('PATCH', ORDER)[1]?.body).toEqual({ status: 'PENDING' });
    await waitFor(() =>
      expect(actionNames()).toEqual(['選考中にする', '採用する', '不採用にする']),
    );
  });

  /** What the member saw before: a list, a posting's newest applicants and its counts. */
  function seenBefore() {
    const queryClient = createTestQueryClient();
    const keys = [
      applicantsInfiniteQueryOptions(ORG_ID, { status: 'PENDING', productId: null }).queryKey,
      newestApplicantsQueryOptions(ORG_ID, 'product-1').queryKey,
      companyQueryKeys.productOrderStatsOf(ORG_ID, ['product-1']),
    ];
    for (const key of keys) queryClient.setQueryData(key, { value: [] });
    const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    return { queryClient, stale };
  }

  it("makes the lists and the postings' applicant counts stale after a change", async () => {
    const { queryClient, stale } = seenBefore();
    const { events } = open({ queryClient });
    await heading();
    await events.click(screen.getByRole('button', { name: '選考中にする' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(stale()).toEqual([true, true, true]);
  });

  it('asks before 採用, saying it is final and mailed, then decides', async () => {
    const { api, events } = open({ order: createOrder({ status: 'PROCESSING' }) });
    await heading();
    await events.click(screen.getByRole('button', { name: '採用する' }));
    const confirm = dialog();
    expect(confirm).toHaveAccessibleName('山田 太郎さんを採用しますか？');
    expect(confirm).toHaveTextContent('あとから変更できません');
    expect(confirm).toHaveTextContent('メールでお知らせします');
    expect(confirm).toHaveTextContent('バックエンドエンジニア（Go）');
    expect(api.callsTo('PATCH', ORDER)).toHaveLength(0);

    await events.click(within(confirm).getByRole('button', { name: '採用する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', ORDER)[0]?.body).toEqual({ status: 'ACCEPTED' });
    expect(show).toHaveBeenCalledWith(companyJa.applicant_changed_accepted, { variant: 'success' });
    expect(within(statusSection()).getByText(companyJa.applicant_status_accepted)).toBeVisible();
    expect(actionGroup()).not.toBeInTheDocument();
  });

  it('decides nothing when the 不採用 confirmation is cancelled', async () => {
    const { api, events } = open();
    await heading();
    await events.click(screen.getByRole('button', { name: '不採用にする' }));
    expect(dialog()).toHaveAccessibleName('山田 太郎さんを不採用にしますか？');
    await events.click(within(dialog()).getByRole('button', { name: companyJa.dialog_cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', ORDER)).toHaveLength(0);
    expect(screen.getByRole('button', { name: '不採用にする' })).toHaveFocus();
  });

  it('says so when another member decided first, and shows their decision', async () => {
    const { events, decide } = open({
      handlers: {
        [`PATCH ${ORDER}`]: () => {
          decide({ status: 'ACCEPTED' });
          return apiError(409, 'no_orders_with_allowed_status');
        },
      },
    });
    await heading();
    await events.click(screen.getByRole('button', { name: '不採用にする' }));
    await events.click(within(dialog()).getByRole('button', { name: '不採用にする' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      companyJa.applicant_status_conflict,
    );
    expect(within(dialog()).getByRole('button', { name: '不採用にする' })).toBeDisabled();
    expect(show).not.toHaveBeenCalled();
    await events.click(within(dialog()).getByRole('button', { name: companyJa.dialog_cancel }));
    expect(within(statusSection()).getByText(companyJa.applicant_status_accepted)).toBeVisible();
    expect(actionGroup()).not.toBeInTheDocument();
  });

  it('says so when a move at once is refused, and shows the status as it is', async () => {
    const { events, decide } = open({
      handlers: {
        [`PATCH ${ORDER}`]: () => {
          decide({ status: 'CLOSED' });
          return apiError(409, 'no_orders_with_allowed_status');
        },
      },
    });
    await heading();
    await events.click(screen.getByRole('button', { name: '選考中にする' }));
    expect(await within(statusSection()).findByRole('alert')).toHaveTextContent(
      companyJa.applicant_status_conflict,
    );
    await waitFor(() =>
      expect(within(statusSection()).getByText(companyJa.applicant_status_closed)).toBeVisible(),
    );
    expect(actionGroup()).not.toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
  });

  it('shows an application that left the lists as it ended, without actions', async () => {
    open({
      role: 'owner',
      order: createOrder({
        status: 'CANCELED',
        cancelReason: 'INVENTORY',
        removedAt: '2026-11-25T00:00:00.000Z',
      }),
    });
    await heading();
    expect(screen.getByText(companyJa.applicant_removed_archived_note)).toBeInTheDocument();
    expect(within(statusSection()).getByText(companyJa.applicant_status_canceled)).toBeVisible();
    expect(actionGroup()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: companyJa.applicant_delete })).toBeNull();
  });

  it('says a decided application removed from the lists is no longer there', async () => {
    open({ order: createOrder({ status: 'CLOSED', removedAt: '2026-11-25T00:00:00.000Z' }) });
    await heading();
    expect(screen.getByText(companyJa.applicant_removed_note)).toBeInTheDocument();
    expect(actionGroup()).not.toBeInTheDocument();
  });

  it.each<[MemberRole, boolean]>([
    ['owner', true],
    ['admin', true],
    ['member', false],
  ])('offers a %s to remove the application from the lists: %s', async (role, offered) => {
    open({ role });
    await heading();
    expect(screen.queryByRole('button', { name: companyJa.applicant_delete }) !== null).toBe(
      offered,
    );
  });

  it('removes after a confirmation, then goes back to the list', async () => {
    const { queryClient, stale } = seenBefore();
    const { api, events, location } = open({ role: 'owner', queryClient });
    await heading();
    await events.click(screen.getByRole('button', { name: companyJa.applicant_delete }));
    expect(dialog()).toHaveAccessibleName(companyJa.applicant_delete_title);
    expect(dialog()).toHaveTextContent('山田 太郎さんの応募');
    expect(api.callsTo('DELETE', ORDER)).toHaveLength(0);

    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.applicant_delete_confirm }),
    );
    await waitFor(() => expect(location()).toBe('/company/applicants'));
    expect(api.callsTo('DELETE', ORDER)).toHaveLength(1);
    expect(show).toHaveBeenCalledWith('山田 太郎さんの応募を一覧から削除しました', {
      variant: 'success',
    });
    // it left the lists and the counts
    expect(stale()).toEqual([true, true, true]);
  });

  it('keeps the dialog and says why when removing is refused', async () => {
    const { events, location } = open({
      role: 'admin',
      handlers: { [`DELETE ${ORDER}`]: apiError(403, 'no_permission') },
    });
    await heading();
    await events.click(screen.getByRole('button', { name: companyJa.applicant_delete }));
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.applicant_delete_confirm }),
    );
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('権限がありません');
    expect(location()).toBe('/company/applicants/order-1');
    expect(show).not.toHaveBeenCalled();
  });

  it('says an unknown application is not found and leads back to the list', async () => {
    open({ handlers: { [`GET ${ORDER}`]: apiError(404, 'not_found') } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: companyJa.applicant_not_found_heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.applicant_back_to_list })).toHaveAttribute(
      'href',
      '/company/applicants',
    );
  });

  it('offers a retry when the application does not load', async () => {
    let calls = 0;
    const { events } = open({
      handlers: {
        [`GET ${ORDER}`]: () =>
          ++calls === 1 ? apiError(500, 'api_error') : { body: createOrder() },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sharedJa.load_error!);
    await events.click(within(alert).getByRole('button', { name: sharedJa.retry }));
    expect(await heading()).toBeInTheDocument();
  });
});

describe('company.applicants.show: stage, history, notes', () => {
  const notesBody = (value: unknown[] = [], myScore: number | null = null) => ({
    value,
    evaluations:
      myScore === null
        ? []
        : [
            {
              userId: 'me',
              name: '採用 太郎',
              score: myScore,
              updatedAt: '2026-04-02T00:00:00.000Z',
            },
          ],
    myScore,
    averageScore: myScore,
  });

  it('moves an open application to a stage, which the history then shows', async () => {
    const history = [
      {
        id: 'e-1',
        at: '2026-04-02T01:00:00.000Z',
        fromStatus: 'PENDING',
        toStatus: 'PROCESSING',
        fromStage: null,
        toStage: '書類選考',
        actor: { id: 'u-2', name: '人事 花子' },
      },
    ];
    const { api, events } = open({
      order: createOrder({
        status: 'PROCESSING',
        customFields: { ...createOrder().customFields, stage: 'screening' },
        history,
      }),
      handlers: {
        [`GET ${ORDER}/notes`]: { body: notesBody() },
        [`PATCH ${ORDER}`]: ({ body }) => ({
          body: createOrder({
            status: 'PROCESSING',
            customFields: {
              ...createOrder().customFields,
              ...(body as { customFields: object }).customFields,
            },
            history,
          }),
        }),
        [`GET /api/organization/organizations/${ORG_ID}/pipeline`]: {
          body: {
            stages: [
              { key: 'screening', label: '書類選考', applicantCount: 1 },
              { key: 'first_interview', label: '一次面接', applicantCount: 0 },
            ],
            customized: false,
          },
        },
      },
    });
    await heading();
    const stage = await within(statusSection()).findByRole('combobox', {
      name: companyJa.applicant_stage,
    });
    expect(stage).toHaveValue('screening');
    await events.selectOptions(stage, 'first_interview');
    await waitFor(() =>
      expect(api.callsTo('PATCH', ORDER)[0]?.body).toEqual({
        customFields: { stage: 'first_interview' },
      }),
    );
    const past = section(companyJa.applicant_section_history);
    expect(past).toHaveTextContent(companyJa.applicant_history_applied);
    expect(past).toHaveTextContent('未対応 → 書類選考');
    expect(past).toHaveTextContent('人事 花子');
  });

  it('keeps internal notes and the member’s own evaluation', async () => {
    const { api, events } = open({
      handlers: {
        [`GET ${ORDER}/notes`]: { body: notesBody() },
        [`POST ${ORDER}/notes`]: {
          status: 201,
          body: {
            id: 'n-1',
            body: 'コードが丁寧',
            createdAt: '2026-04-02T00:00:00.000Z',
            author: { id: 'me', name: '採用 太郎' },
          },
        },
        [`PUT ${ORDER}/evaluation`]: { body: notesBody([], 4) },
      },
    });
    await heading();
    const notes = section(companyJa.applicant_section_notes);
    expect(notes).toHaveTextContent(companyJa.applicant_notes_private);
    await within(notes).findByText(companyJa.applicant_notes_empty);
    await events.click(
      within(notes).getByRole('button', { name: companyJa.applicant_note_submit }),
    );
    expect(await within(notes).findByText('メモを入力してください')).toBeInTheDocument();
    await events.type(
      within(notes).getByRole('textbox', { name: companyJa.applicant_note_label }),
      'コードが丁寧',
    );
    await events.click(
      within(notes).getByRole('button', { name: companyJa.applicant_note_submit }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `${ORDER}/notes`)[0]?.body).toEqual({ body: 'コードが丁寧' }),
    );
    await events.click(within(notes).getByRole('radio', { name: '4' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `${ORDER}/evaluation`)[0]?.body).toEqual({ score: 4 }),
    );
  });
});
