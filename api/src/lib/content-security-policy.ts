/**
 * Content-Security-Policy of the app (docs/shell.md#content-security-policy). Every answer may
 * not be framed; the shell's pages also say exactly where script, styles and data may come from:
 * this origin, the remotes of `remotes.json` and the origins remote overrides may point at.
 */

export interface ShellPolicyInput {
  /** `entry` URLs of `remotes.json`; their origins serve the remote's manifest, entry and chunks. */
  remoteEntries: readonly string[];
  /** `overrideAllowlist` of `/app-config.json`: origin patterns such as `http://localhost:*`. */
  overrideAllowlist: readonly string[];
  /** Development builds of webpack wrap modules in eval() (devtool `eval-cheap-module-source-map`). */
  development: boolean;
  /**
   * Origins the pages PUT uploads to besides this one: an S3 endpoint's presigned URLs
   * (docs/company.md#attachments-catalog-service-apicatalog). Only fetched, never run, so only `connect-src` names them.
   */
  uploadOrigins?: readonly string[];
  /** `'sha256-…'` sources of the inline scripts the pages carry (the start-on-intent script). */
  inlineScripts?: readonly string[];
}

/**
 * An origin pattern of the override allowlist, as a CSP host-source: `scheme://host[:port|:*]`,
 * host possibly `*.`-prefixed. The CSP and the shell's matcher read such a pattern the same way
 * (`*.` matches subdomains only; no port means the scheme's default). Anything else could carry
 * `;` or spaces into the header, so it is left out.
 */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

export function toHostSource(pattern: string): string | undefined {
  const source = pattern.trim().replace(/\/$/, '');
  return HOST_SOURCE.test(source) ? source.toLowerCase() : undefined;
}

/** The origin of a remote's entry URL; undefined for anything but an absolute http(s) URL. */
export function entryOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: readonly (string | undefined)[]) =>
  [...new Set(values.filter((value): value is string => value !== undefined))].sort();

/**
 * The policy of a shell page. Module Federation fetches each remote's `mf-manifest.json`
 * (connect-src), then loads `remoteEntry.js` and its chunks as scripts (script-src); the remotes'
 * assets (images, fonts) come from their origins too. @emotion writes its styles into `<style>`
 * elements at run time, which needs `'unsafe-inline'` for styles (never for scripts). `'self'`
 * covers the api and its socket.io (CSP 3 lets `'self'` match ws:/wss: of the same host).
 */
export function shellContentSecurityPolicy({
  remoteEntries,
  overrideAllowlist,
  development,
  uploadOrigins = [],
  inlineScripts = [],
}: ShellPolicyInput): string {
  const remotes = unique(remoteEntries.map(entryOrigin));
  const uploads = unique(uploadOrigins.map(entryOrigin));
  const overrides = unique(overrideAllowlist.map(toHostSource));
  const code = unique([...remotes, ...overrides]);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts, ...code, ...(development ? ["'unsafe-eval'"] : [])],
    ['connect-src', "'self'", ...unique([...code, ...uploads])],
    ['style-src', "'self'", "'unsafe-inline'", ...code],
    ['img-src', "'self'", 'data:', 'blob:', ...code],
    ['font-src', "'self'", 'data:', ...code],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
