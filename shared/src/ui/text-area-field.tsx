import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
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
import { useMergedRefs } from './use-merged-refs';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Validation message. Its presence marks the textarea invalid and is linked by aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * Shows a "current/limit" counter and marks the field invalid above the limit; like TextField,
   * the browser limit is not set, so over-long text stays visible as an error.
   */
  maxLength?: number;
}

const textAreaStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: 120px;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  font-family: inherit;
  /* 16px stops iOS Safari from zooming into the page on focus. */
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  resize: vertical;

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
 * Labelled multi-line input, TextField's sibling: the same label, required mark, messages and
 * counter. Works controlled or with react-hook-form's `register` spread into it.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    {
      label,
      error,
      hint,
      maxLength,
      required,
      id: idProp,
      className,
      onChange,
      value,
      defaultValue,
      rows = 5,
      'aria-describedby': describedByProp,
      ...rest
    },
    forwardedRef,
  ) {
    const generatedId = useId();
    const id = idProp ?? generatedId;
    const textAreaRef = useRef<HTMLTextAreaElement>(null);
    const ref = useMergedRefs(textAreaRef, forwardedRef);

    const isControlled = value !== undefined;
    const [uncontrolledLength, setUncontrolledLength] = useState(
      () => String(defaultValue ?? '').length,
    );
    // As in TextField: react-hook-form writes default and reset values straight into the node.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useLayoutEffect(() => {
      if (!isControlled && textAreaRef.current)
        setUncontrolledLength(textAreaRef.current.value.length);
    });
    const length = isControlled ? String(value ?? '').length : uncontrolledLength;
    const overLimit = maxLength !== undefined && length > maxLength;

    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      if (!isControlled) setUncontrolledLength(event.target.value.length);
      onChange?.(event);
    };

    const hintId = hint ? `${id}-hint` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    const counterId = maxLength !== undefined ? `${id}-counter` : undefined;

    return (
      <div className={className}>
        <label htmlFor={id} css={fieldLabelStyle}>
          {label}
          {required && <RequiredMark />}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={rows}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-required={required || undefined}
          aria-invalid={Boolean(error) || overLimit || undefined}
          aria-describedby={joinIds(errorId, hintId, counterId, describedByProp)}
          css={textAreaStyle}
          {...rest}
        />
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
  },
);
