import { createCoalescer } from '../coalesce';

/** A promise and the functions that settle it, for computations the test finishes itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createCoalescer', () => {
  test('callers of a key share its computation while it runs', async () => {
    const coalescer = createCoalescer<string>();
    const pending = deferred<string>();
    const compute = jest.fn(() => pending.promise);
    const first = coalescer.run('a', compute);
    const second = coalescer.run('a', compute);
    expect(second).toBe(first);
    expect(coalescer.size).toBe(1);
    pending.resolve('answer');
    await expect(Promise.all([first, second])).resolves.toEqual(['answer', 'answer']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  test('other keys compute apart', async () => {
    const coalescer = createCoalescer<string>();
    const results = await Promise.all([
      coalescer.run('a', async () => 'A'),
      coalescer.run('b', async () => 'B'),
    ]);
    expect(results).toEqual(['A', 'B']);
  });

  test('nothing is kept once it settles: the next caller computes again', async () => {
    const coalescer = createCoalescer<number>();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await coalescer.run('a', compute)).toBe(1);
    expect(coalescer.size).toBe(0);
    expect(await coalescer.run('a', compute)).toBe(2);
  });

  test('a rejection reaches every waiter and is not kept', async () => {
    const coalescer = createCoalescer<string>();
    const pending = deferred<string>();
    const waiters = [1, 2, 3].map(() => coalescer.run('a', () => pending.promise));
    pending.reject(new Error('database gone'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('database gone');
    expect(coalescer.size).toBe(0);
    await expect(coalescer.run('a', async () => 'recovered')).resolves.toBe('recovered');
  });

  test('a computation that throws at once is forgotten too', async () => {
    const coalescer = createCoalescer<string>();
    await expect(
      coalescer.run('a', () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(coalescer.size).toBe(0);
    await expect(coalescer.run('a', async () => 'fine')).resolves.toBe('fine');
  });
});
