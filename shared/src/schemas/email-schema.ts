import * as v from 'valibot';
import { validationMessages } from './messages';

// Deliberately simple (docs/accounts.md#sign-up: a simple pattern, case-insensitive): the mail round trip
// is the real check, this only catches typos.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export const emailSchema = v.pipe(
  v.string(validationMessages.emailRequired),
  v.trim(),
  v.nonEmpty(validationMessages.emailRequired),
  v.regex(EMAIL_PATTERN, validationMessages.emailInvalid),
);
