import { useId, type Ref } from 'react';
import { css, type Theme } from '@emotion/react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { FieldErrorMessage } from '../ui/field-parts';
import { visuallyHiddenStyle } from '../ui/styles';

const fieldsetStyle = (theme: Theme, legendHidden: boolean) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    ${legendHidden
      ? visuallyHiddenStyle
      : css`
          margin-bottom: ${theme.space[2]};
          padding: 0;
          font-size: ${theme.typography.fontSize.s};
          font-weight: ${theme.typography.fontWeight.bold};
          color: ${theme.colors.text.primary};
        `}
  }
`;

export interface CheckboxGroupProps {
  /** The input name of every box (what a native form would send). */
  name: string;
  legend: string;
  /** The legend for screen readers only: a heading above already names the group. */
  legendHidden?: boolean;
  options: readonly { value: string; label: string }[];
  /**
   * Every checked value of the field. A field may be picked in several groups (skills per skill
   * group): each shows its own options and keeps the others' values.
   */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The first box, for the form to focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** Said under the boxes (the field's own issue). */
  error?: string;
  /** Ids of texts read with the group: a hint, or an issue said once for several groups. */
  describedBy?: string;
  /** The boxes' layout (columns); wins over the one column. */
  className?: string;
}

/** Checkboxes of one array value in a fieldset its legend names. */
export function CheckboxGroup({
  name,
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  describedBy,
  className,
}: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ');

  return (
    <fieldset
      css={(theme) => fieldsetStyle(theme, legendHidden)}
      className={className}
      aria-describedby={described || undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          ref={index === 0 ? inputRef : undefined}
          name={name}
          value={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          onChange={() => toggle(option.value)}
          onBlur={onBlur}
        />
      ))}
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </fieldset>
  );
}

/**
 * An array field of a form as `CheckboxGroup` takes it: its value, its handlers and its issue.
 * One controller for the field however many groups show it, so a group that is not rendered (a
 * folded section) keeps what was checked in it.
 */
export function useCheckboxGroupField<TValues extends FieldValues, TOutput = TValues>(
  control: Control<TValues, unknown, TOutput>,
  name: Path<TValues>,
): Pick<CheckboxGroupProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: Array.isArray(field.value) ? (field.value as string[]) : [],
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    // an array schema's own issue (e.g. "choose at least one") lands on `root`
    error: fieldState.error?.message ?? fieldState.error?.root?.message,
  };
}

export interface CheckboxGroupFieldProps<TValues extends FieldValues, TOutput = TValues> {
  control: Control<TValues, unknown, TOutput>;
  /** A field holding an array of the checked option values. */
  name: Path<TValues>;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Checkboxes bound to one array field of a form. A controller rather than `register`, because a
 * group with a single checkbox would otherwise yield a string instead of an array.
 */
export function CheckboxGroupField<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  legend,
  options,
}: CheckboxGroupFieldProps<TValues, TOutput>) {
  return (
    <CheckboxGroup {...useCheckboxGroupField(control, name)} legend={legend} options={options} />
  );
}
