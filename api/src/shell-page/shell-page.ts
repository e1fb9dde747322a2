import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  FIRST_HTML_BLOCK_IDS,
  findRemoteForPath,
  type AppConfig,
} from '@jobmatch/shared/contracts';
import type { Queryable } from '../db/database';
import type { Clock } from '../lib/clock';
import { headTags, normalizedPath, pageHeadFor, unavailableHead } from './page-head';
import { preloadTags, remotesIn, type PreloadHint, type RemotePreloads } from './remote-preloads';
import { compileShellTemplate, type ShellDocumentParts } from './shell-document';
import type { ServerRenderer } from '../server-render/server-renderer';

/** A page's request as the document needs it. */
export interface ShellPageRequest {
  /** Path and query as in the request line. */
  url: string;
  /** PUBLIC_ORIGIN, or the request's own origin when none was configured. */
  origin: string;
  /** `remotes.json` as read for this request, unvalidated (the shell validates it). */
  remotesFile: unknown;
  log: FastifyBaseLogger;
  /** A HEAD gets the document's head and status, without a render. */
  headOnly?: boolean;
}

/**
 * Whether the page is rendered on the server. Not a search: the renders call the api from this
 * host, and the per-visitor search limit must count the visitor's own call.
 */
const rendersOnServer = (request: ShellPageRequest, query: URLSearchParams) =>
  !request.headOnly && !query.has('search');

export interface ShellPageOptions {
  shellDist: string;
  appConfig: AppConfig;
  /** The database at request time (the app's, once its plugin is up). */
  db: () => Queryable;
  clock: Clock;
  preloads: RemotePreloads;
  /** Renders public pages into the document (docs/server-rendering.md); none: the page renders alone. */
  serverRenderer?: ServerRenderer;
}

/**
 * The built `index.html`, read again only when its modification time changes (a shell deploy
 * replaces it while the api runs).
 */
function createTemplateFile(file: string) {
  let current: { mtimeMs: number; build: ReturnType<typeof compileShellTemplate> } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (current?.mtimeMs !== mtimeMs)
      current = { mtimeMs, build: compileShellTemplate(await readFile(file, 'utf8')) };
    return current.build;
  };
}

/** A remote override in the query (docs/shell.md#local-overrides): the page loads another entry. */
const overridesRemote = (query: URLSearchParams) =>
  [...query.keys()].some((key) => key.startsWith('remote:'));

/**
 * The shell page document of every page navigation (docs/shell.md#first-html): the shell's
 * `index.html` with the runtime files inlined, the head of the route and preload hints for the
 * remote that owns it.
 */
export function createShellPage({
  shellDist,
  appConfig,
  db,
  clock,
  preloads,
  serverRenderer,
}: ShellPageOptions) {
  const template = createTemplateFile(path.join(shellDist, 'index.html'));

  async function remoteFacts(
    pathname: string,
    query: URLSearchParams,
    { origin, remotesFile }: ShellPageRequest,
  ): Promise<{ hints: PreloadHint[]; server?: { name: string; url: string } }> {
    const remote = findRemoteForPath(remotesIn(remotesFile), normalizedPath(pathname));
    // an override loads another build than the manifest's: neither hints nor the server's markup
    if (!remote || overridesRemote(query)) return { hints: [] };
    const { hints, serverFile } = await preloads.describe(remote, origin);
    return { hints, server: serverFile ? { name: remote.name, url: serverFile } : undefined };
  }

  /**
   * The page's markup and data from the server's render, or none: the page then renders alone,
   * as it would without server rendering (a failure here only costs speed).
   */
  async function serverRendered(
    request: ShellPageRequest,
    server: { name: string; url: string },
  ): Promise<ShellDocumentParts> {
    if (!serverRenderer) return {};
    try {
      const result = await serverRenderer.render({
        url: `${request.origin}${request.url}`,
        appConfig,
        remotes: remotesIn(request.remotesFile),
        remote: server,
      });
      // a page the renderer could not draw as it is (a route error) is the browser's to draw
      if (result.kind !== 'page' || !result.state || result.status !== 200) return {};
      return {
        appHtml: result.html,
        headHtml: result.head,
        dataBlocks: result.state ? { [FIRST_HTML_BLOCK_IDS.serverRendered]: result.state } : {},
      };
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server render failed; the page renders alone',
      );
      return {};
    }
  }

  return {
    async render(request: ShellPageRequest) {
      const queryStart = request.url.indexOf('?');
      const pathname = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
      const query = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
      const [build, head, remote] = await Promise.all([
        template(),
        // without its data the page still starts: the client shows its own error (and crawlers retry)
        pageHeadFor(pathname, query, {
          db: db(),
          now: clock(),
          origin: request.origin,
          appName: appConfig.appName,
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'page head unavailable; serving the bare shell');
          return unavailableHead(normalizedPath(pathname), appConfig.appName);
        }),
        remoteFacts(pathname, query, request),
      ]);
      // only pages that exist are rendered: a 404's client shows its own not-found page
      const rendered =
        head.status === 200 && remote.server && rendersOnServer(request, query)
          ? await serverRendered(request, remote.server)
          : {};
      const hints = remote.hints;
      const html = build({
        // the hints first: the sooner the preload scanner sees them, the sooner the remote loads
        head:
          preloadTags(hints, { startOnIntent: Boolean(rendered.appHtml) }) +
          headTags(head, { origin: request.origin, appName: appConfig.appName }) +
          (rendered.headHtml ?? ''),
        appHtml: rendered.appHtml,
        // the markup is the page: its scripts can wait until someone reaches for it
        startOnIntent: Boolean(rendered.appHtml),
        dataBlocks: {
          [FIRST_HTML_BLOCK_IDS.runtime]: { appConfig, remotesConfig: request.remotesFile },
          ...rendered.dataBlocks,
        },
      });
      return { status: head.status, html };
    },
  };
}
