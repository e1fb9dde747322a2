// The worker side of process-pool.ts: answers each job the pool sends over the process's IPC
// channel with `{ ok, value }` or `{ ok: false, message }`. Plain JavaScript so worker files load
// as they are under jest and tsx, and in a process started without either.

/** The pool hands `workerData` over as the process's argument, in JSON. */
export const workerData = JSON.parse(process.argv[2] ?? 'null');

/** @param {(input: any) => unknown} handle */
export function serveWorkerJobs(handle) {
  process.on('message', async (input) => {
    try {
      process.send({ ok: true, value: await handle(input) });
    } catch (error) {
      process.send({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  // the pool holds jobs until this: Node promises no queue for messages sent before a listener
  process.send({ listening: true });
}
