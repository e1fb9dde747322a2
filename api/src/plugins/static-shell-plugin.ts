import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import path from 'node:path';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@jobmatch/shared/contracts';
import { systemClock, type Clock } from '../lib/clock';
import { shellContentSecurityPolicy } from '../lib/content-security-policy';
import { createRemotePreloads } from '../shell-page/remote-preloads';
import { createShellPage } from '../shell-page/shell-page';
import { START_ON_INTENT_SCRIPT_HASH } from '../shell-page/start-on-intent';
import { createServerRenderer } from '../server-render/server-renderer';
import { definePlugin } from '../lib/define-plugin';

// webpack names chunks `name.<contenthash>.js`; such files never change, so caches may keep them.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticShellOptions {
  shellDist?: string;
  remotesFile?: string;
  appConfig: AppConfig;
  /** Where the browser PUTs uploads when it is not this origin (an S3 endpoint). */
  uploadOrigin?: string;
  /** PUBLIC_ORIGIN, which `og:url` and the pages' images are absolute against; else the request's. */
  publicOrigin?: string;
  /** The app's time, which decides whether a posting's page is a 404; else the system clock. */
  clock?: Clock;
  /**
   * This api as its own renders call it (docs/server-rendering.md); without it, or without the
   * shell's renderer in `shellDist/server/`, pages are not rendered on the server.
   */
  apiOrigin?: string;
}

/** The shell's renderer of public pages, beside its browser build (shared/config/webpack.server.cjs). */
const RENDERER_FILE = path.join('server', 'render-page.cjs');

/**
 * The page document is compressed as the browser accepts it: with the page's markup in it, it is
 * the largest text of the first load. Brotli at a quick level, as it is made per request; only
 * through `reply.compress`, since the built files come precompressed and api answers are small.
 */
const documentCompression: FastifyCompressOptions = {
  global: false,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  threshold: 0,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page navigation with the shell page document (absent without SHELL_DIST). */
    sendShellPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  }
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/**
 * Not a page: the last segment names a file (`/main.js`, `/logo.png`; pages have none, `.html`
 * aside), or the path is a machine's (`/.well-known/…`, RFC 8615).
 */
const isFilePath = (pathname: string) =>
  /\.(?!html?$)[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/.well-known/');

/**
 * A GET for a page: anything outside the api that is not a file. Whatever the client accepts
 * (`text/html`, `*\/*`, nothing at all): link previews and crawlers often send no Accept header,
 * and they must get the page they were linked to.
 */
function wantsShellPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(pathname) &&
    !isFilePath(pathname)
  );
}

/**
 * The not-found handler's fallback when the shell is served: a page that is no file gets the
 * shell page document (docs/shell.md#first-html), built by the static-shell plugin registered
 * later; anything else outside the api is a plain 404, as JSON answers are the api's alone.
 */
export function shellFallback(shellDist: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const send = request.server.sendShellPage;
    if (!shellDist || !send) return false;
    if (wantsShellPage(request)) return send(request, reply);
    if (isApiPath(request.url.split('?')[0] ?? '/')) return false;
    await reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return true;
  };
}

/** Whatever the file holds; the shell validates it (docs/shell.md#runtime-files). */
type RemotesFile = { remotes?: unknown } | null;

/** `remotes.json` as it is now; an unreadable file is an empty list (and a warning). */
async function readRemotes(
  remotesFile: string | undefined,
  request: FastifyRequest,
): Promise<RemotesFile> {
  if (!remotesFile) return { remotes: [] };
  try {
    return JSON.parse(await readFile(remotesFile, 'utf8')) as RemotesFile;
  } catch (error) {
    request.log.warn({ err: error, remotesFile }, 'remotes file unreadable; serving an empty list');
    return { remotes: [] };
  }
}

/** The built root `index.html` is never served as a file: it is the template of every page. */
const isShellTemplate = (pathname: string) => pathname === '/' || pathname === '/index.html';
/** The shell's renderer is the server's, not a file of the site. */
const isServerFile = (pathname: string) => pathname.startsWith(`/${path.dirname(RENDERER_FILE)}/`);

/**
 * The shell's origin: its built files (precompressed .br/.gz when the client accepts them),
 * `/remotes.json` (re-read on every request so a new remote list is live at once),
 * `/app-config.json`, and the shell page document of every page (docs/shell.md#first-html), which
 * carries both files inline. All of these are no-cache: they decide what the next page load runs.
 */
export const staticShellPlugin = definePlugin<StaticShellOptions>(
  'static-shell',
  async (
    app,
    {
      shellDist,
      remotesFile,
      appConfig,
      uploadOrigin,
      publicOrigin,
      clock = systemClock,
      apiOrigin,
    },
  ) => {
    // one read per request: a page's inline remotes and its policy come from the same file
    const remotesRead = new WeakMap<FastifyRequest, Promise<RemotesFile>>();
    const remotesOf = (request: FastifyRequest) => {
      let read = remotesRead.get(request);
      if (!read) {
        read = readRemotes(remotesFile, request);
        remotesRead.set(request, read);
      }
      return read;
    };

    app.get('/remotes.json', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remotesOf(request);
    });

    // Every page (the shell page document, the legal pages) gets the policy of the remote list it
    // will load, read afresh like /remotes.json (docs/shell.md#content-security-policy).
    app.addHook('onSend', async (request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      const remotes = (await remotesOf(request))?.remotes;
      reply.header(
        'content-security-policy',
        shellContentSecurityPolicy({
          remoteEntries: (Array.isArray(remotes) ? remotes : []).flatMap((remote: unknown) => {
            const entry = (remote as { entry?: unknown } | null)?.entry;
            return typeof entry === 'string' ? [entry] : [];
          }),
          overrideAllowlist: appConfig.overrideAllowlist,
          development: appConfig.environment === 'development',
          uploadOrigins: uploadOrigin ? [uploadOrigin] : [],
          inlineScripts: [START_ON_INTENT_SCRIPT_HASH],
        }),
      );
    });

    app.get('/app-config.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return appConfig;
    });

    if (!shellDist) return;

    await app.register(fastifyCompress, documentCompression);

    const rendererFile = path.resolve(shellDist, RENDERER_FILE);
    const serverRenderer =
      apiOrigin && existsSync(rendererFile)
        ? createServerRenderer({ rendererFile, apiOrigin })
        : undefined;
    if (serverRenderer) app.addHook('onClose', () => serverRenderer.close());

    const shellPage = createShellPage({
      serverRenderer,
      shellDist,
      appConfig,
      db: () => app.db,
      clock,
      preloads: createRemotePreloads({
        onError: (error, manifestUrl) =>
          app.log.warn({ err: error, manifestUrl }, 'remote manifest unreadable; no preload hints'),
      }),
    });
    app.decorate('sendShellPage', async (request: FastifyRequest, reply: FastifyReply) => {
      let page: Awaited<ReturnType<typeof shellPage.render>>;
      try {
        page = await shellPage.render({
          url: request.url,
          origin: publicOrigin ?? `${request.protocol}://${request.host}`,
          remotesFile: await remotesOf(request),
          log: request.log,
          headOnly: request.method === 'HEAD',
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        request.log.error({ err: error, shellDist }, 'the shell has no index.html');
        return false;
      }
      await reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        // also when this answer is not compressed: a cache must not hand it to one that accepts br
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .compress(page.html);
      return true;
    });

    await app.register(fastifyStatic, {
      root: path.resolve(shellDist),
      preCompressed: true,
      cacheControl: false,
      index: ['index.html'],
      // `/` and `/index.html` fall through to the not-found handler, which answers the document
      allowedPath: (pathname) => !isShellTemplate(pathname) && !isServerFile(pathname),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  },
);
