import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';
import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from './styles';
import { useMergedRefs } from './use-merged-refs';

/**
 * Pieces shared by the form controls so labels, field messages and the text controls' boxes look
 * and link the same: `FieldFrame` around the control, `useFieldIds` for its aria wiring,
 * `useCharacterCount` for a limit's counter, and `useTextControlField`, which puts the three
 * together for a text control (TextField, TextAreaField).
 */

export const fieldLabelStyle = (theme: Theme) => css`
  display: inline-block;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.primary};
`;

export const fieldMessageStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.secondary};
`;

export const fieldErrorStyle = (theme: Theme) => css`
  ${fieldMessageStyle(theme)};
  color: ${theme.colors.error.text};
`;

/**
 * The box of the text-like controls (input, textarea, select) and its focus, invalid and
 * disabled looks. Colours are `background-color`, so a select keeps its drawn chevron.
 */
export const fieldControlStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.m};
  background-color: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  font-family: inherit;
  /* 16px stops iOS Safari from zooming into the page on focus. */
  font-size: ${theme.typography.fontSize.m};

  &::placeholder {
    color: ${theme.colors.neutral[500]};
  }
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

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldMessageStyle}>
      {children}
    </p>
  );
}

export function FieldErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldErrorStyle}>
      {children}
    </p>
  );
}

export function RequiredMark() {
  // Hidden from assistive technology: the input itself carries aria-required.
  return (
    <span
      aria-hidden="true"
      css={(theme) => ({ color: theme.colors.error.text, marginLeft: theme.space[1] })}
    >
      *
    </span>
  );
}

/** Joins id lists for aria-describedby, dropping empty entries. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export interface FieldIds {
  /** The control's id (the caller's, else a generated one): the label points at it. */
  id: string;
  errorId?: string;
  hintId?: string;
  counterId?: string;
  /** The control's aria-describedby: error, hint, counter, then the caller's own ids. */
  describedBy?: string;
}

export interface UseFieldIdsOptions {
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Whether the field shows a character counter. */
  counted?: boolean;
  /** The caller's own aria-describedby, kept after the field's messages. */
  describedBy?: string;
}

/** The ids that tie a control to its label and its messages (`<id>-error`, `-hint`, `-counter`). */
export function useFieldIds({
  id,
  error,
  hint,
  counted = false,
  describedBy,
}: UseFieldIdsOptions): FieldIds {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = error ? `${fieldId}-error` : undefined;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const counterId = counted ? `${fieldId}-counter` : undefined;
  return {
    id: fieldId,
    errorId,
    hintId,
    counterId,
    describedBy: joinIds(errorId, hintId, counterId, describedBy),
  };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface UseCharacterCountOptions<E extends TextControl> {
  value?: unknown;
  defaultValue?: unknown;
  maxLength?: number;
  onChange?: (event: ChangeEvent<E>) => void;
}

/** A limit's counter as `FieldFrame` shows it. */
export interface FieldCounter {
  length: number;
  maxLength: number;
  /** Above `maxLength`: the field is marked invalid and the counter turns red. */
  overLimit: boolean;
}

export interface CharacterCount<E extends TextControl> {
  overLimit: boolean;
  /** For `FieldFrame`; undefined without a `maxLength`. */
  counter?: FieldCounter;
  /** The control's onChange: keeps the count of an uncontrolled control, then calls the caller's. */
  onChange: (event: ChangeEvent<E>) => void;
}

/**
 * The length of a text control's value against its limit, controlled (`value`) or not (the
 * node's own value, e.g. under react-hook-form's `register`).
 */
export function useCharacterCount<E extends TextControl>(
  nodeRef: RefObject<E | null>,
  { value, defaultValue, maxLength, onChange }: UseCharacterCountOptions<E>,
): CharacterCount<E> {
  const isControlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  // react-hook-form writes default and reset values straight into the DOM node, so the
  // counter re-reads the node after each render instead of trusting only change events.
  // No dependency list on purpose; React bails out when the length is unchanged.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!isControlled && nodeRef.current) setUncontrolledLength(nodeRef.current.value.length);
  });
  const length = isControlled ? String(value ?? '').length : uncontrolledLength;
  const overLimit = maxLength !== undefined && length > maxLength;
  return {
    overLimit,
    counter: maxLength === undefined ? undefined : { length, maxLength, overLimit },
    onChange: (event) => {
      if (!isControlled) setUncontrolledLength(event.target.value.length);
      onChange?.(event);
    },
  };
}

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

export interface FieldFrameProps {
  /** From `useFieldIds`: the label's target and the messages' ids. */
  ids: FieldIds;
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  /** Adds the asterisk; the control itself carries aria-required. */
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  /** The "current/limit" counter beside the messages, for a field with a limit. */
  counter?: FieldCounter;
  className?: string;
  /** The control, wired with `ids.id` and `ids.describedBy`. */
  children: ReactNode;
}

/**
 * A labelled control's frame: the label with its required mark, the control, then the error
 * and the hint with the counter at their right.
 */
export function FieldFrame({
  ids,
  label,
  labelHidden = false,
  required,
  error,
  hint,
  counter,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} css={labelHidden ? visuallyHiddenStyle : fieldLabelStyle}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {(ids.errorId || ids.hintId || (counter && ids.counterId)) && (
        <div css={footerStyle}>
          <div>
            {ids.errorId && <FieldErrorMessage id={ids.errorId}>{error}</FieldErrorMessage>}
            {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          </div>
          {counter && ids.counterId && (
            <p
              id={ids.counterId}
              css={(theme) => counterStyle(theme, counter.overLimit)}
              data-over-limit={counter.overLimit || undefined}
            >
              {counter.length}/{counter.maxLength}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The props every labelled text control takes besides its element's own. */
export interface TextControlFieldProps<E extends TextControl> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
  id?: string;
  className?: string;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: (event: ChangeEvent<E>) => void;
  'aria-describedby'?: string;
}

/**
 * A labelled text control from its props: `frame` for `FieldFrame`, `control` to spread on the
 * element (ref, id, value, the counting onChange, aria-required / -invalid / -describedby) and
 * `rest`, the element's other attributes, to spread after it.
 */
export function useTextControlField<
  E extends TextControl,
  P extends TextControlFieldProps<E> = TextControlFieldProps<E>,
>(props: P, forwardedRef: Ref<E>) {
  const {
    label,
    error,
    hint,
    maxLength,
    required,
    id,
    className,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const nodeRef = useRef<E>(null);
  const ref: RefCallback<E> = useMergedRefs(nodeRef, forwardedRef);
  const count = useCharacterCount(nodeRef, { value, defaultValue, maxLength, onChange });
  const ids = useFieldIds({ id, error, hint, counted: count.counter !== undefined, describedBy });
  return {
    frame: { ids, label, required, error, hint, counter: count.counter, className },
    control: {
      ref,
      id: ids.id,
      value,
      defaultValue,
      onChange: count.onChange,
      'aria-required': required || undefined,
      'aria-invalid': Boolean(error) || count.overLimit || undefined,
      'aria-describedby': ids.describedBy,
    },
    rest,
  };
}
