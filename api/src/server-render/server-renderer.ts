import { stat } from 'node:fs/promises';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool';

/**
 * Server rendering of the public pages (docs/server-rendering.md). Renders run on worker threads,
 * one pool per *generation*: the shell's renderer file and the server file of each remote it has
 * rendered with. A remote published alone has a new server file (its name is content-hashed and
 * its manifest names it), so the first request that sees it starts a new generation and is
 * rendered by it; the old pool finishes its renders and its threads end, returning every module
 * they evaluated. Nothing is evaluated in the api's own thread.
 */

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
  /** A render not done by then is dropped; the page is answered without it. */
  timeoutMs?: number;
  /** Renders waiting for a generation's thread; one more is answered without rendering. */
  maxQueue?: number;
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

class RenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the render took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createServerRenderer({
  rendererFile,
  apiOrigin,
  timeoutMs = DEFAULT_RENDER_TIMEOUT_MS,
  maxQueue = 16,
}: ServerRendererOptions) {
  let current: Generation | null = null;
  /** A generation given up on (a render ran over): the next one takes its remote files over. */
  let abandoned: Generation | null = null;
  let generations = 0;

  function retire(generation: Generation): void {
    generation.retired = true;
    if (generation.inFlight === 0) void generation.pool.close();
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
      ...(abandoned?.rendererVersion === rendererVersion ? abandoned.remoteFiles : {}),
      [remote.name]: remote.url,
    };
    abandoned = null;
    generations += 1;
    const next: Generation = {
      key: `${generations}`,
      rendererVersion,
      remoteFiles,
      pool: createWorkerPool({
        url: new URL('./render-worker.mjs', import.meta.url),
        workerData: { rendererFile, apiOrigin, remoteFiles },
        size: 1,
        maxQueue,
      }),
      inFlight: 0,
      retired: false,
    };
    if (current) retire(current);
    current = next;
    return next;
  }

  return {
    /** The page rendered, or why not; rejects when the render failed or took too long. */
    async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
      // a shell deploy replaces the renderer file: a new generation reads it
      const rendererVersion = (await stat(rendererFile)).mtimeMs;
      const generation = generationFor(rendererVersion, request.remote);
      generation.inFlight += 1;
      try {
        const result = await withTimeout(
          generation.pool.run({
            op: 'render',
            url: request.url,
            appConfig: request.appConfig,
            remotes: request.remotes,
          }),
          timeoutMs,
        );
        if (!result) throw new Error('the render worker answered nothing');
        return result;
      } catch (error) {
        // a render that runs over holds its thread: give the generation up rather than queue behind it
        if (error instanceof RenderTimeoutError && current === generation) {
          abandoned = generation;
          current = null;
          void generation.pool.close();
        }
        throw error;
      } finally {
        generation.inFlight -= 1;
        if (generation.retired && generation.inFlight === 0) void generation.pool.close();
      }
    },
    /** Which generation renders now (tests, logs). */
    currentGeneration: () =>
      current ? { key: current.key, remoteFiles: { ...current.remoteFiles } } : null,
    async close(): Promise<void> {
      if (current) await current.pool.close();
      current = null;
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
