import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { poolBusy } from './pool-limits';

/**
 * A bounded pool of child processes for untrusted code: server renders (docs/server-rendering.md),
 * which a process can be given fewer rights than this one for (Node's permission model; a thread
 * shares them all). Each process runs one job at a time; jobs wait in a queue of bounded length,
 * and one more is refused with WorkerPoolBusyError instead of growing the wait without end.
 * Processes start on first use and do not keep this process alive while idle. Threads for CPU-heavy
 * work are piscina's (thread-pool.ts); piscina has no processes (docs/decisions/process-pool.md).
 *
 * A worker file is plain JavaScript (it loads as is under jest and tsx alike, and in a process
 * started without either) that answers each job through `serveWorkerJobs` of `worker-jobs.mjs`.
 */
export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
  /** Rejects the queued jobs, stops the workers (their running jobs reject too). */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module (`new URL('./x-worker.mjs', import.meta.url)`). */
  url: URL;
  /** What the worker starts with; JSON for a process (it travels as its argument). */
  workerData?: unknown;
  size: number;
  /** Jobs allowed to wait for a free worker; the next one is refused. */
  maxQueue: number;
  /** The workers' `process.env`; by default a copy of this process's. */
  env?: Record<string, string>;
  /**
   * A job running longer is rejected and its process killed (a stuck process cannot be
   * interrupted, only ended); the next job gets a new one.
   */
  jobTimeoutMs?: number;
  /** The processes' Node options, e.g. the permission model's flags. */
  execArgv: string[];
}

/** The worker side of the pool, for a process's allowlist of readable files. */
export const WORKER_JOBS_URL = new URL('./worker-jobs.mjs', import.meta.url);

/** A job ran longer than `jobTimeoutMs`; its worker was stopped. */
export class WorkerJobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the job ran longer than ${timeoutMs} ms`);
    this.name = 'WorkerJobTimeoutError';
  }
}

type WorkerReply = { ok: true; value: unknown } | { ok: false; message: string };

/** What the pool hears from a worker. */
interface WorkerEvents {
  reply(reply: WorkerReply): void;
  /** It has ended; `failure` says why when it did not end on request. */
  exit(failure: Error | undefined): void;
}

/** What the pool needs of a worker process. */
interface PoolWorker {
  post(input: unknown): void;
  /** Whether it keeps this process alive: while it runs a job, until its answer. */
  ref(): void;
  unref(): void;
  /** Ends it, whatever it is doing; resolves once it has. */
  stop(): Promise<void>;
}

/** Tells the pool once when the process ends, or never started; resolves then. */
function watchProcessEnd(child: ChildProcess, events: WorkerEvents): Promise<void> {
  let failure: Error | undefined;
  let ended = false;
  return new Promise((resolve) => {
    const end = () => {
      if (ended) return;
      ended = true;
      resolve();
      events.exit(failure);
    };
    child.on('error', (error) => {
      failure ??= error;
      // it never started: no exit follows
      if (child.pid === undefined) end();
    });
    child.once('exit', (code, signal) => {
      failure ??= new Error(`the worker process ended (${signal ?? `exit code ${code}`})`);
      end();
    });
  });
}

/**
 * Passes the process's answers on, and returns how to send it jobs. A thread's port keeps the
 * messages that arrive before it listens; Node promises no such thing for a process's channel, so
 * the process says when it listens and jobs wait for that.
 */
function processChannel(child: ChildProcess, events: WorkerEvents): (input: unknown) => void {
  let listening = false;
  const early: unknown[] = [];
  const send = (input: unknown) => child.send(input as Serializable);
  child.on('message', (message) => {
    if (listening) return events.reply(message as WorkerReply);
    listening = true;
    early.splice(0).forEach(send);
  });
  return (input) => (listening ? send(input) : early.push(input));
}

function startProcess(options: WorkerPoolOptions, events: WorkerEvents): PoolWorker {
  const child = fork(fileURLToPath(options.url), [JSON.stringify(options.workerData ?? null)], {
    execArgv: options.execArgv,
    ...(options.env ? { env: options.env } : {}),
    // what a thread's messages may carry (structured clone), not only JSON
    serialization: 'advanced',
  });
  let running = true;
  const ended = watchProcessEnd(child, events).then(() => {
    running = false;
  });
  return {
    post: processChannel(child, events),
    // the IPC channel keeps this process alive as much as the child does
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    stop: () => {
      if (running) child.kill('SIGKILL');
      return ended;
    },
  };
}

interface Job {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: PoolWorker;
  job?: Job;
  startedAt: number;
  timer?: NodeJS.Timeout;
}

export function createProcessPool<Input, Output>(
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
    slot.worker.post(job.input);
    const { jobTimeoutMs } = options;
    if (jobTimeoutMs !== undefined)
      slot.timer = setTimeout(() => {
        slot.job = undefined;
        // never handed another job: it is on its way out
        slots.delete(slot);
        job.reject(new WorkerJobTimeoutError(jobTimeoutMs));
        // its exit replaces it for the jobs still waiting
        void slot.worker.stop();
      }, jobTimeoutMs);
  };

  const next = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
    const job = queue.shift();
    if (job) dispatch(slot, job);
    else slot.worker.unref();
  };

  const answered = (slot: Slot, reply: WorkerReply) => {
    const job = slot.job;
    if (!job) return;
    averageMs = averageMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new Error(reply.message));
    next(slot);
  };

  const ended = (slot: Slot, failure: Error | undefined) => {
    clearTimeout(slot.timer);
    slots.delete(slot);
    slot.job?.reject(failure ?? new Error('worker stopped'));
    slot.job = undefined;
    // a crashed worker is replaced for the jobs still waiting
    if (!closed && queue.length > 0) dispatch(spawn(), queue.shift()!);
  };

  const spawn = (): Slot => {
    const slot: Slot = {
      worker: startProcess(options, {
        reply: (reply) => answered(slot, reply),
        exit: (failure) => ended(slot, failure),
      }),
      startedAt: 0,
    };
    slots.add(slot);
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
        if (queue.length >= options.maxQueue)
          return reject(poolBusy(queue.length, size, averageMs));
        queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('worker pool closed'));
      await Promise.all([...slots].map((slot) => slot.worker.stop()));
    },
  };
}
