import * as v from 'valibot';
import { safeText } from './safe-text';

// Fields many request bodies share (docs/api.md#openapi); the api's path parameters use them too.

/** An id (users, postings, companies, messages): opaque, at most 100 characters. */
export const idSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100), safeText());

/**
 * A field the server owns (who sent a message, who applied): older clients send it, so it is
 * accepted in any shape and ignored; the server derives it from the account (docs/api.md#openapi).
 */
export const serverOwned = (derivedFrom: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.description(`Compatibility only: ignored; the server takes it from ${derivedFrom}.`),
      v.metadata({ deprecated: true }),
    ),
  );
