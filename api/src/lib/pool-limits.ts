import os from 'node:os';

// What the api's two pools share: how many workers by default, and how a full queue is refused.

/** One core is left to the event loop; more than 4 workers buy little for a single api process. */
export function defaultWorkerPoolSize(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** The queue is full: the caller should answer "try again later" (429 with Retry-After). */
export class WorkerPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('All workers are busy and the queue is full');
    this.name = 'WorkerPoolBusyError';
  }
}

/** The refusal when `waiting` jobs queue for `size` workers whose jobs take `averageMs`. */
export function poolBusy(waiting: number, size: number, averageMs: number): WorkerPoolBusyError {
  const waitMs = ((waiting + size) * averageMs) / size;
  return new WorkerPoolBusyError(Math.max(1, Math.ceil(waitMs / 1000)));
}
