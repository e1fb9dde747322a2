/**
 * A link a company stored, as an http(s) URL, or null: a stored `javascript:` (or any other
 * scheme) must never become a link on a page nor a `sameAs` in structured data.
 */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
