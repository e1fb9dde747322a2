import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps } from '@jobmatch/shared';

export type CurrentPasswordFieldProps = Omit<PasswordFieldProps, 'label' | 'autoComplete'>;

/** The current password every settings change asks for again (docs/settings.md). */
export const CurrentPasswordField = forwardRef<HTMLInputElement, CurrentPasswordFieldProps>(
  function CurrentPasswordField(props, ref) {
    const { t } = useTranslation('settings');
    return (
      <PasswordField
        label={t('current_password_label')}
        autoComplete="current-password"
        {...props}
        ref={ref}
      />
    );
  },
);
