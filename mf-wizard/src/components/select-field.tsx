import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';

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

const labelStyle = (theme: Theme) => css`
  display: inline-block;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.text.primary};
`;

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

const messageStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.secondary};
`;

const errorStyle = (theme: Theme) => css`
  ${messageStyle(theme)};
  color: ${theme.colors.error.text};
`;

/**
 * A labelled native select: the platform picker is the most usable one on phones and needs no
 * keyboard handling of its own. `required` becomes aria-required plus a visual asterisk, as in
 * the shared TextField; the form validates.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, required, id: idProp, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {required && (
          <span
            aria-hidden="true"
            css={(theme) => ({ color: theme.colors.error.text, marginLeft: theme.space[1] })}
          >
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={id}
        css={selectStyle}
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorId && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} css={messageStyle}>
          {hint}
        </p>
      )}
    </div>
  );
});
