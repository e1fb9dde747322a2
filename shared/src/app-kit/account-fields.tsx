import { forwardRef } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
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

/** The fields of a form that sets a new password (reset, change). */
export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

export interface NewPasswordFieldsProps<TValues extends NewPasswordValues> {
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
}

/**
 * The new password, with the password rules as its hint, and its confirmation
 * (docs/accounts.md#password-rules); the form's schema says they must match.
 */
export function NewPasswordFields<TValues extends NewPasswordValues>({
  register,
  errors,
}: NewPasswordFieldsProps<TValues>) {
  const { t } = useTranslation('shared');
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  const confirmation = 'confirmNewPassword' as Path<TValues>;
  return (
    <>
      <PasswordField
        label={t('new_password_label')}
        autoComplete="new-password"
        hint={t('password_hint')}
        error={fieldErrors.newPassword?.message}
        {...register('newPassword' as Path<TValues>, {
          // The match rule lives on the confirmation: re-check it when the first field changes.
          deps: [confirmation],
        })}
      />
      <PasswordField
        label={t('confirm_password_label')}
        autoComplete="new-password"
        error={fieldErrors.confirmNewPassword?.message}
        {...register(confirmation)}
      />
    </>
  );
}
