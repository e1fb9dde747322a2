// `@jobmatch/shared/forms`: the form machinery (react-hook-form with the valibot resolver). An
// entry of its own, shared as a singleton, so pages without a form (the public landing, search
// and posting pages) never download it. Form, FormServerError and the fields stay in the main
// entry: they need no form library.
export { useAppForm, type AppFormOptions } from './use-app-form';
/** Lists of rows in a form (the profile's links). */
export { useFieldArray } from 'react-hook-form';
/** What `register(name)` gives a field: shared field groups type their inputs with it. */
export type { UseFormRegisterReturn } from 'react-hook-form';
export {
  CheckboxGroup,
  CheckboxGroupField,
  useCheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxGroupProps,
} from './checkbox-group-field';
