import * as v from 'valibot';
import { validationMessages } from './messages';

// NUL and unpaired UTF-16 surrogates (docs/api.md#text-rule): PostgreSQL stores neither in text
// nor in jsonb, UTF-8 cannot encode a lone surrogate, and no one types them into a form. Without
// the `u` flag the pattern sees UTF-16 code units, which is what makes a lone surrogate visible.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` has neither a NUL character nor an unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** The text rule as a pipe action: every string a form or the api takes goes through it. */
export function safeText(message: string = validationMessages.unsafeText) {
  return v.check<string, string>(isSafeText, message);
}

/** A string that keeps the text rule. */
export function safeString(message?: string) {
  return v.pipe(v.string(message), safeText());
}

/**
 * A required text: trimmed, not empty (`message`), at most `max` characters (`tooLong`, which may
 * name the field), keeping the text rule.
 */
export function requiredText(
  message: string,
  max: number,
  tooLong: string = validationMessages.tooLong(max),
) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, tooLong),
    safeText(),
  );
}
