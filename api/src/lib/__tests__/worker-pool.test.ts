import { threadId as mainThreadId } from 'node:worker_threads';
import {
  createWorkerPool,
  defaultWorkerPoolSize,
  WorkerJobTimeoutError,
  WorkerPoolBusyError,
  type WorkerPool,
  type WorkerPoolOptions,
} from '../worker-pool';

type Job =
  | { op: 'threadId' }
  | { op: 'pid' }
  | { op: 'started' }
  | { op: 'gate'; gate: SharedArrayBuffer }
  | { op: 'block'; ms: number }
  | { op: 'fail'; message: string }
  | { op: 'crash' };

const WORKER = new URL('./fixtures/test-worker.mjs', import.meta.url);

/** A job that holds its worker until `open()`; `running` resolves once the worker has it. */
function gate() {
  const buffer = new SharedArrayBuffer(8);
  const cells = new Int32Array(buffer);
  return {
    job: { op: 'gate', gate: buffer } as Job,
    // polled from the event loop, which must stay free to see it
    async running() {
      while (Atomics.load(cells, 1) === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    open() {
      Atomics.store(cells, 0, 1);
      Atomics.notify(cells, 0);
    },
  };
}

let pool: WorkerPool<Job, unknown> | undefined;
const openPool = (size: number, maxQueue: number) =>
  (pool = createWorkerPool<Job, unknown>({ url: WORKER, size, maxQueue }));
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createWorkerPool', () => {
  test('runs jobs on another thread', async () => {
    const thread = await openPool(1, 4).run({ op: 'threadId' });
    expect(typeof thread).toBe('number');
    expect(thread).not.toBe(mainThreadId);
  });

  test('the event loop keeps turning while a job runs', async () => {
    const held = gate();
    const result = openPool(1, 4).run(held.job);
    // Only a free main thread gets here while the job is running, and opens its gate.
    await held.running();
    await new Promise((resolve) => setImmediate(resolve));
    held.open();
    expect(await result).toBe('released');
  });

  test('runs at most `size` jobs at once, queues up to `maxQueue`, refuses the next', async () => {
    const pool = openPool(1, 1);
    const first = gate();
    const second = gate();
    const running = pool.run(first.job);
    await first.running();
    const queued = pool.run(second.job);
    const refused = pool.run({ op: 'threadId' });
    const refusal = await refused.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkerPoolBusyError);
    expect((refusal as WorkerPoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // the queued job starts only when the first one is done
    let secondStarted = false;
    void second.running().then(() => (secondStarted = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondStarted).toBe(false);
    first.open();
    expect(await running).toBe('released');
    await second.running();
    second.open();
    expect(await queued).toBe('released');
  });

  test('a failing job rejects; a crashed worker rejects its job and is replaced', async () => {
    const pool = openPool(1, 4);
    await expect(pool.run({ op: 'fail', message: 'boom' })).rejects.toThrow('boom');
    const crashed = pool.run({ op: 'crash' });
    const after = pool.run({ op: 'threadId' });
    await expect(crashed).rejects.toThrow();
    expect(await after).toEqual(expect.any(Number));
  });

  test('a job running past jobTimeoutMs rejects and its worker is replaced; a queued job gets a new one', async () => {
    pool = createWorkerPool<Job, unknown>({ url: WORKER, size: 1, maxQueue: 4, jobTimeoutMs: 200 });
    const stuck = gate();
    const overrun = pool.run(stuck.job);
    const queued = pool.run({ op: 'threadId' });
    await expect(overrun).rejects.toBeInstanceOf(WorkerJobTimeoutError);
    const thread = await queued;
    expect(typeof thread).toBe('number');
    // the stuck thread is gone: the next job runs on the new one
    expect(await pool.run({ op: 'threadId' })).toBe(thread);
  });

  test('close rejects waiting jobs and later ones', async () => {
    const pool = openPool(1, 4);
    const held = gate();
    const running = pool.run(held.job);
    await held.running();
    const outcomes = Promise.allSettled([running, pool.run({ op: 'threadId' })]);
    await pool.close();
    const [stopped, waiting] = await outcomes;
    expect(stopped.status).toBe('rejected');
    expect(waiting).toMatchObject({ status: 'rejected', reason: new Error('worker pool closed') });
    await expect(pool.run({ op: 'threadId' })).rejects.toThrow('worker pool closed');
  });
});

describe('createWorkerPool with processes', () => {
  const openProcessPool = (options: Partial<WorkerPoolOptions> = {}) =>
    (pool = createWorkerPool<Job, unknown>({
      url: WORKER,
      size: 1,
      maxQueue: 4,
      process: { execArgv: [] },
      ...options,
    }));

  test('runs jobs in another process, which starts with the workerData and env it was given', async () => {
    const pool = openProcessPool({ workerData: { generation: 7 }, env: { ONLY_THIS: 'yes' } });
    const pid = await pool.run({ op: 'pid' });
    expect(pid).toEqual(expect.any(Number));
    expect(pid).not.toBe(process.pid);
    expect(await pool.run({ op: 'started' })).toEqual({
      workerData: { generation: 7 },
      environment: ['ONLY_THIS'],
    });
  });

  test('jobs sent while the process starts are not lost', async () => {
    const pool = openProcessPool({ size: 2, workerData: { startupMs: 300 } });
    const pids = await Promise.all([1, 2, 3, 4, 5].map(() => pool.run({ op: 'pid' })));
    expect(new Set(pids).size).toBeLessThanOrEqual(2);
  });

  test('a failing job rejects; a crashed process rejects its job and is replaced', async () => {
    const pool = openProcessPool();
    await expect(pool.run({ op: 'fail', message: 'boom' })).rejects.toThrow('boom');
    const crashed = pool.run({ op: 'crash' });
    const after = pool.run({ op: 'pid' });
    await expect(crashed).rejects.toThrow('exit code 3');
    expect(await after).toEqual(expect.any(Number));
  });

  test('a job running past jobTimeoutMs has its process killed; a queued job gets a new one', async () => {
    const pool = openProcessPool({ jobTimeoutMs: 500 });
    const first = await pool.run({ op: 'pid' });
    const overrun = pool.run({ op: 'block', ms: 10_000 });
    const queued = pool.run({ op: 'pid' });
    await expect(overrun).rejects.toBeInstanceOf(WorkerJobTimeoutError);
    const replacement = await queued;
    expect(replacement).not.toBe(first);
    expect(() => process.kill(first as number, 0)).toThrow();
    expect(await pool.run({ op: 'pid' })).toBe(replacement);
  });

  test('close kills the processes and rejects their jobs', async () => {
    const pool = openProcessPool();
    const pid = (await pool.run({ op: 'pid' })) as number;
    const outcomes = Promise.allSettled([
      pool.run({ op: 'block', ms: 10_000 }),
      pool.run({ op: 'pid' }),
    ]);
    await pool.close();
    const [running, waiting] = await outcomes;
    expect(running.status).toBe('rejected');
    expect(waiting).toMatchObject({ status: 'rejected', reason: new Error('worker pool closed') });
    expect(() => process.kill(pid, 0)).toThrow();
  });
});

test('defaultWorkerPoolSize leaves a core to the event loop, between 1 and 4 threads', () => {
  expect([1, 2, 3, 5, 16].map(defaultWorkerPoolSize)).toEqual([1, 1, 2, 4, 4]);
});
