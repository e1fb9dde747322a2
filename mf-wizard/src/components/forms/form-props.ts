import type { ReactNode } from 'react';

/** What every profile form takes: its starting values, what to do with valid values, and its buttons. */
export interface ProfileFormProps<TValues> {
  defaultValues: TValues;
  onSubmit: (values: TValues) => Promise<void> | void;
  /** The form's buttons (one of type "submit"), rendered at its end. */
  footer: ReactNode;
  /** Names the form for assistive technology (the page or section heading's id). */
  'aria-labelledby'?: string;
}
