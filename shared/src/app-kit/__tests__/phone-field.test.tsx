import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { sharedJa } from '../../i18n/ja/shared';
import { renderWithProviders } from '../../testing';
import { PhoneField } from '../phone-field';

describe('PhoneField', () => {
  it('is a phone number field with the number keypad and the "no hyphens" hint', () => {
    renderWithProviders(<PhoneField placeholder="0312345678" />);
    const field = screen.getByRole('textbox', { name: sharedJa.phone_label });
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel-national');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('placeholder', '0312345678');
    expect(field).not.toHaveAttribute('aria-required');
    expect(field).toHaveAccessibleDescription(sharedJa.phone_hint);
  });

  it('takes the caller’s label, requirement, limit and error, and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(
      <PhoneField
        ref={ref}
        label="連絡先の電話番号"
        required
        maxLength={11}
        error="電話番号を入力してください"
      />,
    );
    const field = screen.getByRole('textbox', { name: /^連絡先の電話番号/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `電話番号を入力してください ${sharedJa.phone_hint} 0/11`,
    );
    expect(ref.current).toBe(field);
  });
});
