import * as v from 'valibot';
import { organizationProfileInputSchema } from '@jobmatch/shared/schemas';
import { idSchema } from '../../lib/request-validation';

// Bodies come from `@jobmatch/shared/schemas` (the forms' own schemas); these are the parts of a
// request that only the api reads: path parameters, list queries and the wizard's flag.

export const memberParamsSchema = v.object({ orgId: idSchema, userId: idSchema });

/** `?status=` of `GET /organizations` (administrators). */
export const organizationListQueryEntries = {
  status: v.optional(v.picklist(['pending', 'normal', 'rejected'] as const)),
};

/** `?status=` of `GET /organization-applications`. */
export const applicationListQueryEntries = {
  status: v.optional(v.picklist(['pending', 'approved', 'rejected'] as const)),
};

/** `PATCH /organizations/{orgId}`: the profile form, and from the wizard's last step the flag. */
export const organizationUpdateBodySchema = v.object({
  ...organizationProfileInputSchema.entries,
  completeRegistration: v.optional(v.literal(true)),
});
