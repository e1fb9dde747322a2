import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, validationMessages } from './messages';
import { safeText } from './safe-text';

// Deliberately simple (docs/accounts.md#sign-up: a simple pattern, case-insensitive): the mail round trip
// is the real check, this only catches typos.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export const emailSchema = v.pipe(
  v.string(validationMessages.emailRequired),
  v.trim(),
  v.nonEmpty(validationMessages.emailRequired),
  // longer addresses cannot be delivered, and would not fit the database's index (docs/api.md#text-rule)
  v.maxLength(EMAIL_MAX_LENGTH, validationMessages.emailTooLong(EMAIL_MAX_LENGTH)),
  safeText(),
  v.regex(EMAIL_PATTERN, validationMessages.emailInvalid),
);
