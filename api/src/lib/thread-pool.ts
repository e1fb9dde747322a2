import { Piscina } from 'piscina';
import type { ResourceLimits } from 'node:worker_threads';
import { poolBusy } from './pool-limits';

/**
 * A bounded pool of worker threads for CPU-heavy jobs that must not run on the event loop
 * (password hashing, docs/api.md#password-hashing), on piscina: threads start on first use and
 * stay for the next job without keeping the process alive; jobs wait in a queue of
 * bounded length and one more is refused with WorkerPoolBusyError (429 with Retry-After) instead
 * of growing the wait without end; a job can be aborted; a thread's heap is capped.
 *
 * A worker file is an ES module whose default export takes the job and returns its answer; its
 * `workerData` comes from piscina's export of that name.
 */
export interface ThreadPool<Input, Output> {
  /** The answer; an aborted `signal` rejects the job (a running one ends its thread). */
  run(input: Input, options?: { signal?: AbortSignal }): Promise<Output>;
  /** Rejects the queued and running jobs and ends the threads; later jobs are refused. */
  close(): Promise<void>;
}

export interface ThreadPoolOptions {
  /** The worker's module (`new URL('./x-worker.mjs', import.meta.url)`). */
  url: URL;
  workerData?: unknown;
  size: number;
  /** Jobs allowed to wait for a free thread; the next one is refused. */
  maxQueue: number;
  resourceLimits?: ResourceLimits;
  /** A stray error of the pool itself, which would otherwise end the process. */
  onError?: (error: Error) => void;
}

/** An idle thread waits this long for another job before it ends. */
const IDLE_THREAD_MS = 60_000;
/** Until a job has finished, the guess at how long one takes (for a refusal's Retry-After). */
const FIRST_GUESS_MS = 100;
const TASK_QUEUE_AT_LIMIT = 'Task queue is at limit';

export function createThreadPool<Input, Output>(
  options: ThreadPoolOptions,
): ThreadPool<Input, Output> {
  const size = Math.max(1, options.size);
  let started: Piscina<Input, Output> | undefined;
  // made on first use: an app that never hashes starts no thread
  const pool = () => {
    if (started) return started;
    started = new Piscina<Input, Output>({
      filename: options.url.href,
      workerData: options.workerData,
      // piscina replaces a thread that died (past its resource limits, say) only up to this: with
      // none kept, the jobs queued behind it would wait for the next `run`
      minThreads: 1,
      maxThreads: size,
      idleTimeout: IDLE_THREAD_MS,
      maxQueue: options.maxQueue,
      resourceLimits: options.resourceLimits,
    });
    // a thread ended by an abort may still answer the job it had (piscina 5 reports it as an error)
    started.on('error', (error: Error) => options.onError?.(error));
    return started;
  };
  let closed = false;
  const averageMs = (piscina: Piscina) => {
    const mean = piscina.histogram.runTime.mean;
    return Number.isFinite(mean) && mean > 0 ? mean : FIRST_GUESS_MS;
  };

  return {
    async run(input, { signal } = {}) {
      if (closed) throw new Error('worker pool closed');
      const piscina = pool();
      try {
        return await piscina.run(input, { signal });
      } catch (error) {
        // piscina refuses past `maxQueue` with a plain Error of this message (its Errors.TaskQueueAtLimit)
        if ((error as Error).message === TASK_QUEUE_AT_LIMIT)
          throw poolBusy(piscina.queueSize, size, averageMs(piscina));
        throw error;
      }
    },
    async close() {
      closed = true;
      await started?.destroy();
    },
  };
}
