import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@jobmatch/shared/testing';
import { Button } from '@jobmatch/shared';
import '../../../app/routes';
import { EMPTY_PROFILE } from '../../../lib/profile-values';
import { lookUpPostalCode, type PostalAddress } from '../../../lib/postal-code-lookup';
import { ProfileForm } from '../profile-form';

// The real lookup is tested in lib/__tests__/postal-code-lookup.test.ts and in the e2e.
jest.mock('../../../lib/postal-code-lookup', () => ({ lookUpPostalCode: jest.fn() }));
const lookUp = jest.mocked(lookUpPostalCode);

const ADDRESSES: Record<string, PostalAddress> = {
  '1000001': { prefecture: '東京都', city: '千代田区', town: '千代田' },
  '0600000': { prefecture: '北海道', city: '札幌市中央区' },
  '5300001': { prefecture: '大阪府', city: '大阪市北区', town: '梅田' },
};

const footer = <Button type="submit">送信</Button>;
const NOT_FOUND = '該当する住所が見つかりませんでした。住所を入力してください';

const zipCode = () => screen.getByRole('textbox', { name: /郵便番号/ });
const prefecture = () => screen.getByRole('combobox', { name: /都道府県/ });
const city = () => screen.getByRole('textbox', { name: /市区町村/ });
const town = () => screen.getByRole('textbox', { name: /町名・番地・建物名/ });
const descriptionOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ') ?? '';

function renderForm(defaultValues = EMPTY_PROFILE) {
  const onSubmit = jest.fn();
  renderWithProviders(
    <ProfileForm defaultValues={defaultValues} onSubmit={onSubmit} footer={footer} />,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  lookUp.mockImplementation(async (code) => ADDRESSES[code] ?? null);
});

describe('ProfileForm postal-code autofill', () => {
  it('fills the prefecture, city and an empty town from a complete code and says so', async () => {
    const { user } = renderForm();
    await user.type(zipCode(), '100000');
    expect(lookUp).not.toHaveBeenCalled();
    await user.type(zipCode(), '1');
    await waitFor(() => expect(prefecture()).toHaveValue('東京都'));
    expect(city()).toHaveValue('千代田区');
    expect(town()).toHaveValue('千代田');
    expect(screen.getByRole('status')).toHaveTextContent('住所を入力しました');
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith('1000001');
    // validated as if typed: the required errors of an earlier failed submit would be gone
    expect(city()).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a town the user already typed', async () => {
    const { user } = renderForm();
    await user.type(town(), '丸の内1-1');
    await user.type(zipCode(), '1000001');
    await waitFor(() => expect(city()).toHaveValue('千代田区'));
    expect(town()).toHaveValue('丸の内1-1');
  });

  it('hints at typing the address when the code is unknown, without blocking the submit', async () => {
    const { user, onSubmit } = renderForm({
      ...EMPTY_PROFILE,
      personName: '山田 太郎',
      furigana: 'ヤマダ　タロウ',
      contactPhone: '0312345678',
    });
    await user.type(zipCode(), '9999999');
    await waitFor(() => expect(descriptionOf(zipCode())).toContain(NOT_FOUND));
    expect(zipCode()).not.toHaveAttribute('aria-invalid');
    expect(prefecture()).toHaveValue('');

    await user.selectOptions(prefecture(), '沖縄県');
    await user.type(city(), '那覇市');
    await user.type(town(), '泉崎1-1');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          zipCode: '9999999',
          prefecture: '沖縄県',
          cityTownVillage: '那覇市',
        }),
        expect.anything(),
      ),
    );
  });

  it('treats a lookup that fails (data not loaded) like an unknown code', async () => {
    lookUp.mockRejectedValue(new Error('ChunkLoadError'));
    const { user } = renderForm();
    await user.type(zipCode(), '1000001');
    await waitFor(() => expect(descriptionOf(zipCode())).toContain(NOT_FOUND));
    expect(prefecture()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what the user changed after an autofill until the code itself changes', async () => {
    const { user } = renderForm();
    await user.type(zipCode(), '1000001');
    await waitFor(() => expect(city()).toHaveValue('千代田区'));

    await user.clear(city());
    await user.type(city(), '千代田区（編集済み）');
    await user.type(town(), '1-1');
    // the same code again (a digit deleted and typed back) is no new code
    await user.type(zipCode(), '{Backspace}1');
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(city()).toHaveValue('千代田区（編集済み）');

    // a new code fills the address again; the edited town stays
    await user.clear(zipCode());
    await user.type(zipCode(), '5300001');
    await waitFor(() => expect(prefecture()).toHaveValue('大阪府'));
    expect(city()).toHaveValue('大阪市北区');
    expect(town()).toHaveValue('千代田1-1');
  });

  it('replaces a town it filled itself when the code changes', async () => {
    const { user } = renderForm();
    await user.type(zipCode(), '1000001');
    await waitFor(() => expect(town()).toHaveValue('千代田'));
    await user.clear(zipCode());
    await user.type(zipCode(), '5300001');
    await waitFor(() => expect(town()).toHaveValue('梅田'));
  });

  it('does not look up the code the form opened with', async () => {
    const { user } = renderForm({ ...EMPTY_PROFILE, zipCode: '1000001', cityTownVillage: '港区' });
    await user.type(zipCode(), '{Backspace}1');
    expect(lookUp).not.toHaveBeenCalled();
    expect(city()).toHaveValue('港区');
  });
});
