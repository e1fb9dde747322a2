import {
  createProcessPool,
  WorkerJobTimeoutError,
  type WorkerPool,
  type WorkerPoolOptions,
} from '../process-pool';

type Job =
  | { op: 'pid' }
  | { op: 'started' }
  | { op: 'block'; ms: number }
  | { op: 'fail'; message: string }
  | { op: 'crash' };

const WORKER = new URL('./fixtures/test-worker.mjs', import.meta.url);

let pool: WorkerPool<Job, unknown> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createProcessPool', () => {
  const openProcessPool = (options: Partial<WorkerPoolOptions> = {}) =>
    (pool = createProcessPool<Job, unknown>({
      url: WORKER,
      size: 1,
      maxQueue: 4,
      execArgv: [],
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
