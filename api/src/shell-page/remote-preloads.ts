import * as v from 'valibot';
import { createCoalescer } from '../lib/coalesce';
import { escapeHtml } from './shell-document';

// Preload hints for the remote that owns the page being opened (docs/shell.md#first-html): the
// browser fetches its manifest, remoteEntry.js and `./routes` chunk while main.js starts.
// A hint must match the request Module Federation makes later, or the browser fetches twice:
// - the manifest: `fetch(url, {})` (runtime-core's SnapshotHandler), a CORS request with
//   same-origin credentials, which is what `as="fetch" crossorigin="anonymous"` preloads;
// - remoteEntry.js: a classic `<script>` without `crossorigin` (sdk `createScript`), and the
//   chunks: webpack's JSONP `<script>` (no `output.crossOriginLoading`), so `as="script"` with
//   no `crossorigin` either.

/** A remote of `remotes.json` as far as the api reads it. */
export interface RemoteRef {
  name: string;
  entry: string;
  routes: readonly string[];
}

/** The well-formed remotes of a `remotes.json`; the shell validates the file, the api skips what it cannot use. */
export function remotesIn(file: unknown): RemoteRef[] {
  const remotes = (file as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.filter(
    (remote): remote is RemoteRef =>
      typeof remote?.name === 'string' &&
      typeof remote.entry === 'string' &&
      Array.isArray(remote.routes) &&
      remote.routes.every((route: unknown) => typeof route === 'string'),
  );
}

export type PreloadHint =
  | { rel: 'preconnect'; href: string }
  | { rel: 'preload'; as: 'script'; href: string }
  | { rel: 'preload'; as: 'fetch'; href: string };

export function preloadTags(
  hints: readonly PreloadHint[],
  { startOnIntent = false }: { startOnIntent?: boolean } = {},
): string {
  // a page that starts on intent needs its files only later: fetched while the browser is idle,
  // they do not compete with the page's own content (docs/server-rendering.md#start-on-intent)
  const rel = startOnIntent ? 'prefetch' : 'preload';
  return hints
    .map((hint) => {
      const href = escapeHtml(hint.href);
      if (hint.rel === 'preconnect') return `<link rel="preconnect" href="${href}">`;
      if (hint.as === 'fetch')
        return `<link rel="${rel}" as="fetch" crossorigin="anonymous" href="${href}">`;
      return `<link rel="${rel}" as="script" href="${href}">`;
    })
    .join('');
}

const assetsSchema = v.looseObject({
  js: v.looseObject({ sync: v.array(v.string()) }),
});

/** What the hints need of an `mf-manifest.json`; anything else in it is not read. */
const manifestSchema = v.looseObject({
  metaData: v.looseObject({
    remoteEntry: v.looseObject({ name: v.pipe(v.string(), v.nonEmpty()), path: v.string() }),
    publicPath: v.optional(v.string()),
    // the remote's server build (docs/server-rendering.md), when it has one
    ssrRemoteEntry: v.optional(
      v.looseObject({ name: v.pipe(v.string(), v.nonEmpty()), path: v.string() }),
    ),
  }),
  exposes: v.optional(
    v.array(
      v.looseObject({ name: v.optional(v.string()), path: v.string(), assets: assetsSchema }),
    ),
    [],
  ),
});

/** The remote's exposed module the shell loads first (docs/shell.md#composition-and-fallbacks). */
const ROUTES_EXPOSE = './routes';

/** The sdk's `simpleJoinRemoteEntry`: `path` without `./`, leading or trailing `/`, then the name. */
function remoteEntryFile(path: string, name: string): string {
  const folder =
    path === '.' ? '' : path.replace(/^\.\//, '').replace(/^\//, '').replace(/\/$/, '');
  return folder ? `${folder}/${name}` : name;
}

/**
 * The script hints of a manifest: its remoteEntry.js and the sync chunks of `./routes`, both
 * under the manifest's public path (`auto`: the manifest's own folder, as the sdk's
 * `inferAutoPublicPath` has it). A manifest whose public path is code run in the browser
 * (`getPublicPath`) gives none; so does anything that is not a manifest.
 */
export function manifestScriptUrls(manifest: unknown, manifestUrl: string): string[] {
  const parsed = v.safeParse(manifestSchema, manifest);
  if (!parsed.success) return [];
  const { metaData, exposes } = parsed.output;
  if (metaData.publicPath === undefined) return [];
  const publicPath =
    metaData.publicPath === 'auto' || metaData.publicPath === ''
      ? manifestUrl
          .replace(/#.*$/, '')
          .replace(/\?.*$/, '')
          .replace(/\/[^/]+$/, '/')
      : metaData.publicPath;
  const routes = exposes.find((expose) => expose.path === ROUTES_EXPOSE);
  const files = [
    remoteEntryFile(metaData.remoteEntry.path, metaData.remoteEntry.name),
    ...(routes?.assets.js.sync ?? []),
  ];
  // the runtime concatenates, then the browser resolves against the page (the manifest's URL here)
  return files.flatMap((file) => {
    try {
      return [new URL(`${publicPath}${file}`, manifestUrl).href];
    } catch {
      return [];
    }
  });
}

/** The URL of the remote's server file (`metaData.ssrRemoteEntry`), beside its manifest. */
export function manifestServerFileUrl(manifest: unknown, manifestUrl: string): string | undefined {
  const parsed = v.safeParse(manifestSchema, manifest);
  const entry = parsed.success ? parsed.output.metaData.ssrRemoteEntry : undefined;
  if (!entry) return undefined;
  try {
    const url = new URL(remoteEntryFile(entry.path, entry.name), manifestUrl);
    // the api runs this code: only from the remote's own origin, never from wherever a name points
    return url.origin === new URL(manifestUrl).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What a page takes from a remote's manifest. */
export interface ManifestFacts {
  scripts: string[];
  serverFile?: string;
}

const factsOf = (manifest: unknown, manifestUrl: string): ManifestFacts => ({
  scripts: manifestScriptUrls(manifest, manifestUrl),
  serverFile: manifestServerFileUrl(manifest, manifestUrl),
});

const isManifestEntry = (entry: string) => entry.includes('.json');

/** How long a page waits for a remote's manifest before it goes out without the hints. */
export const MANIFEST_TIMEOUT_MS = 1_000;

interface CachedManifest {
  validators: { etag?: string; lastModified?: string };
  facts: ManifestFacts;
}

export interface RemotePreloadsOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Told why a manifest could not be read (the page goes out without the hints). */
  onError?: (error: unknown, manifestUrl: string) => void;
}

/**
 * The hints of the remote owning a page. Manifests are kept per URL with their validators and
 * asked again on every page (`If-None-Match` / `If-Modified-Since`), so a remote deployed a
 * moment ago is preloaded in its new release; the remotes are near (often the same machine) and
 * a `304` costs little. Pages asking for the same manifest at once share one request.
 */
export function createRemotePreloads({
  fetchImpl = fetch,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  onError,
}: RemotePreloadsOptions = {}) {
  const cache = new Map<string, CachedManifest>();
  const inFlight = createCoalescer<ManifestFacts>();

  async function revalidate(manifestUrl: string): Promise<ManifestFacts> {
    const cached = cache.get(manifestUrl);
    const response = await fetchImpl(manifestUrl, {
      headers: {
        accept: 'application/json',
        ...(cached?.validators.etag ? { 'if-none-match': cached.validators.etag } : {}),
        ...(cached?.validators.lastModified
          ? { 'if-modified-since': cached.validators.lastModified }
          : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && cached) return cached.facts;
    if (!response.ok) {
      cache.delete(manifestUrl);
      throw new Error(`GET ${manifestUrl} answered ${response.status}`);
    }
    const facts = factsOf(await response.json(), manifestUrl);
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    if (etag || lastModified) cache.set(manifestUrl, { validators: { etag, lastModified }, facts });
    else cache.delete(manifestUrl);
    return facts;
  }

  /** What a manifest says now, or nothing when it does not answer in time. */
  async function factsNow(manifestUrl: string): Promise<ManifestFacts | undefined> {
    try {
      return await inFlight.run(manifestUrl, () => revalidate(manifestUrl));
    } catch (error) {
      onError?.(error, manifestUrl);
      return undefined;
    }
  }

  /**
   * Hints for `remote` on a page of `pageOrigin`: a preconnect to its origin (when another), the
   * manifest and the scripts; and its server file, when it has one. An entry that is
   * remoteEntry.js itself (no manifest) is preloaded as it is. Nothing when the manifest cannot
   * be read.
   */
  async function describe(
    remote: RemoteRef,
    pageOrigin: string,
  ): Promise<{ hints: PreloadHint[]; serverFile?: string }> {
    let entry: URL;
    try {
      entry = new URL(remote.entry, `${pageOrigin}/`);
    } catch {
      return { hints: [] };
    }
    if (entry.protocol !== 'http:' && entry.protocol !== 'https:') return { hints: [] };
    const preconnect: PreloadHint[] =
      entry.origin === pageOrigin ? [] : [{ rel: 'preconnect', href: entry.origin }];
    if (!isManifestEntry(entry.href))
      return { hints: [...preconnect, { rel: 'preload', as: 'script', href: entry.href }] };
    const facts = await factsNow(entry.href);
    if (!facts) return { hints: [] };
    return {
      hints: [
        ...preconnect,
        { rel: 'preload', as: 'fetch', href: entry.href },
        ...facts.scripts.map((href): PreloadHint => ({ rel: 'preload', as: 'script', href })),
      ],
      serverFile: facts.serverFile,
    };
  }

  return { describe };
}

export type RemotePreloads = ReturnType<typeof createRemotePreloads>;
