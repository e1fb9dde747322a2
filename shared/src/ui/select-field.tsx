import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import { FieldFrame, fieldControlStyle, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /**
   * The empty first option ("please choose"); its value is ''. Left out, the select has no
   * empty choice (a setting that always has a value, such as a saved search's 毎日).
   */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * A native select's drawn chevron, `inset` px from its right edge: the native arrow differs per
 * platform and is hard to see on some.
 */
export const selectChevronStyle = (inset: number) => css`
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - ${inset + 5}px) 50%,
    calc(100% - ${inset}px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  appearance: none;
`;

const selectStyle = (theme: Theme) => css`
  ${fieldControlStyle(theme)};
  min-height: 48px;
  padding-right: ${theme.space[10]};
  ${selectChevronStyle(15)};
  line-height: ${theme.typography.lineHeight.control};
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
  const ids = useFieldIds({ id: idProp, error, hint, describedBy: describedByProp });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <select
        ref={ref}
        id={ids.id}
        css={selectStyle}
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
