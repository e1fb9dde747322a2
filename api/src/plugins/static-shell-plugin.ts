import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@jobmatch/shared/contracts';
import { shellContentSecurityPolicy } from '../lib/content-security-policy';
import { definePlugin } from './define-plugin';

// webpack names chunks `name.<contenthash>.js`; such files never change, so caches may keep them.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticShellOptions {
  shellDist?: string;
  remotesFile?: string;
  appConfig: AppConfig;
  /** Where the browser PUTs uploads when it is not this origin (an S3 endpoint). */
  uploadOrigin?: string;
}

/** A GET for a page (not the api, not a file) that a browser navigates to. */
export function wantsShellPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** SPA fallback for the not-found handler: deep links get index.html, the router takes over. */
export function shellFallback(shellDist: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (!shellDist || !wantsShellPage(request)) return false;
    await reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist);
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

/**
 * The shell's origin: its built files (precompressed .br/.gz when the client accepts them),
 * `/remotes.json` (re-read on every request so a new remote list is live at once) and
 * `/app-config.json`. Both JSON files are no-cache: they decide what the next page load runs.
 */
export const staticShellPlugin = definePlugin<StaticShellOptions>(
  'static-shell',
  async (app, { shellDist, remotesFile, appConfig, uploadOrigin }) => {
    app.get('/remotes.json', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readRemotes(remotesFile, request);
    });

    // Every page (index.html, deep links, the legal pages) gets the policy of the remote list it
    // will load, read afresh like /remotes.json (docs/shell.md#content-security-policy).
    app.addHook('onSend', async (request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      const remotes = (await readRemotes(remotesFile, request))?.remotes;
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
        }),
      );
    });

    app.get('/app-config.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return appConfig;
    });

    if (shellDist) {
      await app.register(fastifyStatic, {
        root: path.resolve(shellDist),
        preCompressed: true,
        cacheControl: false,
        index: ['index.html'],
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            HASHED_ASSET.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }
  },
);
