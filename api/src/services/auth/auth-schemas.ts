import * as v from 'valibot';
import { loginInputSchema } from '@jobmatch/shared/schemas';

const fingerprint = v.pipe(
  v.string('fingerprint must be a string'),
  v.trim(),
  v.nonEmpty('fingerprint is required'),
  v.maxLength(200),
);

/** The shared login form schema plus the client's fingerprint. */
export const loginBodySchema = v.object({ ...loginInputSchema.entries, fingerprint });

/** The refresh token itself comes in the httpOnly cookie, never in the body (docs/accounts.md#sessions-and-tokens). */
export const refreshBodySchema = v.object({ fingerprint });
