// What makes two company names the same name (docs/company.md#company-applications). Migration
// 0151 computes the same key in SQL for the rows that existed before it; keep the two in step.

/** Invisible characters: format characters (Cf: zero-width space and joiners, BOM, soft hyphen,
 * bidi controls) and the other default-ignorable ones (Hangul fillers, variation selectors). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const WHITESPACE_RUN = /\s+/gu;

/**
 * The key two organization names are compared by: NFKC (full-width letters and digits, the
 * ideographic space and other compatibility forms become their plain form), invisible characters
 * removed, whitespace runs collapsed to one space and trimmed, lower-cased. `ＪｏｂＭａｔｃｈ`,
 * `Job\u200BMatch` and ` jobmatch ` all have the key `jobmatch`.
 */
export function organizationNameKey(name: string): string {
  // removed before NFKC too: an invisible character between a letter and its combining mark
  // would otherwise keep them from composing (`Cafe\u200B\u0301` is `café`)
  return name
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim()
    .toLowerCase();
}
