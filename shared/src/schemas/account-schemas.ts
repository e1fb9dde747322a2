import * as v from 'valibot';
import { isUserTypeId, PUBLIC_SIGN_UP_TYPE_ID } from '../domain/user-types';
import { changeEmailInputSchema, signupInputSchema } from './auth-schemas';
import { acceptInvitationInputSchema } from './company-schemas';
import { isNestedDeeperThan } from './input-guard';

// The bodies of `/api/demand-user/users` and of accepting an invitation as the api checks them
// (docs/accounts.md): the pages that send them type them with these schemas' inputs. They differ
// from the forms' schemas (auth-schemas.ts) where the api must answer in its own words: a new
// password is only shaped here and checked against the rules with its own error code
// (`password_does_not_meet_requirements`), and the forms' confirmations stay in the forms.

/** A password to be checked against the rules by the api (own error code). */
const newPassword = (name: string) =>
  v.pipe(v.string(`${name} must be a string`), v.nonEmpty(`${name} is required`), v.maxLength(200));
const token = v.pipe(
  v.string('token must be a string'),
  v.trim(),
  v.nonEmpty('token is required'),
  v.maxLength(200),
);
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
// A full career profile (20 career entries, 自己PR, 10 links) fits with room to spare.
const MAX_CUSTOM_FIELDS_BYTES = 48 * 1024;
const MAX_CUSTOM_FIELDS_DEPTH = 8;
const customFieldsTooDeep = (value: unknown) => isNestedDeeperThan(value, MAX_CUSTOM_FIELDS_DEPTH);
/** Where the verification mail's link carries on to; the api checks the path rule (own code). */
export const intendedUrlSchema = v.optional(
  v.pipe(v.string('intendedUrl must be a string'), v.maxLength(2048)),
);

/** `POST /users`: signing up. */
export const signUpRequestSchema = v.object({
  email: signupInputSchema.entries.email,
  password: newPassword('password'),
  // the sign-up form sends a placeholder; the wizard fills the real name in later
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  typeId: v.optional(
    v.pipe(v.string(), v.check<string, string>(isUserTypeId, 'typeId must be three binary digits')),
    PUBLIC_SIGN_UP_TYPE_ID,
  ),
  intendedUrl: intendedUrlSchema,
});

/** `PATCH /users/{id}`: the account's own fields, and its custom fields merged key by key. */
export const userChangesSchema = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  phoneNumber: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^(\+?[0-9]{6,15})?$/, 'phoneNumber must be digits without hyphens'),
      ),
    ),
  ),
  postalCode: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^(\d{3}-?\d{4})?$/, 'postalCode must look like 123-4567'),
      ),
    ),
  ),
  addressLine1: optionalText(100),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
  // Merged key by key (null removes a key); the job seeker's fields are checked against their
  // rules and the stored record by the api (their own error codes), other keys are stored as given.
  customFields: v.optional(
    v.pipe(
      // v.record would turn an array into an object; customFields must be a JSON object
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'customFields must be an object',
      ),
      v.check(
        (value) => !customFieldsTooDeep(value),
        `customFields may nest at most ${MAX_CUSTOM_FIELDS_DEPTH} levels`,
      ),
      // JSON.stringify recurses, so it measures only what is known to be shallow
      v.check(
        (value) =>
          customFieldsTooDeep(value) || JSON.stringify(value).length <= MAX_CUSTOM_FIELDS_BYTES,
        `customFields must stay under ${MAX_CUSTOM_FIELDS_BYTES} bytes`,
      ),
    ),
  ),
});

/** `POST /users/reset_password`: the new password and the mailed one-off token. */
export const resetPasswordBodySchema = v.object({ password: newPassword('password'), token });

/** The caller's current password, which the actions a stolen session must not allow ask for again. */
const currentPassword = v.pipe(
  v.string('password must be a string'),
  v.nonEmpty('password is required'),
  v.maxLength(200),
);

/** `PATCH /users/{id}/change_password` (the form's confirmation stays in the form). */
export const changePasswordBodySchema = v.object({
  password: currentPassword,
  newPassword: newPassword('newPassword'),
});

/** `PATCH /users/{id}/change_email`: the new address and the current password. */
export const changeEmailBodySchema = v.object({
  email: changeEmailInputSchema.entries.email,
  password: currentPassword,
});

/** `POST /users/deactivate`: whose account, and its current password. */
export const deactivateBodySchema = v.object({
  userId: v.pipe(
    v.string('userId must be a string'),
    v.nonEmpty('userId is required'),
    v.maxLength(100),
  ),
  password: currentPassword,
});

/**
 * `PATCH /invitations/{id}`, accepting: the form's fields, but the password only in shape here: a
 * new account's password is checked by the api against the rules (own error code), and an
 * existing account's must only be its own. The name is a new account's only: an existing account
 * keeps its own.
 */
export const acceptInvitationRequestSchema = v.object({
  name: v.optional(acceptInvitationInputSchema.entries.name),
  password: newPassword('password'),
});
