import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@jobmatch/shared';
import { fieldErrorStyle, fieldsetStyle } from './form-style';

export interface CheckboxGroupProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** A field holding an array of the checked option values. */
  name: Path<TValues>;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Checkboxes bound to one array field. A controller rather than `register`, because a group with
 * a single checkbox would otherwise yield a string instead of an array.
 */
export function CheckboxGroup<TValues extends FieldValues>({
  control,
  name,
  legend,
  options,
}: CheckboxGroupProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const checked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string) =>
    field.onChange(
      checked.includes(value) ? checked.filter((item) => item !== value) : [...checked, value],
    );
  const message =
    fieldState.error?.message ??
    (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <fieldset css={fieldsetStyle} aria-describedby={message ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          ref={index === 0 ? field.ref : undefined}
          name={field.name}
          value={option.value}
          label={option.label}
          checked={checked.includes(option.value)}
          onChange={() => toggle(option.value)}
          onBlur={field.onBlur}
        />
      ))}
      {message && (
        <p id={errorId} css={fieldErrorStyle}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
