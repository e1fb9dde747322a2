import { realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProcessPool, WORKER_JOBS_URL, type WorkerPool } from '../lib/process-pool';

/**
 * Server rendering of the public pages (docs/server-rendering.md). Renders run in child
 * processes, one pool per *generation*: the shell's renderer file and the server file of each
 * remote it has rendered with. A remote published alone has a new server file (its name is
 * content-hashed and its manifest names it), so the first request that sees it starts a new
 * generation and is rendered by it; the old pool finishes its renders and its processes end,
 * returning every module they evaluated. Nothing is evaluated in the api's own process.
 */

const RENDER_WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

/**
 * What a remote's server file may see of the api's environment: nothing. It is code from the
 * remote's origin; the renderer needs no secret, only where the api is (in its workerData).
 */
const RENDER_ENV = { NODE_ENV: 'production' };

/** Node 22 names the permission model `--permission`; Node 20 knows only the experimental flag. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

/**
 * All a render process may read: its own two modules and the shell's renderer folder. The
 * renderer bundles every library it uses (shared/config/webpack.server.cjs) and requires only
 * Node's own modules, so no package folder is needed; the api's source, its configuration, its
 * data folder (the database, uploads, the token secret) are out of reach. Real paths, as Node's
 * loaders read modules by them.
 */
export function renderReadablePaths(rendererFile: string): string[] {
  return [
    fileURLToPath(RENDER_WORKER_URL),
    fileURLToPath(WORKER_JOBS_URL),
    path.dirname(rendererFile),
  ].map((file) => realpathSync(file));
}

/**
 * How a render process starts: under Node's permission model, which denies every file outside
 * `renderReadablePaths`, every write, child processes and threads, whatever way the code found
 * to `fs` (docs/server-rendering.md#trust); and with no environment worth reading.
 */
export function renderProcessOptions({ rendererFile }: { rendererFile: string }): {
  execArgv: string[];
  env: Record<string, string>;
} {
  return {
    execArgv: [
      PERMISSION_FLAG,
      ...renderReadablePaths(rendererFile).map((file) => `--allow-fs-read=${file}`),
      // else every new process logs that the permission model is experimental
      '--disable-warning=ExperimentalWarning',
    ],
    env: RENDER_ENV,
  };
}

export interface RemoteServerFile {
  /** The remote's Module Federation name (`mf_positions`). */
  name: string;
  /** Its server file's URL, from its current manifest. */
  url: string;
}

export interface ServerRenderRequest {
  /** The page's absolute URL. */
  url: string;
  appConfig: unknown;
  /** `remotes.json`'s list, as the page gets it. */
  remotes: unknown[];
  remote: RemoteServerFile;
}

/** The renderer's answer (shell/src/server/render-page.tsx). */
export type ServerRenderResult =
  | { kind: 'page'; status: number; html: string; head: string; state: unknown }
  | { kind: 'skipped'; reason: string };

export interface ServerRendererOptions {
  /** The shell's renderer, `dist/server/render-page.cjs`. */
  rendererFile: string;
  /** Where the renders' api calls go: this api. */
  apiOrigin: string;
  /** A render running longer is dropped with its process; the page is answered without it. */
  timeoutMs?: number;
  /** Renders waiting for a process; one more is answered without rendering. */
  maxQueue?: number;
  /** Processes of a generation: renders mostly wait for the api, so two keep a core busy. */
  processes?: number;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 3_000;

interface Generation {
  key: string;
  rendererVersion: number;
  remoteFiles: Record<string, string>;
  pool: WorkerPool<unknown, ServerRenderResult | null>;
  inFlight: number;
  retired: boolean;
}

/** A page waiting longer than this (queued, then rendering) goes out without its render. */
const waitCapOf = (timeoutMs: number) => 2 * timeoutMs;

class RenderWaitError extends Error {
  constructor(waitMs: number) {
    super(`no render within ${waitMs} ms`);
    this.name = 'RenderWaitError';
  }
}

function withWaitCap<T>(promise: Promise<T>, waitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderWaitError(waitMs)), waitMs);
  });
  return Promise.race([promise, cap]).finally(() => clearTimeout(timer));
}

export function createServerRenderer({
  rendererFile,
  apiOrigin,
  timeoutMs = DEFAULT_RENDER_TIMEOUT_MS,
  maxQueue = 16,
  processes = 2,
}: ServerRendererOptions) {
  let current: Generation | null = null;
  let generations = 0;
  /** Generations whose processes may still run: the current one and retired ones finishing renders. */
  const live = new Set<Generation>();

  function end(generation: Generation): Promise<void> {
    live.delete(generation);
    return generation.pool.close();
  }

  function retire(generation: Generation): void {
    generation.retired = true;
    if (generation.inFlight === 0) void end(generation);
  }

  /** The generation for this renderer file and this remote's server file: the current one or a new one. */
  function generationFor(rendererVersion: number, remote: RemoteServerFile): Generation {
    if (
      current &&
      current.rendererVersion === rendererVersion &&
      current.remoteFiles[remote.name] === remote.url
    )
      return current;
    const remoteFiles = {
      ...(current?.rendererVersion === rendererVersion ? current.remoteFiles : {}),
      [remote.name]: remote.url,
    };
    generations += 1;
    // read per generation: a shell deploy may have put the renderer folder somewhere else
    const { execArgv, env } = renderProcessOptions({ rendererFile });
    const next: Generation = {
      key: `${generations}`,
      rendererVersion,
      remoteFiles,
      pool: createProcessPool({
        url: RENDER_WORKER_URL,
        workerData: { rendererFile, apiOrigin, remoteFiles },
        env,
        execArgv,
        size: processes,
        maxQueue,
        // a render that runs over may be stuck: its process goes, the next render gets a new one
        jobTimeoutMs: timeoutMs,
      }),
      inFlight: 0,
      retired: false,
    };
    if (current) retire(current);
    current = next;
    live.add(next);
    return next;
  }

  return {
    /** The page rendered, or why not; rejects when the render failed, ran over or waited too long. */
    async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
      // a shell deploy replaces the renderer file: a new generation reads it
      const rendererVersion = (await stat(rendererFile)).mtimeMs;
      const generation = generationFor(rendererVersion, request.remote);
      generation.inFlight += 1;
      try {
        const result = await withWaitCap(
          generation.pool.run({
            url: request.url,
            appConfig: request.appConfig,
            remotes: request.remotes,
          }),
          waitCapOf(timeoutMs),
        );
        if (!result) throw new Error('the render worker answered nothing');
        return result;
      } finally {
        generation.inFlight -= 1;
        if (generation.retired && generation.inFlight === 0) void end(generation);
      }
    },
    /** Which generation renders now, and how many still hold processes (tests, logs). */
    currentGeneration: () =>
      current ? { key: current.key, remoteFiles: { ...current.remoteFiles } } : null,
    liveGenerations: () => live.size,
    async close(): Promise<void> {
      current = null;
      await Promise.all([...live].map(end));
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
