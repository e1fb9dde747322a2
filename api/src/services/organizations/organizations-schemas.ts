import * as v from 'valibot';
import { idSchema } from '../../lib/request-validation';

// Bodies come from `@jobmatch/shared/schemas` (the forms' own schemas, and the profile update's
// with the wizard's flag); these are the parts of a request that only the api reads: path
// parameters and list queries.

export const memberParamsSchema = v.object({ orgId: idSchema, userId: idSchema });

/** `?status=` of `GET /organizations` (administrators). */
export const organizationListQueryEntries = {
  status: v.optional(v.picklist(['pending', 'normal', 'rejected'] as const)),
};

/** `?status=` of `GET /organization-applications`. */
export const applicationListQueryEntries = {
  status: v.optional(v.picklist(['pending', 'approved', 'rejected'] as const)),
};
