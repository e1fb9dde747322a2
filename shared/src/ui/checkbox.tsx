import {
  forwardRef,
  useLayoutEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { css, type Theme } from '@emotion/react';
import { FieldErrorMessage, FieldHint, useFieldIds } from './field-parts';
import { CheckIcon, MinusIcon } from './icons';
import { useMergedRefs } from './use-merged-refs';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** May contain links (e.g. "I agree to the <a>user agreement</a>"); clicking a link does not toggle. */
  label: ReactNode;
  /** "Some selected" state, e.g. a filter group whose items are partly checked. */
  indeterminate?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
}

const BOX = 20;

const rowStyle = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.touchTarget};
  padding: ${(44 - 24) / 2}px 0;
  cursor: pointer;
  line-height: 24px;
`;

/**
 * The native input stays in place (transparent, 44x44) so it keeps keyboard, screen
 * reader and form behaviour, and the drawn box next to it only mirrors its state.
 */
const inputStyle = (theme: Theme) => css`
  position: absolute;
  top: 0;
  left: ${(BOX - 44) / 2}px;
  width: 44px;
  height: 44px;
  margin: 0;
  opacity: 0;
  cursor: inherit;

  & + span {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${BOX}px;
    height: ${BOX}px;
    margin-top: 2px;
    border: 2px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.s};
    background: ${theme.colors.surface.raised};
    color: ${theme.colors.brand.onMain};
    transition: background-color ${theme.motion.fast} ${theme.motion.easing};
  }

  & + span > [data-icon] {
    display: none;
  }

  &:checked + span,
  &:indeterminate + span {
    border-color: ${theme.colors.brand.main};
    background: ${theme.colors.brand.main};
  }

  &:checked:not(:indeterminate) + span > [data-icon='check'],
  &:indeterminate + span > [data-icon='minus'] {
    display: flex;
  }

  &:focus-visible + span {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] + span {
    border-color: ${theme.colors.error.main};
  }

  &:disabled + span {
    border-color: ${theme.colors.neutral[300]};
    background: ${theme.colors.surface.sunken};
  }

  &:disabled:checked + span,
  &:disabled:indeterminate + span {
    background: ${theme.colors.neutral[300]};
  }
`;

const labelTextStyle = (theme: Theme) => css`
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.m};

  input:disabled ~ & {
    color: ${theme.colors.text.disabled};
  }
`;

/** Checkbox with a visible label; controlled or react-hook-form `register`ed. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    indeterminate = false,
    error,
    hint,
    id: idProp,
    className,
    'aria-describedby': describedByProp,
    ...rest
  },
  forwardedRef,
) {
  const { id, errorId, hintId, describedBy } = useFieldIds({
    id: idProp,
    error,
    hint,
    describedBy: describedByProp,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const ref = useMergedRefs(inputRef, forwardedRef);

  // `indeterminate` exists only as a DOM property, never as an HTML attribute. A click
  // clears it in the DOM, so it is re-applied after every render, not only on prop change.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  return (
    <div className={className}>
      <label htmlFor={id} css={rowStyle}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          css={inputStyle}
          {...rest}
        />
        <span aria-hidden="true">
          <span data-icon="check">
            <CheckIcon size={14} />
          </span>
          <span data-icon="minus">
            <MinusIcon size={14} />
          </span>
        </span>
        <span css={labelTextStyle}>{label}</span>
      </label>
      {errorId && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
});
