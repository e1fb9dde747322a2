import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { css, type Theme } from '@emotion/react';
import {
  FieldErrorMessage,
  FieldHint,
  RequiredMark,
  fieldLabelStyle,
  fieldMessageStyle,
  joinIds,
} from './field-parts';
import { EyeIcon, EyeOffIcon } from './icons';
import { useMergedRefs } from './use-merged-refs';
import { visuallyHiddenStyle } from './styles';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

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
  display: block;
  width: 100%;
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  /* 16px stops iOS Safari from zooming into the page on focus. */
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.control};

  &::placeholder {
    color: ${theme.colors.neutral[500]};
  }

  &:focus {
    border-color: ${theme.colors.border.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.error.main};
    background: ${theme.colors.error.subtle};
  }

  &:disabled {
    background: ${theme.colors.surface.sunken};
    color: ${theme.colors.text.disabled};
    cursor: not-allowed;
  }
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

const footerStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
  justify-content: space-between;
  align-items: flex-start;
`;

const counterStyle = (theme: Theme, over: boolean) => css`
  ${fieldMessageStyle(theme)};
  margin-left: auto;
  flex: none;
  font-variant-numeric: tabular-nums;
  ${over && `color: ${theme.colors.error.text}; font-weight: ${theme.typography.fontWeight.bold};`}
`;

/**
 * Labelled single-line input. Works controlled (`value`/`onChange`) or uncontrolled with
 * react-hook-form: `<TextField label="…" {...register('email')} />` (name, onChange,
 * onBlur and ref pass straight through).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    labelHidden = false,
    type = 'text',
    error,
    hint,
    maxLength,
    passwordToggleLabels,
    required,
    id: idProp,
    className,
    onChange,
    value,
    defaultValue,
    'aria-describedby': describedByProp,
    ...rest
  },
  forwardedRef,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const ref = useMergedRefs(inputRef, forwardedRef);

  const isControlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  // react-hook-form writes default and reset values straight into the DOM node, so the
  // counter re-reads the node after each render instead of trusting only change events.
  // No dependency list on purpose; React bails out when the length is unchanged.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!isControlled && inputRef.current) setUncontrolledLength(inputRef.current.value.length);
  });
  const length = isControlled ? String(value ?? '').length : uncontrolledLength;
  const overLimit = maxLength !== undefined && length > maxLength;

  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && passwordToggleLabels !== undefined;
  const inputType = hasToggle && revealed ? 'text' : type;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!isControlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = maxLength !== undefined ? `${id}-counter` : undefined;

  return (
    <div className={className}>
      <label htmlFor={id} css={labelHidden ? visuallyHiddenStyle : fieldLabelStyle}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div css={{ position: 'relative' }}>
        <input
          ref={ref}
          id={id}
          type={inputType}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-required={required || undefined}
          aria-invalid={Boolean(error) || overLimit || undefined}
          aria-describedby={joinIds(errorId, hintId, counterId, describedByProp)}
          css={[inputStyle, hasToggle && { paddingRight: 48 }]}
          {...rest}
        />
        {hasToggle && (
          <button
            type="button"
            css={toggleStyle}
            aria-label={revealed ? passwordToggleLabels.hide : passwordToggleLabels.show}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {(error || hint || counterId) && (
        <div css={footerStyle}>
          <div>
            {errorId && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
            {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
          </div>
          {counterId && (
            <p
              id={counterId}
              css={(theme) => counterStyle(theme, overLimit)}
              data-over-limit={overLimit || undefined}
            >
              {length}/{maxLength}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
