import { threadId as mainThreadId } from 'node:worker_threads';
import { defaultWorkerPoolSize, WorkerPoolBusyError } from '../pool-limits';
import { createThreadPool, type ThreadPool } from '../thread-pool';

type Job =
  | { op: 'threadId' }
  | { op: 'gate'; gate: SharedArrayBuffer }
  | { op: 'fail'; message: string }
  | { op: 'crash' };

const WORKER = new URL('./fixtures/test-thread.mjs', import.meta.url);

/** A job that holds its thread until `open()`; `running` resolves once the thread has it. */
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

let pool: ThreadPool<Job, unknown> | undefined;
const poolErrors: Error[] = [];
const openPool = (size: number, maxQueue: number) =>
  (pool = createThreadPool<Job, unknown>({
    url: WORKER,
    size,
    maxQueue,
    onError: (error) => poolErrors.push(error),
  }));
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createThreadPool', () => {
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
    const refusal = await pool.run({ op: 'threadId' }).catch((error: unknown) => error);
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

  test('a failing job rejects; a crashed thread rejects its job and is replaced', async () => {
    const pool = openPool(1, 4);
    await expect(pool.run({ op: 'fail', message: 'boom' })).rejects.toThrow('boom');
    const crashed = pool.run({ op: 'crash' });
    const after = pool.run({ op: 'threadId' });
    await expect(crashed).rejects.toThrow();
    expect(await after).toEqual(expect.any(Number));
  });

  test('an aborted job rejects, a running one with its thread; the next job gets a new one', async () => {
    const pool = openPool(1, 4);
    const first = await pool.run({ op: 'threadId' });
    const stuck = gate();
    const abort = new AbortController();
    const aborted = pool.run(stuck.job, { signal: abort.signal });
    await stuck.running();
    abort.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const replacement = await pool.run({ op: 'threadId' });
    expect(replacement).toEqual(expect.any(Number));
    expect(replacement).not.toBe(first);
    // a queued job aborted before it starts never runs
    const held = gate();
    const running = pool.run(held.job);
    await held.running();
    const waiting = new AbortController();
    const dropped = pool.run({ op: 'threadId' }, { signal: waiting.signal });
    waiting.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    held.open();
    expect(await running).toBe('released');
  });

  test('close rejects running and waiting jobs, and later ones', async () => {
    const pool = openPool(1, 4);
    const held = gate();
    const running = pool.run(held.job);
    await held.running();
    const outcomes = Promise.allSettled([running, pool.run({ op: 'threadId' })]);
    await pool.close();
    const [stopped, waiting] = await outcomes;
    expect(stopped.status).toBe('rejected');
    expect(waiting.status).toBe('rejected');
    await expect(pool.run({ op: 'threadId' })).rejects.toThrow('worker pool closed');
  });
});

test('defaultWorkerPoolSize leaves a core to the event loop, between 1 and 4 threads', () => {
  expect([1, 2, 3, 5, 16].map(defaultWorkerPoolSize)).toEqual([1, 1, 2, 4, 4]);
});
