/**
 * Text search that finds Japanese terms of any length without pg_bigm (docs/api.md "Text
 * search"). A product keeps a normalised search document and the set of its 1- and
 * 2-character grams; a term matches when the document contains all the term's grams (GIN
 * `@>`) and, for terms of three or more characters, the document contains the term itself.
 */

/** NFKC folds full-width ASCII and half-width kana; lower-casing makes ASCII case-insensitive. */
export const normalizeSearchText = (text: string) => text.normalize('NFKC').toLowerCase();

/** The distinct 1- and 2-character grams of a normalised text, none containing whitespace. */
export function textGrams(normalized: string): string[] {
  const grams = new Set<string>();
  let previous = '';
  // for…of walks code points, so a surrogate pair is one character
  for (const char of normalized) {
    if (char.trim() === '') {
      previous = '';
      continue;
    }
    grams.add(char);
    if (previous !== '') grams.add(previous + char);
    previous = char;
  }
  return [...grams];
}

/** Joins the searchable fields into one normalised document (fields never run into each other). */
export const searchDocument = (fields: ReadonlyArray<string | null | undefined>) =>
  normalizeSearchText(fields.filter((field): field is string => Boolean(field)).join('\n'));

/** The grams a term needs: its one character, or all its bigrams. */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++)
    grams.add((chars[i] as string) + (chars[i + 1] as string));
  return [...grams];
}

// The page's search box counts against the same limits: they are written once, in shared.
export { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from '@jobmatch/shared/catalog';

/** A search string → its normalised whitespace-separated terms (all must match). */
export function searchTerms(search: string): string[] {
  return [...new Set(normalizeSearchText(search).split(/\s+/u).filter(Boolean))];
}
