import { stat } from 'node:fs/promises';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool';

/**
 * What a remote's server file may see of the api's environment: nothing. It is code from the
 * remote's origin; the renderer needs no secret, only where the api is (in its workerData).
 */
const RENDER_ENV = { NODE_ENV: 'production' };

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
  /** A render running longer is dropped with its thread; the page is answered without it. */
  timeoutMs?: number;
  /** Renders waiting for a thread; one more is answered without rendering. */
  maxQueue?: number;
  /** Threads of a generation: renders mostly wait for the api, so two keep a core busy. */
  threads?: number;
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
  threads = 2,
}: ServerRendererOptions) {
  let current: Generation | null = null;
  let generations = 0;
  /** Generations whose threads may still run: the current one and retired ones finishing renders. */
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
    const next: Generation = {
      key: `${generations}`,
      rendererVersion,
      remoteFiles,
      pool: createWorkerPool({
        url: new URL('./render-worker.mjs', import.meta.url),
        workerData: { rendererFile, apiOrigin, remoteFiles },
        env: RENDER_ENV,
        size: threads,
        maxQueue,
        // a render that runs over may be stuck: its thread goes, the next render gets a new one
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
    /** Which generation renders now, and how many still hold threads (tests, logs). */
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
