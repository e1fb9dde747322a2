import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A bounded pool of worker threads for CPU-heavy jobs (password hashing), so they never block
 * the event loop (docs/api.md#password-hashing). Each worker runs one job at a time; jobs wait
 * in a queue of bounded length, and one more is refused with WorkerPoolBusyError instead of
 * growing the wait without end. Workers start on first use and do not keep the process alive
 * while idle.
 *
 * A worker file is plain JavaScript (it loads as is under jest and tsx alike) that answers
 * each job through `serveWorkerJobs` of `worker-jobs.mjs`.
 */
export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
  /** Rejects the queued jobs, stops the workers (their running jobs reject too). */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module (`new URL('./x-worker.mjs', import.meta.url)`). */
  url: URL;
  workerData?: unknown;
  size: number;
  /** Jobs allowed to wait for a free worker; the next one is refused. */
  maxQueue: number;
  /** The workers' `process.env`; by default a copy of this process's. */
  env?: Record<string, string>;
  /**
   * A job running longer is rejected and its worker stopped (a thread cannot be interrupted);
   * the next job gets a new one.
   */
  jobTimeoutMs?: number;
}

/** A job ran longer than `jobTimeoutMs`; its worker was stopped. */
export class WorkerJobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the job ran longer than ${timeoutMs} ms`);
    this.name = 'WorkerJobTimeoutError';
  }
}

/** The queue is full: the caller should answer "try again later" (429 with Retry-After). */
export class WorkerPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('All workers are busy and the queue is full');
    this.name = 'WorkerPoolBusyError';
  }
}

/** One thread is left to the event loop; more than 4 buys little for a single api process. */
export function defaultWorkerPoolSize(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

type WorkerReply = { ok: true; value: unknown } | { ok: false; message: string };

interface Job {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  startedAt: number;
  timer?: NodeJS.Timeout;
}

export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions,
): WorkerPool<Input, Output> {
  const size = Math.max(1, options.size);
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let closed = false;
  // recent job duration, for the Retry-After of a refusal
  let averageMs = 100;

  const dispatch = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.startedAt = performance.now();
    slot.worker.ref(); // a running job keeps the process alive until its answer
    slot.worker.postMessage(job.input);
    const { jobTimeoutMs } = options;
    if (jobTimeoutMs !== undefined)
      slot.timer = setTimeout(() => {
        slot.job = undefined;
        // never handed another job: it is on its way out
        slots.delete(slot);
        job.reject(new WorkerJobTimeoutError(jobTimeoutMs));
        // its exit replaces it for the jobs still waiting
        void slot.worker.terminate();
      }, jobTimeoutMs);
  };

  const next = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
    const job = queue.shift();
    if (job) dispatch(slot, job);
    else slot.worker.unref();
  };

  const spawn = (): Slot => {
    const worker = new Worker(options.url, {
      workerData: options.workerData,
      ...(options.env ? { env: options.env } : {}),
    });
    const slot: Slot = { worker, startedAt: 0 };
    slots.add(slot);
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job) return;
      averageMs = averageMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(reply.message));
      next(slot);
    });
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', () => {
      clearTimeout(slot.timer);
      slots.delete(slot);
      slot.job?.reject(failure ?? new Error('worker stopped'));
      slot.job = undefined;
      // a crashed worker is replaced for the jobs still waiting
      if (!closed && queue.length > 0) dispatch(spawn(), queue.shift()!);
    });
    return slot;
  };

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('worker pool closed'));
      return new Promise<Output>((resolve, reject) => {
        const job: Job = { input, resolve: resolve as (value: unknown) => void, reject };
        const idle = [...slots].find((slot) => !slot.job);
        if (idle) return dispatch(idle, job);
        if (slots.size < size) return dispatch(spawn(), job);
        if (queue.length >= options.maxQueue) {
          const waitMs = ((queue.length + size) * averageMs) / size;
          return reject(new WorkerPoolBusyError(Math.max(1, Math.ceil(waitMs / 1000))));
        }
        queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('worker pool closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
