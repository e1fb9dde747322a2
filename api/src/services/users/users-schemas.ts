import * as v from 'valibot';
import {
  acceptInvitationInputSchema,
  emailSchema,
  invitationInputSchema,
} from '@jobmatch/shared/schemas';
import { intendedUrlSchema } from '@jobmatch/shared/request-schemas';
import { idSchema } from '../../lib/request-validation';

// The parts of `/api/demand-user` requests that only the api reads. The bodies the pages send
// (signing up, changing the account, the password and address, deactivating, resetting the
// password, accepting an invitation) are shared/src/schemas/account-schemas.ts.

const token = v.pipe(
  v.string('token must be a string'),
  v.trim(),
  v.nonEmpty('token is required'),
  v.maxLength(200),
);

/** `?sendVerificationEmail=false`: the sign-up page was told to mail nothing (docs/accounts.md#sign-up). */
export const signUpQuerySchema = v.object({
  sendVerificationEmail: v.optional(
    v.picklist(['true', 'false'], 'sendVerificationEmail must be true or false'),
  ),
});

export const sendVerificationEmailBodySchema = v.object({ intendedUrl: intendedUrlSchema });

export const tokenBodySchema = v.object({ token: v.optional(token) });

export const emailBodySchema = v.object({ email: emailSchema });

/** `POST /invitations`: the form's fields and the organization they invite into. */
export const createInvitationBodySchema = v.object({
  organizationId: idSchema,
  ...invitationInputSchema.entries,
});

export const invitationListQuerySchema = v.object({ organizationId: idSchema });

export const newMemberNameSchema = v.object({ name: acceptInvitationInputSchema.entries.name });
