import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { FieldErrorMessage } from '../ui/field-parts';

const fieldsetStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    margin-bottom: ${theme.space[2]};
    padding: 0;
    font-size: ${theme.typography.fontSize.s};
    font-weight: ${theme.typography.fontWeight.bold};
    color: ${theme.colors.text.primary};
  }
`;

export interface CheckboxGroupFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** A field holding an array of the checked option values. */
  name: Path<TValues>;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Checkboxes bound to one array field of a form. A controller rather than `register`, because a
 * group with a single checkbox would otherwise yield a string instead of an array.
 */
export function CheckboxGroupField<TValues extends FieldValues>({
  control,
  name,
  legend,
  options,
}: CheckboxGroupFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const checked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string) =>
    field.onChange(
      checked.includes(value) ? checked.filter((item) => item !== value) : [...checked, value],
    );
  // An array schema's own issue (e.g. "choose at least one") lands on `root`.
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
      {message && <FieldErrorMessage id={errorId}>{message}</FieldErrorMessage>}
    </fieldset>
  );
}
