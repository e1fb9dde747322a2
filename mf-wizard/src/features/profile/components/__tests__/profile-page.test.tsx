import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { skillsAttributeQueryOptions } from '@jobmatch/shared';
import {
  apiError,
  createTestQueryClient,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  catalogHandlers,
} from '@jobmatch/shared/testing';
import type { User } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { wizardRoutes } from '../../../../app/routes';

beforeAll(async () => {
  await import('../profile-page');
});

const profileUser = (): User =>
  createTestUser({
    customFields: {
      is_signup_wizard_complete: true,
      katakana_name: 'ヤマダ　タロウ',
      profession_category_names: ['backend_engineer', 'qa_engineer'],
      years_experience: { backend_engineer: '3-5', qa_engineer: 'lt1' },
      skills: ['go', 'postgresql'],
      compensation_type: 'month',
      compensation_amount: '400000-600000',
    },
  });

describe('user.profile', () => {
  it('shows the profile in sections', async () => {
    mockApi(catalogHandlers);
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プロフィール' }),
    ).toBeInTheDocument();
    const base = screen.getByRole('region', { name: '基本情報' });
    expect(within(base).getByText('山田 太郎')).toBeInTheDocument();
    expect(within(base).getByText('〒100-0001 東京都 千代田区 千代田1-1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '希望職種' })).getByText('QAエンジニア'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '経験年数' })).getByText('3〜5年'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'スキル' })).getByText('PostgreSQL'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '希望報酬' })).getByText('40万〜60万円'),
    ).toBeInTheDocument();
  });

  it('edits the compensation with the same form and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const showToast = jest.spyOn(toast, 'show');
    let stored = profileUser();
    const api = mockApi({
      ...catalogHandlers,
      'PATCH /api/demand-user/users/:id': (request) => {
        const body = request.body as { customFields: Record<string, unknown> };
        stored = { ...stored, customFields: { ...stored.customFields, ...body.customFields } };
        return { body: stored };
      },
      'GET /api/demand-user/users/:id': () => ({ body: stored }),
    });
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    await user.click(await screen.findByRole('button', { name: '希望報酬を編集する' }));
    const section = screen.getByRole('region', { name: '希望報酬' });
    await user.selectOptions(within(section).getByRole('combobox', { name: /報酬の種類/ }), 'day');
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(
        within(section).getByRole('combobox', { name: /希望報酬額/ }),
      ).toHaveAccessibleDescription('希望報酬額を選択してください'),
    );
    await user.selectOptions(
      within(section).getByRole('combobox', { name: /希望報酬額/ }),
      '30000-40000',
    );
    await user.click(within(section).getByRole('button', { name: '保存する' }));

    expect(await within(section).findByText('3万〜4万円')).toBeInTheDocument();
    expect(within(section).getByText('日給')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '希望報酬を編集する' })).toHaveFocus();
    expect(api.callsTo('PATCH', '/api/demand-user/users/:id').map((call) => call.body)).toEqual([
      { customFields: { compensation_type: 'day', compensation_amount: '30000-40000' } },
    ]);
    expect(showToast).toHaveBeenCalledWith('希望報酬を保存しました', { variant: 'success' });
  });

  it('drops the ranges and skills of job types taken off the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      ...catalogHandlers,
      'PATCH /api/demand-user/users/:id': { body: profileUser() },
      'GET /api/demand-user/users/:id': { body: profileUser() },
    });
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    await user.click(await screen.findByRole('button', { name: '希望職種を編集する' }));
    await user.click(screen.getByRole('checkbox', { name: 'バックエンドエンジニア' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/demand-user/users/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/demand-user/users/:id')[0]!.body).toEqual({
      customFields: {
        profession_category_names: ['qa_engineer'],
        years_experience: { qa_engineer: 'lt1' },
        skills: [],
      },
    });
  });

  it('edits the base info with the length counters of the wizard', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(catalogHandlers);
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    await user.click(await screen.findByRole('button', { name: '基本情報を編集する' }));
    const section = screen.getByRole('region', { name: '基本情報' });
    expect(within(section).getByRole('textbox', { name: /氏名/ })).toHaveAccessibleDescription(
      '5/100',
    );
    expect(within(section).getByRole('textbox', { name: /電話番号/ })).toHaveAccessibleDescription(
      'ハイフンなしで入力してください 11/11',
    );
  });

  it('shows a failed save in the form and keeps it open', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...catalogHandlers,
      'PATCH /api/demand-user/users/:id': apiError(400, 'katakana_name_wrong_format'),
    });
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    await user.click(await screen.findByRole('button', { name: '基本情報を編集する' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'フリガナは全角カタカナで入力してください',
    );
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    mockApi({
      'GET /api/catalog/categories': apiError(500, 'internal_server_error'),
      'GET /api/catalog/attributes': catalogHandlers['GET /api/catalog/attributes'],
    });
    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser() });
    expect(await screen.findByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  // The positions remote reads the same skills attribute into the same query cache. With invalid
  // skills data the profile once waited forever for what the positions page had cached.
  it('renders without skills, and keeps the stored ones, when the skills data is invalid and was read before', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /api/catalog/categories': catalogHandlers['GET /api/catalog/categories'],
      'GET /api/catalog/attributes': {
        body: { value: [{ name: 'skills', items: 'not-a-list' }], count: 1, total: 1 },
      },
      'PATCH /api/demand-user/users/:id': { body: profileUser() },
    });
    const queryClient = createTestQueryClient();
    // what /positions leaves behind in the shell's one query cache
    await expect(queryClient.fetchQuery(skillsAttributeQueryOptions())).resolves.toBeNull();

    renderRemoteRoute(wizardRoutes, '/profile', { user: profileUser(), queryClient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プロフィール' }),
    ).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'スキル' });
    expect(within(skills).getByText(/スキルの情報を読み込めませんでした/)).toBeInTheDocument();
    expect(
      within(skills).queryByRole('button', { name: 'スキルを編集する' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/catalog/attributes')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '希望職種を編集する' }));
    await user.click(screen.getByRole('checkbox', { name: 'バックエンドエンジニア' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/demand-user/users/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/demand-user/users/:id')[0]!.body).toEqual({
      customFields: {
        profession_category_names: ['qa_engineer'],
        years_experience: { qa_engineer: 'lt1' },
      },
    });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('invalid skills attribute'),
      expect.anything(),
    );
    error.mockRestore();
  });
});
