import * as v from 'valibot';
import { isUserTypeId, PUBLIC_SIGN_UP_TYPE_ID } from '@jobmatch/shared/domain';
import {
  acceptInvitationInputSchema,
  emailSchema,
  invitationInputSchema,
} from '@jobmatch/shared/schemas';
import { idSchema } from '../../lib/request-validation';
import { isNestedDeeperThan } from '../../lib/input-guard';

/** A password to be checked against the rules by `assertPasswordMeetsRequirements` (own error code). */
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
/** Where the verification mail's link carries on to; the route checks the path rule (own code). */
const intendedUrl = v.optional(v.pipe(v.string('intendedUrl must be a string'), v.maxLength(2048)));

export const signUpBodySchema = v.object({
  email: emailSchema,
  password: newPassword('password'),
  // the sign-up form sends a placeholder; the wizard fills the real name in later
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  typeId: v.optional(
    v.pipe(v.string(), v.check<string, string>(isUserTypeId, 'typeId must be three binary digits')),
    PUBLIC_SIGN_UP_TYPE_ID,
  ),
  intendedUrl,
});

/** `?sendVerificationEmail=false`: the sign-up page was told to mail nothing (docs/accounts.md#sign-up). */
export const signUpQuerySchema = v.object({
  sendVerificationEmail: v.optional(
    v.picklist(['true', 'false'], 'sendVerificationEmail must be true or false'),
  ),
});

export const sendVerificationEmailBodySchema = v.object({ intendedUrl });

export const updateUserBodySchema = v.strictObject({
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
  // Merged key by key; the job seeker's fields are checked against their rules and the stored
  // record in user-custom-fields.ts (their own error codes), other keys are stored as given.
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

export const tokenBodySchema = v.object({ token: v.optional(token) });

export const emailBodySchema = v.object({ email: emailSchema });

export const resetPasswordBodySchema = v.object({ password: newPassword('password'), token });

/** The caller's current password, which the actions a stolen session must not allow ask for again. */
const currentPassword = v.pipe(
  v.string('password must be a string'),
  v.nonEmpty('password is required'),
  v.maxLength(200),
);

export const changePasswordBodySchema = v.object({
  password: currentPassword,
  newPassword: newPassword('newPassword'),
});

export const changeEmailBodySchema = v.object({ email: emailSchema, password: currentPassword });

export const deactivateBodySchema = v.object({
  userId: v.pipe(
    v.string('userId must be a string'),
    v.nonEmpty('userId is required'),
    v.maxLength(100),
  ),
  password: currentPassword,
});

/** `POST /invitations`: the form's fields and the organization they invite into. */
export const createInvitationBodySchema = v.object({
  organizationId: idSchema,
  ...invitationInputSchema.entries,
});

export const invitationListQuerySchema = v.object({ organizationId: idSchema });

/**
 * Accepting: the form's fields, but the password only in shape here: a new account's password is
 * checked by `assertPasswordMeetsRequirements` (own error code), and an existing account's must
 * only be its own. The name is a new account's only (`newMemberNameSchema`): an existing account
 * keeps its own.
 */
export const acceptInvitationBodySchema = v.object({
  name: v.optional(acceptInvitationInputSchema.entries.name),
  password: newPassword('password'),
});

export const newMemberNameSchema = v.object({ name: acceptInvitationInputSchema.entries.name });
