import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

export type AppFormOptions<TValues extends FieldValues, TOutput = TValues> = Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'mode' | 'shouldFocusError' | 'criteriaMode'
>;

/**
 * react-hook-form the one way every form of the product works: validated by a valibot schema
 * (the same one the api checks the request with) on every change, and on a failed submit the
 * first invalid field gets the focus (so a screen reader reads its error). Every issue is
 * collected (`criteriaMode: 'all'`): otherwise the resolver stops a schema's pipe at its first
 * issue, and a cross-field rule (the confirmation matches, the end comes after the start) would
 * say nothing until every other field is valid. A field still shows its first issue's message.
 *
 * `TValues` is what the fields hold, `TOutput` what the submit handler gets: the schema's
 * output, which may be narrower (a select's '' is gone after validation).
 */
export function useAppForm<TValues extends FieldValues, TOutput = TValues>(
  schema: v.GenericSchema<unknown, TOutput>,
  options: AppFormOptions<TValues, TOutput> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    ...options,
    // The schema's input type is not the fields' type where a field may be empty until chosen.
    resolver: valibotResolver(schema as v.GenericSchema<TValues, TOutput>),
    mode: 'onChange',
    criteriaMode: 'all',
    shouldFocusError: true,
  });
}
