// Control characters (C0, DEL, C1): browsers strip some of them while parsing a URL, which can
// turn a harmless-looking value into `//evil.example`.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The `intendedUrl` query parameter sends the user back after login. Only a same-site path is
 * accepted (exactly one leading slash, no back-slash anywhere, no control characters), so the
 * parameter can never become an open redirect or a `javascript:` URL. Returns the path or null.
 * The api applies the same rule to the `intendedUrl` it puts into verification mails
 * (docs/accounts.md#query-parameters).
 */
export function sanitizeIntendedUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return null;
  // Belt and braces: resolving against a dummy origin must keep that origin.
  try {
    const base = 'http://same-site.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
