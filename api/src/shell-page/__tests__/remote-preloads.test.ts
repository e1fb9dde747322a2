import { findRemoteForPath } from '@jobmatch/shared/contracts';
import {
  createRemotePreloads,
  manifestScriptUrls,
  preloadTags,
  remotesIn,
} from '../remote-preloads';

/** The hints part of what the preloads describe. */
const hintsOf = async (
  preloads: ReturnType<typeof createRemotePreloads>,
  ...args: Parameters<ReturnType<typeof createRemotePreloads>['describe']>
) => (await preloads.describe(...args)).hints;

const MANIFEST_URL = 'http://localhost:8082/mf-manifest.json';

/** The parts of a built `mf-manifest.json` the hints read (mf-positions/dist has the whole). */
const manifest = (metaData: object = {}) => ({
  id: 'mf_positions',
  name: 'mf_positions',
  metaData: {
    name: 'mf_positions',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
    ...metaData,
  },
  shared: [],
  exposes: [
    {
      id: 'mf_positions:routes',
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.62510b0b8a.js'], async: ['266.203d926bf2.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
});

const remotes = remotesIn({
  remotes: [
    { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
    { name: 'mf_positions', entry: MANIFEST_URL, routes: ['/home', '/positions', '/company/x'] },
    { name: 'mf_company', entry: 'http://localhost:8083/mf-manifest.json', routes: ['/company/'] },
    { name: 'broken', entry: 42, routes: ['/broken'] },
  ],
});

describe('the well-formed remotes of remotes.json and the one owning a path', () => {
  test.each([
    ['/positions', 'mf_positions'],
    ['/positions/abc', 'mf_positions'],
    ['/positionsx', undefined],
    ['/company/x/1', 'mf_positions'],
    ['/company/jobs', 'mf_company'],
    ['/auth/login', 'mf_auth'],
    ['/broken', undefined],
    ['/', undefined],
  ])('%s belongs to %s', (pathname, name) => {
    expect(findRemoteForPath(remotes, pathname)?.name).toBe(name);
  });

  test('a file that is not a list of remotes has none', () => {
    expect(remotesIn(null)).toEqual([]);
    expect(remotesIn({ remotes: 'x' })).toEqual([]);
  });
});

describe('manifestScriptUrls', () => {
  test('auto: the entry and the sync chunks of ./routes, next to the manifest', () => {
    expect(manifestScriptUrls(manifest(), MANIFEST_URL)).toEqual([
      'http://localhost:8082/remoteEntry.js',
      'http://localhost:8082/__federation_expose_routes.62510b0b8a.js',
    ]);
  });

  test('a remote entry in a folder, under an absolute public path', () => {
    expect(
      manifestScriptUrls(
        manifest({
          remoteEntry: { name: 'remoteEntry.js', path: '/static/' },
          publicPath: 'https://cdn.example/positions/',
        }),
        MANIFEST_URL,
      ),
    ).toEqual([
      'https://cdn.example/positions/static/remoteEntry.js',
      'https://cdn.example/positions/__federation_expose_routes.62510b0b8a.js',
    ]);
  });

  test('a public path computed in the browser, or no manifest at all, gives nothing', () => {
    const { publicPath: _omitted, ...metaData } = manifest().metaData;
    expect(
      manifestScriptUrls(
        { ...manifest(), metaData: { ...metaData, getPublicPath: 'x' } },
        MANIFEST_URL,
      ),
    ).toEqual([]);
    expect(manifestScriptUrls({ hello: 'world' }, MANIFEST_URL)).toEqual([]);
  });
});

describe('preloadTags', () => {
  test('scripts without crossorigin (MF loads classic scripts), the manifest as a CORS fetch', () => {
    expect(
      preloadTags([
        { rel: 'preconnect', href: 'http://localhost:8082' },
        { rel: 'preload', as: 'fetch', href: MANIFEST_URL },
        { rel: 'preload', as: 'script', href: 'http://localhost:8082/remoteEntry.js?a=1&b=2' },
      ]),
    ).toBe(
      '<link rel="preconnect" href="http://localhost:8082">' +
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${MANIFEST_URL}">` +
        '<link rel="preload" as="script" href="http://localhost:8082/remoteEntry.js?a=1&amp;b=2">',
    );
  });
});

/** A remote's server: the manifest with an entity tag, 304 when the client has it. */
function manifestServer(body: unknown = manifest()) {
  let etag = '"v1"';
  const calls: Array<{ url: string; ifNoneMatch: string | null }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    calls.push({ url, ifNoneMatch });
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json(body, { headers: { etag } });
  }) as typeof fetch;
  return {
    fetchImpl,
    calls,
    deploy: (tag: string) => {
      etag = tag;
    },
  };
}

const positions = remotes.find((remote) => remote.name === 'mf_positions')!;

describe('createRemotePreloads', () => {
  test('the hints of a remote on another origin', async () => {
    const server = manifestServer();
    const preloads = createRemotePreloads({ fetchImpl: server.fetchImpl });
    expect(await hintsOf(preloads, positions, 'https://jobmatch.example')).toEqual([
      { rel: 'preconnect', href: 'http://localhost:8082' },
      { rel: 'preload', as: 'fetch', href: MANIFEST_URL },
      { rel: 'preload', as: 'script', href: 'http://localhost:8082/remoteEntry.js' },
      {
        rel: 'preload',
        as: 'script',
        href: 'http://localhost:8082/__federation_expose_routes.62510b0b8a.js',
      },
    ]);
  });

  test('the manifest is kept and revalidated with its entity tag on every page', async () => {
    const server = manifestServer();
    const preloads = createRemotePreloads({ fetchImpl: server.fetchImpl });
    const first = await hintsOf(preloads, positions, 'https://jobmatch.example');
    const second = await hintsOf(preloads, positions, 'https://jobmatch.example');
    expect(second).toEqual(first);
    expect(server.calls).toEqual([
      { url: MANIFEST_URL, ifNoneMatch: null },
      { url: MANIFEST_URL, ifNoneMatch: '"v1"' },
    ]);
    server.deploy('"v2"');
    await hintsOf(preloads, positions, 'https://jobmatch.example');
    expect(server.calls[2]).toEqual({ url: MANIFEST_URL, ifNoneMatch: '"v1"' });
    await hintsOf(preloads, positions, 'https://jobmatch.example');
    expect(server.calls[3]).toEqual({ url: MANIFEST_URL, ifNoneMatch: '"v2"' });
  });

  test('pages asking at once share one request', async () => {
    const server = manifestServer();
    const preloads = createRemotePreloads({ fetchImpl: server.fetchImpl });
    await Promise.all([1, 2, 3].map(() => hintsOf(preloads, positions, 'https://a.example')));
    expect(server.calls).toHaveLength(1);
  });

  test('a manifest that does not answer (or not in time) gives no hints and is reported', async () => {
    const onError = jest.fn();
    const down = createRemotePreloads({
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      onError,
    });
    expect(await hintsOf(down, positions, 'https://jobmatch.example')).toEqual([]);
    const slow = createRemotePreloads({
      fetchImpl: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as typeof fetch,
      timeoutMs: 20,
      onError,
    });
    expect(await hintsOf(slow, positions, 'https://jobmatch.example')).toEqual([]);
    const missing = createRemotePreloads({
      fetchImpl: (async () => new Response('no', { status: 404 })) as typeof fetch,
      onError,
    });
    expect(await hintsOf(missing, positions, 'https://jobmatch.example')).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  test('an entry that is remoteEntry.js itself is preloaded as it is; no preconnect to the own origin', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    const preloads = createRemotePreloads({ fetchImpl });
    expect(
      await hintsOf(
        preloads,
        { name: 'mf_auth', entry: '/remotes/auth/remoteEntry.js', routes: ['/auth'] },
        'https://jobmatch.example',
      ),
    ).toEqual([
      {
        rel: 'preload',
        as: 'script',
        href: 'https://jobmatch.example/remotes/auth/remoteEntry.js',
      },
    ]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
