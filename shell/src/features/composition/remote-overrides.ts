import { logger } from '@jobmatch/shared';
import {
  REMOTE_OVERRIDES_STORAGE_KEY as OVERRIDE_STORAGE_KEY,
  type RemoteDescriptor,
} from '@jobmatch/shared/contracts';

/** `?remote:mf_auth=<entry url>` points one remote at another entry for this page load. */
export const OVERRIDE_QUERY_PREFIX = 'remote:';
/** `{ "mf_auth": "<entry url>" }` in localStorage does the same until removed. */
export { OVERRIDE_STORAGE_KEY };

const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([^/:*]+)(?::(\d+|\*))?\/?$/i;

/**
 * Does `origin` (e.g. `http://localhost:9001`) match an allowlist pattern? Patterns are origins
 * whose port may be `*` (any port) and whose host may start with `*.` (any subdomain, not the
 * bare domain): `http://localhost:*`, `https://*.preview.example`. No pattern matches a scheme
 * or host it does not spell out.
 */
export function originMatchesPattern(origin: string, pattern: string): boolean {
  const parsedPattern = ORIGIN_PATTERN.exec(pattern.trim());
  if (!parsedPattern) return false;
  const [, scheme, wildcardSubdomain, host, port] = parsedPattern;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== `${scheme!.toLowerCase()}:`) return false;
  const hostname = url.hostname.toLowerCase();
  const patternHost = host!.toLowerCase();
  const hostMatches = wildcardSubdomain
    ? hostname.endsWith(`.${patternHost}`)
    : hostname === patternHost;
  if (!hostMatches) return false;
  if (port === '*') return true;
  return url.port === (port ?? '');
}

/** Is loading a remote entry from this URL allowed? Only absolute http(s) URLs on the allowlist. */
export function isOverrideAllowed(entry: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return allowlist.some((pattern) => originMatchesPattern(url.origin, pattern));
}

interface OverrideSources {
  search: string;
  storage: Pick<Storage, 'getItem'> | null;
}

/** The overrides asked for: localStorage first, then the query string, which wins per remote. */
export function readRequestedOverrides({
  search,
  storage,
}: OverrideSources): Record<string, string> {
  const requested: Record<string, string> = {};
  try {
    const stored: unknown = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      for (const [name, entry] of Object.entries(stored)) {
        if (typeof entry === 'string') requested[name] = entry;
      }
    }
  } catch {
    // A malformed value is ignored like a missing one: overrides are a testing aid.
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(OVERRIDE_QUERY_PREFIX) && value)
      requested[key.slice(OVERRIDE_QUERY_PREFIX.length)] = value;
  }
  return requested;
}

interface ApplyOverridesOptions extends OverrideSources {
  allowlist: readonly string[];
  warn?: (message: string) => void;
}

/**
 * The remotes with allowed overrides applied. Loading a remote runs its code, so an entry whose
 * origin is not on `appConfig.overrideAllowlist` is refused with a warning and the configured
 * entry stays. An override only re-points a remote that remotes.json already lists.
 */
export function applyRemoteOverrides(
  remotes: readonly RemoteDescriptor[],
  options: ApplyOverridesOptions,
): RemoteDescriptor[] {
  const warn = options.warn ?? ((message: string) => logger.warn(message));
  const requested = readRequestedOverrides(options);
  const known = new Set(remotes.map((remote) => remote.name));
  for (const name of Object.keys(requested)) {
    if (!known.has(name)) warn(`[shell] remote override for unknown remote "${name}" ignored`);
  }
  return remotes.map((remote) => {
    const entry = requested[remote.name];
    if (!entry || entry === remote.entry) return remote;
    if (!isOverrideAllowed(entry, options.allowlist)) {
      warn(
        `[shell] remote override refused for "${remote.name}": ${entry} is not on the override allowlist; using ${remote.entry}`,
      );
      return remote;
    }
    warn(`[shell] remote "${remote.name}" overridden: ${entry}`);
    return { ...remote, entry };
  });
}

/**
 * Remembers the query-string overrides that were honoured in localStorage, so a reload or a link
 * without the parameter keeps testing against the same entry; `?remote:mf_auth=` (empty) forgets
 * one. Refused overrides are never stored.
 */
export function rememberQueryOverrides({
  search,
  storage,
  honoured,
}: {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  honoured: readonly RemoteDescriptor[];
}): void {
  if (!storage) return;
  const fromQuery = [...new URLSearchParams(search)].filter(([key]) =>
    key.startsWith(OVERRIDE_QUERY_PREFIX),
  );
  if (fromQuery.length === 0) return;
  const stored = readRequestedOverrides({ search: '', storage });
  for (const [key, value] of fromQuery) {
    const name = key.slice(OVERRIDE_QUERY_PREFIX.length);
    if (!value) delete stored[name];
    else if (honoured.some((remote) => remote.name === name && remote.entry === value))
      stored[name] = value;
  }
  try {
    if (Object.keys(stored).length === 0) storage.removeItem(OVERRIDE_STORAGE_KEY);
    else storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the override still applies to this page load
  }
}
