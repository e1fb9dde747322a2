import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@jobmatch/shared';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The required email field of every auth form; spread `register('email')` into it. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(
  function EmailField(props, ref) {
    const { t } = useTranslation('auth');
    return (
      <TextField
        label={t('email_label')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('email_placeholder')}
        required
        {...props}
        ref={ref}
      />
    );
  },
);
