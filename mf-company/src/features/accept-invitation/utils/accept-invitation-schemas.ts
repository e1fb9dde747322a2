import * as v from 'valibot';
import {
  acceptInvitationInputSchema,
  requiredPasswordSchema,
  validationMessages as m,
} from '@jobmatch/shared/schemas';

/**
 * A new company account: the api's body (name, and a password under the company rule, whose
 * message names every rule it breaks) plus the confirmation, which must match.
 */
export const newAccountFormSchema = v.pipe(
  v.object({
    ...acceptInvitationInputSchema.entries,
    confirmPassword: requiredPasswordSchema(m.confirmPasswordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);
export type NewAccountFormValues = v.InferInput<typeof newAccountFormSchema>;

/** An address with a company account joins with that account's password, whatever rule it met. */
export const existingAccountFormSchema = v.object({
  password: requiredPasswordSchema(m.passwordRequired),
});
export type ExistingAccountFormValues = v.InferInput<typeof existingAccountFormSchema>;
