import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FieldFrame, fieldControlStyle, useTextControlField } from './field-parts';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * `datetime-local`: a local date and time (the job form's publication window, in Tokyo time);
 * `month`: a year and month (`YYYY-MM`, a career entry's period).
 */
export type TextFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'tel'
  | 'url'
  | 'search'
  | 'month'
  | 'date'
  | 'time'
  | 'datetime-local';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  /** Keeps the label for screen readers only (a search box whose purpose is obvious). */
  labelHidden?: boolean;
  type?: TextFieldType;
  /** Validation message. Its presence marks the input invalid and is linked by aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * Shows a "current/limit" counter and marks the field invalid above the limit. The
   * browser limit is deliberately not set: over-long input stays visible as an
   * error (e.g. after a paste), not silently cut off.
   */
  maxLength?: number;
  /** Accessible names of the show/hide toggle; the toggle appears for type="password" when given. */
  passwordToggleLabels?: { show: string; hide: string };
}

const inputStyle = (theme: Theme) => css`
  ${fieldControlStyle(theme)};
  min-height: 48px;
  line-height: ${theme.typography.lineHeight.control};
`;

const toggleStyle = (theme: Theme) => css`
  position: absolute;
  top: 50%;
  right: 2px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.m};
  background: transparent;
  color: ${theme.colors.text.secondary};
  cursor: pointer;
`;

/**
 * Labelled single-line input. Works controlled (`value`/`onChange`) or uncontrolled with
 * react-hook-form: `<TextField label="…" {...register('email')} />` (name, onChange,
 * onBlur and ref pass straight through).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { labelHidden = false, type = 'text', passwordToggleLabels, ...props },
  forwardedRef,
) {
  const { frame, control, rest } = useTextControlField(props, forwardedRef);
  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && passwordToggleLabels !== undefined;
  const inputType = hasToggle && revealed ? 'text' : type;

  return (
    <FieldFrame {...frame} labelHidden={labelHidden}>
      <div css={{ position: 'relative' }}>
        <input
          {...control}
          type={inputType}
          css={[inputStyle, hasToggle && { paddingRight: 48 }]}
          {...rest}
        />
        {hasToggle && (
          <button
            type="button"
            css={toggleStyle}
            aria-label={revealed ? passwordToggleLabels.hide : passwordToggleLabels.show}
            aria-controls={control.id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
    </FieldFrame>
  );
});
