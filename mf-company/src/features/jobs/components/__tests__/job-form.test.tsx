import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@jobmatch/shared';
import { jobPostingValidationMessages as m } from '@jobmatch/shared/schemas';
import {
  apiError,
  createUploadTarget,
  installFakeUploadRequests,
  type MockHandler,
  createPage,
  catalogHandlers,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { ORG_ID, companyApi } from '../../../../testing/company-fixtures';
import { createCompanyProduct, daysFromNow, jobsApi } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

function open(url: string, handlers: Record<string, MockHandler> = {}) {
  return openCompanyPage(url, {
    ...catalogHandlers,
    [`POST ${jobsApi.products}`]: (request) => ({
      status: 201,
      body: createCompanyProduct({
        id: 'new-1',
        publication: {
          status: (request.body as { status: 'DRAFT' | 'ACTIVE' }).status,
          since: null,
          until: null,
          publishedAt: null,
        },
      }),
    }),
    [`GET ${jobsApi.product}`]: { body: createCompanyProduct() },
    [`GET ${jobsApi.stats}`]: { body: { value: [] } },
    [`GET ${jobsApi.orders}`]: { body: createPage([]) },
    ...handlers,
  });
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
/** A skill group's folding button: its name, and how many of it are chosen once any are. */
const skillGroup = (name: RegExp | string) => screen.getByRole('button', { name });

/** Fills the required fields of a valid posting. */
async function fillRequired(events: ReturnType<typeof userEvent.setup>) {
  await events.type(field(/^求人タイトル/), 'Goバックエンドエンジニア');
  await events.selectOptions(field(/^職種/), 'backend_engineer');
  await events.type(field(/^仕事内容/), 'APIの開発をお任せします。');
  await events.selectOptions(field(/^雇用形態/), 'full_time');
  await events.type(field(/^年収の下限/), '6000000');
  await events.type(field(/^年収の上限/), '8000000');
  await events.selectOptions(field(/^給与形態/), 'month');
  await events.type(field(/^給与額（円）/), '500000');
}

async function openCreate(handlers: Record<string, MockHandler> = {}) {
  const opened = open('/company/jobs/new', handlers);
  await screen.findByRole('heading', { level: 1, name: '求人の作成' });
  // the fields come once the categories and skills are in
  await screen.findByLabelText(/^求人タイトル/);
  return opened;
}

describe('company.jobs.new: the job form', () => {
  it('has every section, marks the required fields and counts long texts', async () => {
    await openCreate();
    for (const section of [
      '基本情報',
      '仕事内容',
      '給与・契約',
      '勤務時間',
      '勤務地',
      'スキル',
      'タイトル画像',
      '掲載期間',
    ])
      expect(screen.getByText(section, { selector: 'legend' })).toBeInTheDocument();
    expect(field(/^求人タイトル/)).toHaveAttribute('aria-required', 'true');
    expect(field(/^仕事内容/)).toHaveAttribute('aria-required', 'true');
    expect(field(/^応募条件/)).not.toHaveAttribute('aria-required');
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getAllByText('0/5000').length).toBeGreaterThanOrEqual(3);
    // the skill groups start folded: none of their boxes are chosen yet
    for (const name of ['バックエンド', 'フロントエンド', 'データベース'])
      expect(skillGroup(name)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Go' })).not.toBeInTheDocument();
    expect(screen.getByText(/推奨サイズは1368×540ピクセル/)).toBeInTheDocument();
  });

  it('says what is missing next to each field and focuses the first', async () => {
    const { api } = await openCreate();
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(m.compensationTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(m.compensationAmountFormat)).toBeInTheDocument();
    expect(field(/^求人タイトル/)).toHaveFocus();
    expect(api.callsTo('POST', jobsApi.products)).toHaveLength(0);
  });

  it('checks contract months, times, the end after the start and the window', async () => {
    await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);

    await events.type(field(/^契約期間/), '0');
    expect(await screen.findByText(m.contractMonthsFormat)).toBeInTheDocument();
    await events.clear(field(/^契約期間/));
    await events.type(field(/^契約期間/), '121');
    expect(await screen.findByText(m.contractMonthsFormat)).toBeInTheDocument();
    await events.clear(field(/^契約期間/));
    await events.type(field(/^契約期間/), '12');
    await waitFor(() => expect(screen.queryByText(m.contractMonthsFormat)).not.toBeInTheDocument());

    await events.type(field(/^勤務開始時刻/), '9:00');
    expect(await screen.findByText(m.timeFormat)).toBeInTheDocument();
    await events.clear(field(/^勤務開始時刻/));
    await events.type(field(/^勤務開始時刻/), '18:00');
    expect(await screen.findByText(m.workTimesBoth)).toBeInTheDocument();
    await events.type(field(/^勤務終了時刻/), '09:00');
    expect(await screen.findByText(m.workEndAfterStart)).toBeInTheDocument();
    await events.clear(field(/^勤務開始時刻/));
    await events.type(field(/^勤務開始時刻/), '08:30');
    await waitFor(() => expect(screen.queryByText(m.workEndAfterStart)).not.toBeInTheDocument());

    fireEvent.change(field(/^掲載開始日時/), { target: { value: '2026-12-10T09:00' } });
    fireEvent.change(field(/^掲載終了日時/), { target: { value: '2026-12-01T09:00' } });
    expect(await screen.findByText(m.publicationEndAfterStart)).toBeInTheDocument();
    fireEvent.change(field(/^掲載終了日時/), { target: { value: '2026-12-31T18:00' } });
    await waitFor(() =>
      expect(screen.queryByText(m.publicationEndAfterStart)).not.toBeInTheDocument(),
    );
  });

  it('says the end time is before the start while the required fields are still empty', async () => {
    await openCreate();
    const events = userEvent.setup({ delay: null });
    await events.type(field(/^勤務開始時刻/), '18:00');
    await events.type(field(/^勤務終了時刻/), '09:00');
    await events.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.workEndAfterStart)).toBeInTheDocument();
  });

  it('saves a draft with the whole posting, the window in UTC, then shows it', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api, location } = await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.type(field(/^応募条件/), '  Go経験3年以上  ');
    await events.type(field(/^契約期間/), '6');
    await events.type(field(/^勤務開始時刻/), '10:00');
    await events.type(field(/^勤務終了時刻/), '19:00');
    await events.selectOptions(field(/^都道府県/), '東京都');
    await events.type(field(/^市区町村/), '渋谷区');
    await events.selectOptions(field(/^働き方/), 'hybrid');
    await events.click(skillGroup('バックエンド'));
    await events.click(screen.getByRole('checkbox', { name: 'Go' }));
    await events.click(skillGroup('データベース'));
    await events.click(screen.getByRole('checkbox', { name: 'PostgreSQL' }));
    fireEvent.change(field(/^掲載開始日時/), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(field(/^掲載終了日時/), { target: { value: '2027-01-01T00:00' } });

    await events.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(location()).toBe('/company/jobs/new-1'));
    expect(api.callsTo('POST', jobsApi.products)[0]!.body).toEqual({
      name: 'Goバックエンドエンジニア',
      categoryId: 'backend_engineer',
      description: 'APIの開発をお任せします。',
      positionRequirements: 'Go経験3年以上',
      workCompensation: '',
      compensationType: 'month',
      compensationAmount: 500000,
      compensationAmountMax: null,
      employmentType: 'full_time',
      annualSalaryMin: 6000000,
      annualSalaryMax: 8000000,
      contractMonths: 6,
      workStartTime: '10:00',
      workEndTime: '19:00',
      addressLine1: '東京都',
      addressLine2: '渋谷区',
      locationNotes: '',
      supportsRemoteWork: false,
      workStyle: 'hybrid',
      casualInterview: true,
      skills: ['go', 'postgresql'],
      images: [],
      publication: { since: '2026-12-01T00:00:00.000Z', until: '2026-12-31T15:00:00.000Z' },
      status: 'DRAFT',
    });
    expect(show).toHaveBeenCalledWith('下書きを保存しました', { variant: 'success' });
  });

  it('publishes a 正社員 posting only with its 年収 range; saves it as a draft without', async () => {
    const { api } = await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.clear(field(/^年収の上限/));
    expect(field(/^年収の上限/)).toHaveAttribute('aria-required', 'true');
    await events.click(screen.getByRole('button', { name: '公開する' }));
    expect(
      await screen.findByText(
        '正社員・契約社員の求人を公開するには年収の下限と上限を入力してください',
      ),
    ).toBeInTheDocument();
    expect(field(/^年収の上限/)).toHaveFocus();
    expect(api.callsTo('POST', jobsApi.products)).toHaveLength(0);
    // 業務委託 states its rate instead, and the range stops being required
    await events.selectOptions(field(/^雇用形態/), 'freelance');
    expect(field(/^年収の上限/)).not.toHaveAttribute('aria-required');
    await events.type(field(/^年収の下限/), '{Control>}a{/Control}{Backspace}');
    await events.type(field(/^給与額の上限/), '400000');
    expect(await screen.findByText(m.compensationAmountMaxBelowMin)).toBeInTheDocument();
    await events.clear(field(/^給与額の上限/));
    await events.type(field(/^給与額の上限/), '700000');
    await events.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(api.callsTo('POST', jobsApi.products)).toHaveLength(1));
    expect(api.callsTo('POST', jobsApi.products)[0]!.body).toMatchObject({
      status: 'ACTIVE',
      employmentType: 'freelance',
      annualSalaryMin: null,
      annualSalaryMax: null,
      compensationAmountMax: 700000,
    });
  });

  it('publishes with status ACTIVE', async () => {
    const show = jest.spyOn(toast, 'show');
    const { api, location } = await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(location()).toBe('/company/jobs/new-1'));
    const body = api.callsTo('POST', jobsApi.products)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ACTIVE', contractMonths: null, workStartTime: null });
    expect(body.publication).toEqual({ since: null, until: null });
    expect(show).toHaveBeenCalledWith('求人を公開しました', { variant: 'success' });
  });

  it("puts the api's refusal of a field at that field and focuses it", async () => {
    const { location } = await openCreate({
      [`POST ${jobsApi.products}`]: {
        status: 400,
        body: {
          error: {
            code: 'wrong_parameter',
            message: 'Unknown category',
            target: 'categoryId',
          },
        },
      },
    });
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.click(screen.getByRole('button', { name: '公開する' }));
    expect(
      await screen.findByText('この職種は選択できません。職種を選び直してください'),
    ).toBeInTheDocument();
    expect(field(/^職種/)).toHaveFocus();
    expect(location()).toBe('/company/jobs/new');
  });

  it('says an ended window cannot be published, at the end date', async () => {
    await openCreate({
      [`POST ${jobsApi.products}`]: {
        status: 400,
        body: {
          error: { code: 'wrong_parameter', message: 'ended', target: 'publication.until' },
        },
      },
    });
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    fireEvent.change(field(/^掲載終了日時/), { target: { value: '2026-01-01T00:00' } });
    await events.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('掲載終了日時が過去のため公開できません')).toBeInTheDocument();
    expect(field(/^掲載終了日時/)).toHaveFocus();
  });

  it('shows any other refusal above the form', async () => {
    await openCreate({
      [`POST ${jobsApi.products}`]: apiError(409, 'organization_not_normal'),
    });
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(await screen.findByText(errorMessage('organization_not_normal')!)).toBeInTheDocument();
  });

  it('folds each skill group, says how many of it are chosen and keeps them while folded', async () => {
    const { api } = await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    const backend = skillGroup('バックエンド');
    // a heading's button that names the panel it shows, as the keyboard opens it
    expect(screen.getByRole('heading', { level: 3, name: 'バックエンド' })).toContainElement(
      backend,
    );
    backend.focus();
    await events.keyboard('{Enter}');
    expect(backend).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'バックエンド' });
    const group = within(panel).getByRole('group', { name: 'バックエンド' });
    expect(group).toHaveAccessibleDescription(/30個まで選択できます（0個選択中）/);
    await events.click(within(group).getByRole('checkbox', { name: 'Go' }));
    await events.click(within(group).getByRole('checkbox', { name: 'Java' }));
    expect(skillGroup('バックエンド 2件選択中')).toBe(backend);
    expect(screen.getByText(/（2個選択中）/)).toBeInTheDocument();

    // folded again from the keyboard: the choices stay
    backend.focus();
    await events.keyboard(' ');
    expect(backend).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Go' })).not.toBeInTheDocument();
    await events.click(skillGroup('データベース'));
    await events.click(screen.getByRole('checkbox', { name: 'PostgreSQL' }));
    expect(skillGroup('データベース 1件選択中')).toHaveAttribute('aria-expanded', 'true');

    await events.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(api.callsTo('POST', jobsApi.products)).toHaveLength(1));
    expect(api.callsTo('POST', jobsApi.products)[0]!.body).toMatchObject({
      skills: ['go', 'java', 'postgresql'],
    });
  });

  it('previews the posting as the public page will show it', async () => {
    await openCreate();
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.selectOptions(field(/^働き方/), 'full_remote');
    await events.click(screen.getByRole('button', { name: 'プレビュー' }));
    const dialog = screen.getByRole('dialog', { name: 'プレビュー' });
    const article = within(dialog).getByRole('article', { name: 'Goバックエンドエンジニア' });
    expect(within(article).getByText('リモート可')).toBeInTheDocument();
    expect(
      within(article).getByText('年収 600万〜800万円', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: '仕事内容' })).toBeInTheDocument();
    // the company is named, not linked: the form is not left from its preview
    expect(within(article).getAllByText('株式会社ジョブマッチ').length).toBeGreaterThan(0);
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'プレビューを閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('company.jobs.new: the title image', () => {
  let uploads: ReturnType<typeof installFakeUploadRequests>;
  beforeEach(() => {
    uploads = installFakeUploadRequests();
  });
  afterEach(() => uploads.restore());

  it('uploads a title_image and saves its url with the posting', async () => {
    const target = createUploadTarget({
      url: '/api/catalog/uploads/orgs/org-1/0f8fad5b-d9cb-469f-a165-70867728950e.png?signature=abc',
      objectId: 'orgs/org-1/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    });
    const url = `/api/catalog/files/${target.objectId}`;
    const { api, location } = await openCreate({
      [`GET ${companyApi.uploadUrl}`]: { body: target },
      [`POST ${companyApi.attachments}`]: { status: 201, body: { url } },
    });
    const events = userEvent.setup({ delay: null });
    await fillRequired(events);
    await events.upload(
      screen.getByLabelText<HTMLInputElement>('タイトル画像', { selector: 'input' }),
      new File([new Uint8Array(300)], 'title.png', { type: 'image/png' }),
    );
    await screen.findByRole('progressbar');
    expect(api.callsTo('GET', companyApi.uploadUrl)[0]!.query.get('type')).toBe('title_image');
    await act(async () => uploads.latest().respond(200));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '現在のタイトル画像' })).toHaveAttribute('src', url),
    );
    expect(api.callsTo('POST', companyApi.attachments)[0]!.body).toEqual({
      objectId: target.objectId,
      ownerId: ORG_ID,
      type: 'title_image',
      isPublic: true,
    });

    await events.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(location()).toBe('/company/jobs/new-1'));
    expect(api.callsTo('POST', jobsApi.products)[0]!.body).toMatchObject({ images: [{ url }] });
  });
});

describe('company.jobs.edit', () => {
  it("fills the form with the posting's values and saves them keeping the status", async () => {
    const show = jest.spyOn(toast, 'show');
    const product = createCompanyProduct({
      // a demo posting's generated image: no upload, kept as it is
      images: [{ url: '/images/postings/demo-3.png' }],
      publication: {
        status: 'ACTIVE',
        since: '2026-11-30T15:00:00.000Z',
        until: null,
        publishedAt: '2026-11-30T15:00:00.000Z',
      },
    });
    const { api, location } = open('/company/jobs/product-1/edit', {
      [`GET ${jobsApi.product}`]: { body: product },
      [`PATCH ${jobsApi.update}`]: { body: { ...product, name: 'Goエンジニア（リード）' } },
    });
    expect(await screen.findByLabelText(/^求人タイトル/)).toHaveValue('Goバックエンドエンジニア');
    expect(field(/^職種/)).toHaveValue('backend_engineer');
    expect(field(/^給与額（円）/)).toHaveValue('500000');
    expect(field(/^雇用形態/)).toHaveValue('full_time');
    expect(field(/^年収の下限/)).toHaveValue('6000000');
    expect(field(/^働き方/)).toHaveValue('office');
    expect(field(/^勤務開始時刻/)).toHaveValue('10:00');
    expect(field(/^掲載開始日時/)).toHaveValue('2026-12-01T00:00');
    // the groups with chosen skills start open
    expect(await screen.findByRole('checkbox', { name: 'Go' })).toBeChecked();
    expect(skillGroup('バックエンド 1件選択中')).toHaveAttribute('aria-expanded', 'true');
    expect(skillGroup('データベース')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '公開する' })).not.toBeInTheDocument();

    const events = userEvent.setup({ delay: null });
    await events.clear(field(/^求人タイトル/));
    await events.type(field(/^求人タイトル/), 'Goエンジニア（リード）');
    await events.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/company/jobs/product-1'));
    const [patch] = api.callsTo('PATCH', '/api/catalog/products/product-1');
    expect(patch!.body).toMatchObject({
      name: 'Goエンジニア（リード）',
      skills: ['go'],
      images: [{ url: '/images/postings/demo-3.png' }],
      publication: { since: '2026-11-30T15:00:00.000Z', until: null },
    });
    expect(patch!.body).not.toHaveProperty('status');
    expect(show).toHaveBeenCalledWith('求人を保存しました', { variant: 'success' });
  });

  it('does not offer the form for an archived posting', async () => {
    open('/company/jobs/product-1/edit', {
      [`GET ${jobsApi.product}`]: {
        body: createCompanyProduct({
          publication: {
            status: 'ARCHIVED',
            since: null,
            until: daysFromNow(-1),
            publishedAt: null,
          },
        }),
      },
    });
    expect(await screen.findByText(/アーカイブした求人は編集できません/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
