// The worker side of worker-pool.ts: answers each job the pool sends with `{ ok, value }` or
// `{ ok: false, message }`, over the thread's port or the process's IPC channel, whichever the
// pool started it with. Plain JavaScript so worker files load as they are under jest and tsx, and
// in a process started without either.
import { parentPort, workerData as threadData } from 'node:worker_threads';

/** A process has no `workerData`: the pool hands it over as the process's argument, in JSON. */
export const workerData = parentPort ? threadData : JSON.parse(process.argv[2] ?? 'null');

const channel = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};

/** @param {(input: any) => unknown} handle */
export function serveWorkerJobs(handle) {
  channel.on('message', async (input) => {
    try {
      channel.postMessage({ ok: true, value: await handle(input) });
    } catch (error) {
      channel.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
  // the pool holds a process's jobs until this: only a thread's port promises to keep them
  if (!parentPort) process.send({ listening: true });
}
