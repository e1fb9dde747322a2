import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  createTestUser,
  getSessionSnapshotForTests,
  mockApi,
  renderRemoteRoute,
  catalogHandlers,
  createPage,
  WHOLE_FORM_TEST_MS,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import type { User } from '@jobmatch/shared/contracts';
import { wizardRoutes } from '../../../../app/routes';
import { wizardStorageKey } from '../../utils/wizard-storage';
import type { WizardState } from '../../utils/wizard-machine';
import type { WizardFormState } from '../../utils/wizard-pages';

const newUser = (): User =>
  createTestUser({
    name: '',
    phoneNumber: null,
    postalCode: null,
    addressLine1: null,
    addressLine2: null,
    addressLine3: null,
    customFields: { katakana_name: undefined, is_signup_wizard_complete: false },
  });

function mockWizardApi(onPatch?: (body: unknown) => void) {
  return mockApi({
    ...catalogHandlers,
    'PATCH /api/demand-user/users/:id': (request) => {
      onPatch?.(request.body);
      return { body: { ...newUser(), customFields: { is_signup_wizard_complete: true } } };
    },
    'GET /api/demand-user/users/:id': {
      body: { ...newUser(), customFields: { is_signup_wizard_complete: true } },
    },
  });
}

async function fillBaseInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /氏名/ }), '山田 太郎');
  await user.type(screen.getByRole('textbox', { name: /フリガナ/ }), 'ヤマダ　タロウ');
  // the real postal-code data fills 東京都, 千代田区 and the town 千代田; the user adds the rest
  await user.type(screen.getByRole('textbox', { name: /郵便番号/ }), '1000001');
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /町名・番地・建物名/ })).toHaveValue('千代田'),
  );
  expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveValue('東京都');
  expect(screen.getByRole('textbox', { name: /市区町村/ })).toHaveValue('千代田区');
  await user.type(screen.getByRole('textbox', { name: /町名・番地・建物名/ }), '1-1');
  await user.type(screen.getByRole('textbox', { name: /電話番号/ }), '09012345678');
}

const heading = () => screen.findByRole('heading', { level: 1 });

/** Stores a wizard state of user-1 (a complete base info unless given) as a reload would find it. */
function saveWizard(
  formState: Partial<WizardFormState>,
  rest: Partial<Omit<WizardState<WizardFormState>, 'formState'>> = {},
) {
  const state: WizardState<WizardFormState> = {
    formState: {
      profile: {
        personName: '山田',
        furigana: 'ヤマダ',
        zipCode: '1000001',
        prefecture: '東京都',
        cityTownVillage: '千代田区',
        townStreetBuilding: '1-1',
        contactPhone: '0312345678',
      },
      jobTypes: [],
      experience: {},
      skillGroups: {},
      careerProfile: { career: [], selfPr: '' },
      compensation: { compensationType: '', compensationAmount: '' },
      ...formState,
    },
    knownSubPages: {},
    skippedPages: [],
    ...rest,
  };
  localStorage.setItem(wizardStorageKey('user-1'), JSON.stringify(state));
}

// The lazy page's first import is transformed on the fly; do it once up front so page loads are quick.
beforeAll(async () => {
  await import('../sign-up-wizard-page');
  await import('../../utils/wizard-loader');
});
beforeEach(() => localStorage.clear());

describe('user.sign-up-wizard', () => {
  it('sends the page placeholder to the first page, replacing the entry', async () => {
    mockWizardApi();
    const { location } = renderRemoteRoute(wizardRoutes, '/sign-up-wizard/_', { user: newUser() });
    expect(
      await screen.findByRole('heading', { name: '基本情報を入力してください' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/sign-up-wizard/base-info');
    expect(screen.getByRole('progressbar', { name: '登録の進み具合' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    // no back on the first page
    expect(screen.queryByRole('button', { name: '戻る' })).not.toBeInTheDocument();
  });

  it('sends a user who completed it to /mypage', async () => {
    mockWizardApi();
    renderRemoteRoute(wizardRoutes, '/sign-up-wizard/base-info', { user: createTestUser() });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage');
  });

  it('shows the validation messages and focuses the first error', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(wizardRoutes, '/sign-up-wizard/base-info', { user: newUser() });
    await heading();
    await user.click(await screen.findByRole('button', { name: '次へ' }));
    const name = screen.getByRole('textbox', { name: /氏名/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('氏名を入力してください 0/100');
    await user.type(screen.getByRole('textbox', { name: /フリガナ/ }), 'やまだ');
    expect(screen.getByRole('textbox', { name: /フリガナ/ })).toHaveAccessibleDescription(
      expect.stringContaining('フリガナは全角カタカナで入力してください'),
    );
  });

  it('goes through every page with sub-pages per skill group, keeps state over a remount, and submits everything once', async () => {
    const patches: unknown[] = [];
    mockWizardApi((body) => patches.push(body));
    const showToast = jest.spyOn(toast, 'show');
    const user = userEvent.setup({ delay: null });
    const first = renderRemoteRoute(wizardRoutes, '/sign-up-wizard/base-info', { user: newUser() });
    await heading();
    await fillBaseInfo(user);
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(
      await screen.findByRole('heading', { name: '希望する職種を選んでください' }),
    ).toBeInTheDocument();
    expect(first.location()).toBe('/sign-up-wizard/category-select');
    // the new step's heading takes the focus, so it is announced
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await user.click(screen.getByRole('checkbox', { name: 'バックエンドエンジニア' }));

    // a reload in the middle: the saved state comes back
    first.unmount();
    const { location, router } = renderRemoteRoute(
      wizardRoutes,
      '/sign-up-wizard/category-select',
      { user: newUser() },
    );
    await screen.findByRole('heading', { name: '希望する職種を選んでください' });
    // the checkbox was not submitted yet, so it is not saved; the base info is
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(await screen.findByRole('textbox', { name: /氏名/ })).toHaveValue('山田 太郎');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.click(await screen.findByRole('checkbox', { name: 'バックエンドエンジニア' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(
      await screen.findByRole('heading', { name: '職種ごとの経験年数を選んでください' }),
    ).toBeInTheDocument();
    // the job types decide the skill sub-pages: the total changes now, not on the skill page
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '8');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /バックエンドエンジニア 経験年数/ }),
      '3-5',
    );
    await user.click(screen.getByRole('button', { name: '次へ' }));

    // backend_engineer has two skill groups with items: two sub-pages
    await screen.findByRole('group', { name: 'バックエンドのスキル' });
    expect(location()).toBe('/sign-up-wizard/skill-select?subPage=backend');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '8');
    await user.click(screen.getByRole('checkbox', { name: 'Go' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('group', { name: 'データベースのスキル' });
    expect(location()).toBe('/sign-up-wizard/skill-select?subPage=database');
    await user.click(screen.getByRole('checkbox', { name: 'PostgreSQL' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));

    // the optional career page: one entry added in place, and a 自己PR
    expect(await screen.findByRole('heading', { name: '職務経歴・自己PR' })).toBeInTheDocument();
    expect(location()).toBe('/sign-up-wizard/career');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '8');
    await user.click(screen.getByRole('button', { name: '職務経歴を追加' }));
    await user.type(screen.getByRole('textbox', { name: /会社名/ }), '株式会社サンプル');
    await user.type(screen.getByRole('textbox', { name: /職種・役職/ }), 'バックエンドエンジニア');
    await user.selectOptions(screen.getByRole('combobox', { name: /雇用形態/ }), 'full_time');
    fireEvent.change(screen.getByLabelText(/開始年月/), { target: { value: '2019-04' } });
    await user.click(screen.getByRole('checkbox', { name: '現在も在籍中' }));
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(
      await screen.findByRole('heading', { name: '株式会社サンプル', level: 3 }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /自己PR/ }), 'API設計が得意です。');
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(
      await screen.findByRole('heading', { name: '希望する報酬を選んでください' }),
    ).toBeInTheDocument();
    const amount = screen.getByRole('combobox', { name: /希望報酬額/ });
    expect(amount).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /報酬の種類/ }), 'month');
    expect(amount).toBeEnabled();
    expect(within(amount).getByRole('option', { name: '20万〜40万円' })).toBeInTheDocument();
    await user.selectOptions(amount, '400000-600000');
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(await screen.findByRole('heading', { name: '入力内容の確認' })).toBeInTheDocument();
    expect(screen.getByText('40万〜60万円')).toBeInTheDocument();
    expect(screen.getByText('Go')).toBeInTheDocument();
    expect(screen.getByText('API設計が得意です。')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
    await user.click(screen.getByRole('button', { name: 'この内容で登録する' }));

    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage');
    expect(patches).toEqual([
      {
        name: '山田 太郎',
        postalCode: '1000001',
        addressLine1: '東京都',
        addressLine2: '千代田区',
        addressLine3: '千代田1-1',
        phoneNumber: '09012345678',
        customFields: {
          katakana_name: 'ヤマダ　タロウ',
          profession_category_names: ['backend_engineer'],
          years_experience: { backend_engineer: '3-5' },
          skills: ['go', 'postgresql'],
          compensation_type: 'month',
          compensation_amount: '400000-600000',
          career: [
            {
              company: '株式会社サンプル',
              title: 'バックエンドエンジニア',
              employmentType: 'full_time',
              startedOn: '2019-04',
              endedOn: null,
              description: '',
            },
          ],
          self_pr: 'API設計が得意です。',
          is_signup_wizard_complete: true,
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('プロフィールの登録が完了しました', {
      variant: 'success',
    });
    expect(localStorage.getItem(wizardStorageKey('user-1'))).toBeNull();
    expect(getSessionSnapshotForTests().user?.customFields.is_signup_wizard_complete).toBe(true);
    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('skips the experience and skill pages without job types, and back jumps over them', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(wizardRoutes, '/sign-up-wizard/base-info', {
      user: newUser(),
    });
    await heading();
    await fillBaseInfo(user);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('heading', { name: '希望する職種を選んでください' });
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: '職務経歴・自己PR' })).toBeInTheDocument();
    expect(location()).toBe('/sign-up-wizard/career');
    const saved = JSON.parse(localStorage.getItem(wizardStorageKey('user-1'))!);
    expect(saved.skippedPages).toEqual(['category-experience', 'skill-select']);

    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(
      await screen.findByRole('heading', { name: '希望する職種を選んでください' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(wizardStorageKey('user-1'))!).skippedPages).toEqual(
        [],
      ),
    );
  });

  it('runs without the skill pages when the skills data is invalid, leaving the stored skills alone', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const patches: unknown[] = [];
    mockApi({
      'GET /api/catalog/categories': catalogHandlers['GET /api/catalog/categories'],
      'GET /api/catalog/attributes': {
        body: { value: [{ name: 'skills', items: 'not-a-list' }], count: 1, total: 1 },
      },
      'PATCH /api/demand-user/users/:id': (request) => {
        patches.push(request.body);
        return { body: { ...newUser(), customFields: { is_signup_wizard_complete: true } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(wizardRoutes, '/sign-up-wizard/base-info', {
      user: newUser(),
    });
    await heading();
    await fillBaseInfo(user);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.click(await screen.findByRole('checkbox', { name: 'バックエンドエンジニア' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /バックエンドエンジニア 経験年数/ }),
      '3-5',
    );
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('heading', { name: '職務経歴・自己PR' });
    await user.click(screen.getByRole('button', { name: 'スキップして次へ' }));
    expect(
      await screen.findByRole('heading', { name: '希望する報酬を選んでください' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/sign-up-wizard/desired-compensation');
    await user.selectOptions(screen.getByRole('combobox', { name: /報酬の種類/ }), 'month');
    await user.selectOptions(screen.getByRole('combobox', { name: /希望報酬額/ }), 'lt200000');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('heading', { name: '入力内容の確認' });
    await user.click(screen.getByRole('button', { name: 'この内容で登録する' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const { customFields } = patches[0] as { customFields: Record<string, unknown> };
    expect(customFields).not.toHaveProperty('skills');
    expect(customFields.profession_category_names).toEqual(['backend_engineer']);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('invalid skills attribute'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it(
    'offers a skip on a skill page with nothing to choose, and sends a vanished sub-page to the first one',
    async () => {
      mockWizardApi();
      const user = userEvent.setup({ delay: null });
      // QA's only group has no items
      saveWizard({ jobTypes: ['qa_engineer'], experience: { qa_engineer: '1-3' } });
      const qa = renderRemoteRoute(wizardRoutes, '/sign-up-wizard/skill-select', {
        user: newUser(),
      });
      expect(
        await screen.findByText('選んだ職種に該当するスキルがないため、この項目は不要です。'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'スキップして次へ' }));
      await screen.findByRole('heading', { name: '職務経歴・自己PR' });
      expect(qa.location()).toBe('/sign-up-wizard/career');
      qa.unmount();

      saveWizard({ jobTypes: ['frontend_engineer'], experience: { frontend_engineer: '1-3' } });
      const { location, router } = renderRemoteRoute(
        wizardRoutes,
        '/sign-up-wizard/skill-select?subPage=backend',
        { user: newUser() },
      );
      await screen.findByRole('group', { name: 'フロントエンドのスキル' });
      expect(location()).toBe('/sign-up-wizard/skill-select?subPage=frontend');
      expect(router.state.historyAction).toBe('REPLACE');
    },
    WHOLE_FORM_TEST_MS,
  );

  it('shows the api error on the final submit and keeps the saved state', async () => {
    mockApi({
      ...catalogHandlers,
      'PATCH /api/demand-user/users/:id': apiError(400, 'katakana_name_wrong_format'),
    });
    const user = userEvent.setup({ delay: null });
    saveWizard(
      { compensation: { compensationType: 'hour', compensationAmount: '2000-3000' } },
      { skippedPages: ['category-experience', 'skill-select'] },
    );
    renderRemoteRoute(wizardRoutes, '/sign-up-wizard/submit', { user: newUser() });
    await user.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'フリガナは全角カタカナで入力してください',
    );
    expect(localStorage.getItem(wizardStorageKey('user-1'))).not.toBeNull();
    await act(async () => undefined);
  });
});

describe('user.sign-up-wizard with intendedUrl', () => {
  const intended = '/positions/p-1?apply=1';
  const withIntended = (path: string) =>
    `${path}${path.includes('?') ? '&' : '?'}intendedUrl=${encodeURIComponent(intended)}`;

  it('keeps intendedUrl through its pages, sub-pages and a reload, and goes there on completion', async () => {
    mockWizardApi();
    const showToast = jest.spyOn(toast, 'show');
    const user = userEvent.setup({ delay: null });
    saveWizard({ jobTypes: ['backend_engineer'], experience: { backend_engineer: '3-5' } });
    const first = renderRemoteRoute(wizardRoutes, withIntended('/sign-up-wizard/skill-select'), {
      user: newUser(),
    });
    // the wizard's own redirect (to the first sub-page) keeps it
    await screen.findByRole('group', { name: 'バックエンドのスキル' });
    expect(first.location()).toBe(withIntended('/sign-up-wizard/skill-select?subPage=backend'));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('group', { name: 'データベースのスキル' });
    expect(first.location()).toBe(withIntended('/sign-up-wizard/skill-select?subPage=database'));

    first.unmount();
    const { location } = renderRemoteRoute(wizardRoutes, first.location(), { user: newUser() });
    await screen.findByRole('group', { name: 'データベースのスキル' });
    await user.click(screen.getByRole('button', { name: '戻る' }));
    await screen.findByRole('group', { name: 'バックエンドのスキル' });
    expect(location()).toBe(withIntended('/sign-up-wizard/skill-select?subPage=backend'));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('group', { name: 'データベースのスキル' });
    await user.click(screen.getByRole('button', { name: '次へ' }));

    await screen.findByRole('heading', { name: '職務経歴・自己PR' });
    expect(location()).toBe(withIntended('/sign-up-wizard/career'));
    await user.click(screen.getByRole('button', { name: 'スキップして次へ' }));
    await screen.findByRole('heading', { name: '希望する報酬を選んでください' });
    expect(location()).toBe(withIntended('/sign-up-wizard/desired-compensation'));
    await user.selectOptions(screen.getByRole('combobox', { name: /報酬の種類/ }), 'month');
    await user.selectOptions(screen.getByRole('combobox', { name: /希望報酬額/ }), 'lt200000');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('heading', { name: '入力内容の確認' });
    expect(location()).toBe(withIntended('/sign-up-wizard/submit'));
    await user.click(screen.getByRole('button', { name: 'この内容で登録する' }));

    expect(await screen.findByTestId('destination')).toHaveTextContent(intended);
    expect(showToast).toHaveBeenCalledWith('プロフィールの登録が完了しました', {
      variant: 'success',
    });
  });

  it('ignores an intendedUrl that is not a same-site path', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    saveWizard({ compensation: { compensationType: 'hour', compensationAmount: '2000-3000' } });
    renderRemoteRoute(
      wizardRoutes,
      `/sign-up-wizard/submit?intendedUrl=${encodeURIComponent('//evil.example/x')}`,
      { user: newUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(/^\/mypage$/);
  });

  it('sends a user who completed it to intendedUrl instead of /mypage', async () => {
    mockWizardApi();
    renderRemoteRoute(wizardRoutes, withIntended('/sign-up-wizard/base-info'), {
      user: createTestUser(),
    });
    expect(await screen.findByTestId('destination')).toHaveTextContent(intended);
  });
});

describe('user.sign-up-wizard with an empty option list', () => {
  it('raises the internal error to the route’s error element when there are no job types', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...catalogHandlers,
      'GET /api/catalog/categories': {
        body: createPage([]),
      },
    });
    saveWizard({});
    renderRemoteRoute(wizardRoutes, '/sign-up-wizard/category-select', { user: newUser() });
    expect(await screen.findByTestId('route-error')).toHaveTextContent('crashed');
    expect(error).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ message: 'No job types provided' }),
    );
    error.mockRestore();
  });
});
