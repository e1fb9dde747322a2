import { threadId as mainThreadId } from 'node:worker_threads';
import {
  createWorkerPool,
  defaultWorkerPoolSize,
  WorkerJobTimeoutError,
  WorkerPoolBusyError,
  type WorkerPool,
} from '../worker-pool';

type Job =
  | { op: 'threadId' }
  | { op: 'gate'; gate: SharedArrayBuffer }
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

test('defaultWorkerPoolSize leaves a core to the event loop, between 1 and 4 threads', () => {
  expect([1, 2, 3, 5, 16].map(defaultWorkerPoolSize)).toEqual([1, 1, 2, 4, 4]);
});
