import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../ui/text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> & {
  /** Default: "メールアドレス" (a change-email form names its new address). */
  label?: TextFieldProps['label'];
};

/** The required email field of every account form; spread `register('email')` into it. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(
  function EmailField(props, ref) {
    const { t } = useTranslation('shared');
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

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'passwordToggleLabels'>;

/** A required password field with the show/hide toggle; the caller picks label and autoComplete. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('shared');
    return (
      <TextField
        type="password"
        required
        passwordToggleLabels={{ show: t('show_password'), hide: t('hide_password') }}
        {...props}
        ref={ref}
      />
    );
  },
);
