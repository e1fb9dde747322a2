import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { CheckboxGroup } from '../checkbox-group-field';

/** One value shown in two groups, as the job form's skills are per skill group. */
function TwoGroups({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  const group = (legend: string, options: string[]) => (
    <CheckboxGroup
      name="skills"
      legend={legend}
      legendHidden
      options={options.map((option) => ({ value: option, label: option.toUpperCase() }))}
      value={value}
      onChange={setValue}
      describedBy="hint"
    />
  );
  return (
    <>
      <p id="hint">{`${value.length}個選択中`}</p>
      {group('バックエンド', ['go', 'java'])}
      {group('データベース', ['postgresql'])}
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it("toggles its own options and keeps the other groups' values", async () => {
    renderWithProviders(<TwoGroups initial={['postgresql']} />);
    const backend = screen.getByRole('group', { name: 'バックエンド' });
    expect(backend).toHaveAccessibleDescription('1個選択中');
    await userEvent.click(within(backend).getByRole('checkbox', { name: 'GO' }));
    expect(screen.getByRole('status')).toHaveTextContent('postgresql,go');
    await userEvent.click(within(backend).getByRole('checkbox', { name: 'GO' }));
    expect(screen.getByRole('status')).toHaveTextContent('postgresql');
    expect(
      within(screen.getByRole('group', { name: 'データベース' })).getByRole('checkbox', {
        name: 'POSTGRESQL',
      }),
    ).toBeChecked();
  });

  it('says its issue under the boxes and with the group', () => {
    renderWithProviders(
      <CheckboxGroup
        name="tags"
        legend="タグ"
        options={[{ value: 'a', label: 'A' }]}
        value={[]}
        onChange={() => undefined}
        error="ひとつ以上選んでください"
      />,
    );
    expect(screen.getByRole('group', { name: 'タグ' })).toHaveAccessibleDescription(
      'ひとつ以上選んでください',
    );
  });
});
