// The worker side of worker-pool.ts: answers each job the pool posts with `{ ok, value }` or
// `{ ok: false, message }`. Plain JavaScript so worker files load as they are under jest and tsx.
import { parentPort } from 'node:worker_threads';

/** @param {(input: any) => unknown} handle */
export function serveWorkerJobs(handle) {
  parentPort.on('message', async (input) => {
    try {
      parentPort.postMessage({ ok: true, value: await handle(input) });
    } catch (error) {
      parentPort.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
