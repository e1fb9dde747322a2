import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyle, hintStyle } from './form-style';

export interface ProfileFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's buttons, rendered after its fields. */
  footer: ReactNode;
  'aria-labelledby'?: string;
  /** Opens the form with the "all fields are required" hint. */
  requiredHint?: boolean;
  children: ReactNode;
}

/** The `<form>` every profile form renders: no browser validation, optional required hint, fields, buttons. */
export function ProfileFormFrame({
  onSubmit,
  footer,
  'aria-labelledby': labelledBy,
  requiredHint = false,
  children,
}: ProfileFormFrameProps) {
  const { t } = useTranslation('wizard');
  return (
    <form css={formStyle} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {requiredHint && <p css={hintStyle}>{t('required_hint')}</p>}
      {children}
      {footer}
    </form>
  );
}
