// A render process of one generation (server-renderer.ts, docs/server-rendering.md): the shell's
// renderer and the server files of the remotes this generation was made for, evaluated once here
// and dropped with the process when a newer generation replaces it. It runs under Node's
// permission model (renderProcessOptions): whatever it evaluates reads only the files it needs.
// Plain JavaScript, as every worker file of the api (lib/process-pool.ts).
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { serveWorkerJobs, workerData } from '../lib/worker-jobs.mjs';

/** @type {{ rendererFile: string, apiOrigin: string, remoteFiles: Record<string, string> }} */
const { rendererFile, apiOrigin, remoteFiles } = workerData;

const renderer = createRequire(import.meta.url)(rendererFile);

// The page's code calls the api with paths (`/api/catalog/…`); here they go to this api.
const originalFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  originalFetch(
    typeof input === 'string' && input.startsWith('/') ? `${apiOrigin}${input}` : input,
    init,
  );

/** A remote's server file takes its shared modules from the renderer: one React, one session. */
function requireShared(request) {
  const load = renderer.sharedModules[request];
  if (!load) throw new Error(`a remote's server file asked for ${request}, which is not shared`);
  return load();
}

/** A remote origin that does not answer in time leaves the page to the browser. */
const REMOTE_FILE_TIMEOUT_MS = 5_000;

async function evaluateRemote(url) {
  const response = await originalFetch(url, {
    signal: globalThis.AbortSignal.timeout(REMOTE_FILE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const code = await response.text();
  const module = { exports: {} };
  const wrapped = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {
    filename: url,
  });
  wrapped(module, module.exports, requireShared);
  const routesModule = module.exports.default ?? module.exports;
  return { routesModule, release: new URL(url).pathname.split('/').pop() };
}

const remotes = new Map();
function loadRemoteRoutes(remote) {
  const url = remoteFiles[remote.name];
  if (!url) return Promise.resolve(null);
  if (!remotes.has(remote.name)) {
    const loading = evaluateRemote(url);
    // a failed load is tried again by the next render, not kept
    loading.catch(() => remotes.delete(remote.name));
    remotes.set(remote.name, loading);
  }
  return remotes.get(remote.name);
}

serveWorkerJobs((job) =>
  renderer.renderPage({
    url: job.url,
    appConfig: job.appConfig,
    remotes: job.remotes,
    loadRemoteRoutes,
  }),
);
