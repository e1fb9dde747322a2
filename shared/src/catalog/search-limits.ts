// The limits of a positions search's keywords (docs/api.md, catalog `search`), written once: the
// api refuses more with 400 `wrong_parameter`, the search box counts against the same number.

/** Characters (UTF-16 code units, as `maxLength` counts them) of the `search` parameter. */
export const MAX_SEARCH_LENGTH = 200;

/** Whitespace-separated words of the `search` parameter; every one must match. */
export const MAX_SEARCH_TERMS = 8;
