import { screen, within } from '@testing-library/react';
import { SelectField } from '../select-field';
import { renderWithTheme } from './render-with-theme';

const options = [
  { value: 'month', label: '月給' },
  { value: 'day', label: '日給' },
];

describe('SelectField', () => {
  it('is a labelled combobox with the placeholder as its empty first option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <SelectField
        label="報酬の種類"
        placeholder="選択してください"
        options={options}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: '報酬の種類' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['選択してください', '月給', '日給']);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'day');
    expect(select).toHaveValue('day');
    expect(onChange).toHaveBeenCalled();
  });

  it('has no empty option without a placeholder', () => {
    renderWithTheme(<SelectField label="頻度" options={options} defaultValue="day" />);
    const select = screen.getByRole('combobox', { name: '頻度' });
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    expect(select).toHaveValue('day');
  });

  it('marks a required field and links its error and hint', () => {
    renderWithTheme(
      <SelectField
        label="都道府県"
        placeholder="選択してください"
        options={options}
        required
        error="都道府県を選択してください"
        hint="現住所の都道府県"
      />,
    );
    const select = screen.getByRole('combobox', { name: /都道府県/ });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('都道府県を選択してください 現住所の都道府県');
  });

  it('can be disabled until another choice is made', () => {
    renderWithTheme(
      <SelectField label="希望報酬額" placeholder="選択してください" options={[]} disabled />,
    );
    expect(screen.getByRole('combobox', { name: '希望報酬額' })).toBeDisabled();
  });
});
