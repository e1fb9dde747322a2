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

export const refreshBodySchema = v.object({
  fingerprint,
  refreshToken: v.pipe(
    v.string('refreshToken must be a string'),
    v.nonEmpty('refreshToken is required'),
    v.maxLength(200),
  ),
});
