import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testCategories, testSkills } from '@jobmatch/shared/testing';
import { Button, skillGroupsOf } from '@jobmatch/shared';
import '../../../app/routes';
import { EMPTY_PROFILE } from '../../../lib/profile-values';
import { CompensationForm } from '../compensation-form';
import { ExperienceForm } from '../experience-form';
import { JobTypesForm } from '../job-types-form';
import { ProfileForm } from '../profile-form';
import { SkillsForm } from '../skills-form';

const footer = <Button type="submit">送信</Button>;
const submit = () => userEvent.click(screen.getByRole('button', { name: '送信' }));
const descriptionOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ') ?? '';

describe('ProfileForm', () => {
  it('requires every field and focuses the first error', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <ProfileForm defaultValues={EMPTY_PROFILE} onSubmit={onSubmit} footer={footer} />,
    );
    await submit();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /氏名/ })).toHaveFocus());
    const expected: [RegExp, string, string][] = [
      [/氏名/, 'textbox', '氏名を入力してください'],
      [/フリガナ/, 'textbox', 'フリガナを入力してください'],
      [/郵便番号/, 'textbox', '郵便番号を入力してください'],
      [/都道府県/, 'combobox', '都道府県を選択してください'],
      [/市区町村/, 'textbox', '市区町村を入力してください'],
      [/町名・番地・建物名/, 'textbox', '町名・番地・建物名を入力してください'],
      [/電話番号/, 'textbox', '電話番号を入力してください'],
    ];
    for (const [name, role, message] of expected) {
      const field = screen.getByRole(role, { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(descriptionOf(field)).toContain(message);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option')).toHaveLength(48); // placeholder + 47 prefectures
  });

  it('checks the formats on every change', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ProfileForm defaultValues={EMPTY_PROFILE} onSubmit={jest.fn()} footer={footer} />,
    );
    await user.type(screen.getByRole('textbox', { name: /フリガナ/ }), 'yamada');
    await user.type(screen.getByRole('textbox', { name: /郵便番号/ }), '100-0001');
    await user.type(screen.getByRole('textbox', { name: /電話番号/ }), '090-1234-5678');
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: /フリガナ/ }))).toContain(
        'フリガナは全角カタカナで入力してください',
      ),
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: /郵便番号/ }))).toContain(
      '郵便番号はハイフンなしの半角数字7桁で入力してください',
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: /電話番号/ }))).toContain(
      '電話番号はハイフンなしの半角数字10〜11桁で入力してください',
    );
    await user.clear(screen.getByRole('textbox', { name: /フリガナ/ }));
    await user.type(screen.getByRole('textbox', { name: /フリガナ/ }), 'ヤマダ　タロー');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /フリガナ/ })).not.toHaveAttribute('aria-invalid'),
    );
  });

  it('shows the current length and the schema’s limit under every limited field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ProfileForm
        defaultValues={{ ...EMPTY_PROFILE, personName: '山田' }}
        onSubmit={jest.fn()}
        footer={footer}
      />,
    );
    const counters: [RegExp, string][] = [
      [/氏名/, '2/100'],
      [/フリガナ/, '0/100'],
      [/郵便番号/, '0/7'],
      [/市区町村/, '0/200'],
      [/町名・番地・建物名/, '0/200'],
      [/電話番号/, '0/11'],
    ];
    for (const [name, counter] of counters)
      expect(descriptionOf(screen.getByRole('textbox', { name }))).toContain(counter);

    const phone = screen.getByRole('textbox', { name: /電話番号/ });
    await user.type(phone, '090123456789');
    expect(descriptionOf(phone)).toContain('12/11');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
  });

  it('submits valid values', async () => {
    const onSubmit = jest.fn();
    const values = {
      personName: '山田 太郎',
      furigana: 'ヤマダ　タロウ',
      zipCode: '1000001',
      prefecture: '北海道',
      cityTownVillage: '札幌市',
      townStreetBuilding: '1-1',
      contactPhone: '0111234567',
    };
    renderWithProviders(<ProfileForm defaultValues={values} onSubmit={onSubmit} footer={footer} />);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(values, expect.anything()));
  });
});

describe('JobTypesForm', () => {
  it('lists the job types as checkboxes and submits the checked ones', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <JobTypesForm
        categories={testCategories}
        defaultValues={{ jobTypes: ['qa_engineer'] }}
        onSubmit={onSubmit}
        footer={footer}
      />,
    );
    const group = screen.getByRole('group', { name: '職種' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(group).getByRole('checkbox', { name: 'QAエンジニア' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'バックエンドエンジニア' }));
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { jobTypes: ['qa_engineer', 'backend_engineer'] },
        expect.anything(),
      ),
    );
  });

  it('raises the internal error without job types', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <JobTypesForm
          categories={[]}
          defaultValues={{ jobTypes: [] }}
          onSubmit={jest.fn()}
          footer={footer}
        />,
      ),
    ).toThrow('No job types provided');
  });
});

describe('ExperienceForm', () => {
  it('needs a range for every job type', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <ExperienceForm
        jobTypes={testCategories.slice(0, 2)}
        defaultValues={{ experience: { backend_engineer: '1-3' } }}
        onSubmit={onSubmit}
        footer={footer}
      />,
    );
    const frontend = screen.getByRole('combobox', { name: /フロントエンドエンジニア 経験年数/ });
    expect(
      within(frontend)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['選択してください', '1年未満', '1〜3年', '3〜5年', '5〜10年', '10年以上']);
    await submit();
    await waitFor(() => expect(descriptionOf(frontend)).toContain('経験年数を選択してください'));
    expect(frontend).toHaveFocus();
    await userEvent.selectOptions(frontend, 'gt10');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { experience: { backend_engineer: '1-3', frontend_engineer: 'gt10' } },
        expect.anything(),
      ),
    );
  });

  it('raises the internal error without job types', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <ExperienceForm
          jobTypes={[]}
          defaultValues={{ experience: {} }}
          onSubmit={jest.fn()}
          footer={footer}
        />,
      ),
    ).toThrow('No experience types provided');
  });
});

describe('SkillsForm', () => {
  it('offers the items of each group, none required', async () => {
    const onSubmit = jest.fn();
    const groups = skillGroupsOf(testSkills, { categoryIds: ['backend_engineer'] });
    renderWithProviders(
      <SkillsForm
        groups={groups}
        defaultValues={{ skillGroups: { backend: ['java'] } }}
        onSubmit={onSubmit}
        footer={footer}
      />,
    );
    expect(screen.getByRole('group', { name: 'バックエンドのスキル' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'PostgreSQL' }));
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { skillGroups: { backend: ['java'], database: ['postgresql'] } },
        expect.anything(),
      ),
    );
  });

  it('raises the internal error without skills', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <SkillsForm
          groups={[{ key: 'test_qa', items: [] }]}
          defaultValues={{ skillGroups: {} }}
          onSubmit={jest.fn()}
          footer={footer}
        />,
      ),
    ).toThrow('No skills provided');
  });
});

describe('CompensationForm', () => {
  it('keeps the amount disabled until a type is chosen, offers that type’s bands and resets on a type change', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <CompensationForm
        defaultValues={{ compensationType: '', compensationAmount: '' }}
        onSubmit={onSubmit}
        footer={footer}
      />,
    );
    const type = screen.getByRole('combobox', { name: /報酬の種類/ });
    const amount = screen.getByRole('combobox', { name: /希望報酬額/ });
    expect(amount).toBeDisabled();
    await submit();
    await waitFor(() => expect(descriptionOf(type)).toContain('報酬の種類を選択してください'));

    await user.selectOptions(type, 'day');
    expect(amount).toBeEnabled();
    expect(
      within(amount)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '選択してください',
      '1万円未満',
      '1万〜2万円',
      '2万〜3万円',
      '3万〜4万円',
      '4万〜5万円',
      '5万円以上',
    ]);
    await user.selectOptions(amount, '10000-20000');
    await user.selectOptions(type, 'hour');
    expect(amount).toHaveValue('');
    expect(within(amount).getByRole('option', { name: '2,000〜3,000円' })).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(descriptionOf(amount)).toContain('希望報酬額を選択してください'));
    await user.selectOptions(amount, 'gt6000');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { compensationType: 'hour', compensationAmount: 'gt6000' },
        expect.anything(),
      ),
    );
  });

  it('labels the month bands in 万円', async () => {
    renderWithProviders(
      <CompensationForm
        defaultValues={{ compensationType: 'month', compensationAmount: '' }}
        onSubmit={jest.fn()}
        footer={footer}
      />,
    );
    const amount = screen.getByRole('combobox', { name: /希望報酬額/ });
    expect(
      within(amount)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual([
      '20万円未満',
      '20万〜40万円',
      '40万〜60万円',
      '60万〜80万円',
      '80万〜100万円',
      '100万円以上',
    ]);
  });
});
