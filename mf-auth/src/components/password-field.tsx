import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@jobmatch/shared';
import { usePasswordToggleLabels } from '../lib/password-toggle';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'passwordToggleLabels'>;

/** A required password field with the show/hide toggle; the caller picks label and autoComplete. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const passwordToggleLabels = usePasswordToggleLabels();
    return (
      <TextField
        type="password"
        required
        passwordToggleLabels={passwordToggleLabels}
        {...props}
        ref={ref}
      />
    );
  },
);
