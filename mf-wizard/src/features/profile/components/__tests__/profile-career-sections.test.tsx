import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  catalogHandlers,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  WHOLE_FORM_TEST_MS,
} from '@jobmatch/shared/testing';
import type { CareerEntry, User } from '@jobmatch/shared/contracts';
import { wizardRoutes } from '../../../../app/routes';

beforeAll(async () => {
  await import('../profile-page');
});

const current: CareerEntry = {
  company: '株式会社いま',
  title: 'バックエンドエンジニア',
  employmentType: 'full_time',
  startedOn: '2021-04',
  endedOn: null,
  description: 'Go で決済 API を開発',
};
const earlier: CareerEntry = {
  company: '株式会社まえ',
  title: 'Webエンジニア',
  employmentType: 'contract',
  startedOn: '2018-04',
  endedOn: '2021-03',
  description: '',
};

const careerUser = (fields: Partial<User['customFields']> = {}): User =>
  createTestUser({
    customFields: {
      is_signup_wizard_complete: true,
      career: [current, earlier],
      self_pr: '設計からリリースまで担当してきました。',
      links: [{ kind: 'github', url: 'https://github.com/taro' }],
      job_change_timing: 'within_3_months',
      desired_annual_salary: 7_000_000,
      desired_work_style: 'full_remote',
      ...fields,
    },
  });

/** The api for a user whose PATCHes are merged like the real one's (null removes a key). */
function mockProfileApi(initial: User, patches: Record<string, unknown>[] = []) {
  let stored = initial;
  mockApi({
    ...catalogHandlers,
    'PATCH /api/demand-user/users/:id': (request) => {
      const body = request.body as { customFields: Record<string, unknown> };
      patches.push(body.customFields);
      const merged: Record<string, unknown> = { ...stored.customFields, ...body.customFields };
      for (const key of Object.keys(merged)) if (merged[key] === null) delete merged[key];
      stored = { ...stored, customFields: merged as User['customFields'] };
      return { body: stored };
    },
    'GET /api/demand-user/users/:id': () => ({ body: stored }),
  });
  return patches;
}

describe('user.profile: the career profile', () => {
  it('shows the career, 自己PR, links and wishes', async () => {
    mockProfileApi(careerUser());
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser() });
    const career = await screen.findByRole('region', { name: '職務経歴' });
    expect(within(career).getByRole('heading', { name: '株式会社いま' })).toBeInTheDocument();
    expect(within(career).getByText('2021年4月 〜 現在・正社員')).toBeInTheDocument();
    expect(within(career).getByText('2018年4月 〜 2021年3月・契約社員')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '自己PR' })).getByText(
        '設計からリリースまで担当してきました。',
      ),
    ).toBeInTheDocument();
    const link = within(screen.getByRole('region', { name: 'リンク' })).getByRole('link', {
      name: /github\.com\/taro/,
    });
    expect(link).toHaveAttribute('href', 'https://github.com/taro');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const wishes = screen.getByRole('region', { name: '転職希望・働き方' });
    expect(within(wishes).getByText('3か月以内')).toBeInTheDocument();
    expect(within(wishes).getByText('700万円')).toBeInTheDocument();
    expect(within(wishes).getByText('フルリモート')).toBeInTheDocument();
  });

  it(
    'adds an entry, refuses an end before the start, and saves the list',
    async () => {
      const user = userEvent.setup({ delay: null });
      const patches = mockProfileApi(careerUser({ career: [] }));
      renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser({ career: [] }) });
      await user.click(await screen.findByRole('button', { name: '職務経歴を編集する' }));
      const section = screen.getByRole('region', { name: '職務経歴' });
      expect(within(section).getByText('職務経歴はまだ登録されていません。')).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: '職務経歴を追加' }));
      const entry = within(section).getByRole('group', { name: '職務経歴を追加' });
      // the save button waits while an entry is open
      expect(within(section).queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
      await user.type(within(entry).getByRole('textbox', { name: /会社名/ }), '株式会社あたらしい');
      await user.type(within(entry).getByRole('textbox', { name: /職種・役職/ }), 'SRE');
      await user.selectOptions(
        within(entry).getByRole('combobox', { name: /雇用形態/ }),
        'freelance',
      );
      fireEvent.change(within(entry).getByLabelText(/開始年月/), { target: { value: '2022-04' } });
      fireEvent.change(within(entry).getByLabelText(/終了年月/), { target: { value: '2021-12' } });
      const description = within(entry).getByRole('textbox', { name: /業務内容/ });
      await user.type(description, 'Kubernetes の運用');
      expect(within(entry).getByText('14/1000')).toBeInTheDocument();
      await user.click(within(entry).getByRole('button', { name: '追加する' }));
      await waitFor(() =>
        expect(within(entry).getByLabelText(/終了年月/)).toHaveAccessibleDescription(
          expect.stringContaining('終了年月は開始年月以降にしてください'),
        ),
      );
      fireEvent.change(within(entry).getByLabelText(/終了年月/), { target: { value: '2023-03' } });
      await user.click(within(entry).getByRole('button', { name: '追加する' }));
      expect(
        await within(section).findByRole('heading', { name: '株式会社あたらしい' }),
      ).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: '保存する' }));
      await waitFor(() => expect(patches).toHaveLength(1));
      expect(patches[0]).toEqual({
        career: [
          {
            company: '株式会社あたらしい',
            title: 'SRE',
            employmentType: 'freelance',
            startedOn: '2022-04',
            endedOn: '2023-03',
            description: 'Kubernetes の運用',
          },
        ],
      });
      expect(await screen.findByRole('button', { name: '職務経歴を編集する' })).toBeInTheDocument();
    },
    WHOLE_FORM_TEST_MS,
  );

  it('removing an entry can be undone, and nothing is sent until saved', async () => {
    const user = userEvent.setup({ delay: null });
    const patches = mockProfileApi(careerUser());
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser() });
    await user.click(await screen.findByRole('button', { name: '職務経歴を編集する' }));
    const section = screen.getByRole('region', { name: '職務経歴' });
    await user.click(
      within(section).getByRole('button', { name: '株式会社いまの職務経歴を削除する' }),
    );
    expect(
      within(section).queryByRole('heading', { name: '株式会社いま' }),
    ).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(
      '株式会社いまの職務経歴を削除しました。保存するまで元に戻せます。',
    );
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: '元に戻す' })).toHaveFocus(),
    );
    await user.click(within(section).getByRole('button', { name: '元に戻す' }));
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '株式会社いま',
      '株式会社まえ',
    ]);
    expect(patches).toHaveLength(0);

    await user.click(
      within(section).getByRole('button', { name: '株式会社まえの職務経歴を削除する' }),
    );
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(patches).toEqual([{ career: [current] }]));
  });

  it('edits 自己PR with a counter and clears it when emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const patches = mockProfileApi(careerUser());
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser() });
    await user.click(await screen.findByRole('button', { name: '自己PRを編集する' }));
    const section = screen.getByRole('region', { name: '自己PR' });
    const text = within(section).getByRole('textbox', { name: /自己PR/ });
    expect(within(section).getByText('19/2000')).toBeInTheDocument();
    await user.clear(text);
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(patches).toEqual([{ self_pr: null }]));
    expect(await within(section).findByText('未設定')).toBeInTheDocument();
  });

  it('refuses a link that is not https, then saves a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const patches = mockProfileApi(careerUser({ links: [] }));
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser({ links: [] }) });
    await user.click(await screen.findByRole('button', { name: 'リンクを編集する' }));
    const section = screen.getByRole('region', { name: 'リンク' });
    await user.click(within(section).getByRole('button', { name: 'リンクを追加' }));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: /リンク1の種類/ }),
      'zenn',
    );
    const url = within(section).getByRole('textbox', { name: /リンク1のURL/ });
    await user.type(url, 'http://zenn.dev/taro');
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('URLは https:// から始まる形式で入力してください'),
      ),
    );
    expect(patches).toHaveLength(0);
    await user.clear(url);
    await user.type(url, 'https://zenn.dev/taro');
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(patches).toEqual([{ links: [{ kind: 'zenn', url: 'https://zenn.dev/taro' }] }]),
    );
  });

  it('saves the wishes in 万円 as yen and shows a refusal in Japanese', async () => {
    const user = userEvent.setup({ delay: null });
    const patches = mockProfileApi(careerUser());
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser() });
    await user.click(await screen.findByRole('button', { name: '転職希望・働き方を編集する' }));
    const section = screen.getByRole('region', { name: '転職希望・働き方' });
    const salary = within(section).getByRole('textbox', { name: /希望年収/ });
    expect(salary).toHaveValue('700');
    await user.clear(salary);
    await user.type(salary, '7.5');
    await waitFor(() =>
      expect(salary).toHaveAccessibleDescription(
        expect.stringContaining('希望年収は1万円以上1億円以下の整数で入力してください'),
      ),
    );
    await user.clear(salary);
    await user.type(salary, '800');
    await user.selectOptions(within(section).getByRole('combobox', { name: /希望の働き方/ }), '');
    await user.selectOptions(
      within(section).getByRole('combobox', { name: /転職希望時期/ }),
      'if_good_offer',
    );
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          job_change_timing: 'if_good_offer',
          desired_annual_salary: 8_000_000,
          desired_work_style: null,
        },
      ]),
    );
    expect(await within(section).findByText('こだわらない')).toBeInTheDocument();
  });

  it('shows the api refusal under the form', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...catalogHandlers,
      'PATCH /api/demand-user/users/:id': () => apiError(400, 'links_wrong_format'),
    });
    renderRemoteRoute(wizardRoutes, '/profile', { user: careerUser() });
    await user.click(await screen.findByRole('button', { name: 'リンクを編集する' }));
    const section = screen.getByRole('region', { name: 'リンク' });
    await user.click(within(section).getByRole('button', { name: '保存する' }));
    expect(
      await within(section).findByText(
        'リンクの内容に誤りがあります（URLは https:// から始まる形式です）',
      ),
    ).toBeInTheDocument();
  });
});
