import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../ui/text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type'> & {
  /** Default: "電話番号". */
  label?: TextFieldProps['label'];
};

/**
 * A Japanese phone number as the schemas take it (digits only, PHONE_NUMBER_PATTERN): the number
 * keypad, the browser's own number to fill in, and the "no hyphens" hint. The caller decides
 * whether it is required and gives the placeholder and the limit; spread `register(…)` into it.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(
  function PhoneField(props, ref) {
    const { t } = useTranslation('shared');
    return (
      <TextField
        label={t('phone_label')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        hint={t('phone_hint')}
        {...props}
        ref={ref}
      />
    );
  },
);
