/**
 * One computation per key at a time: while the answer for a key is being computed, every caller
 * asking for the same key gets that computation's promise. Nothing is kept once it settles, so
 * an answer started at most one computation (milliseconds) before the request it answers, and a
 * failure is not remembered either: the next caller after it starts afresh (docs/api.md#caching-of-public-catalogue-answers).
 */
export interface Coalescer<T> {
  run(key: string, compute: () => Promise<T>): Promise<T>;
  /** Keys being computed now. */
  readonly size: number;
}

export function createCoalescer<T>(): Coalescer<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, compute) {
      const shared = running.get(key);
      if (shared) return shared;
      // started after it is registered, so that even a computation failing at once is forgotten
      const computation = Promise.resolve()
        .then(compute)
        .finally(() => running.delete(key));
      running.set(key, computation);
      return computation;
    },
    get size() {
      return running.size;
    },
  };
}
