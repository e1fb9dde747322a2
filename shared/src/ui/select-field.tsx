import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import {
  FieldErrorMessage,
  FieldHint,
  RequiredMark,
  fieldLabelStyle,
  joinIds,
} from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ("please choose"); its value is ''. */
  placeholder: string;
  error?: ReactNode;
  hint?: ReactNode;
}

const selectStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[10]} ${theme.space[3]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.m};
  background-color: ${theme.colors.surface.raised};
  /* A drawn chevron: the native arrow differs per platform and is hard to see on some. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 15px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  appearance: none;
  color: ${theme.colors.text.primary};
  font-family: inherit;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.control};

  &:focus {
    border-color: ${theme.colors.border.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.error.main};
    background-color: ${theme.colors.error.subtle};
  }
  &:disabled {
    background-color: ${theme.colors.surface.sunken};
    color: ${theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/**
 * A labelled native select: the platform picker is the most usable one on phones and needs no
 * keyboard handling of its own. Like TextField, `required` becomes aria-required plus a visual
 * asterisk, and it works with react-hook-form's `register` spread into it; the form validates.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    options,
    placeholder,
    error,
    hint,
    required,
    id: idProp,
    className,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} css={fieldLabelStyle}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        ref={ref}
        id={id}
        css={selectStyle}
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={joinIds(errorId, hintId, describedByProp)}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorId && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
});
