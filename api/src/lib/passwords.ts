import { tooManyRequests } from './api-error';
import { defaultWorkerPoolSize, WorkerPoolBusyError } from './pool-limits';
import { createThreadPool, type ThreadPool } from './thread-pool';

/** argon2id cost. Production follows OWASP's minimum (19 MiB, 2 passes); tests use a cheap one. */
export interface PasswordHashCost {
  memorySize: number; // KiB
  iterations: number;
}

export const PRODUCTION_HASH_COST: PasswordHashCost = { memorySize: 19_456, iterations: 2 };
export const TEST_HASH_COST: PasswordHashCost = { memorySize: 256, iterations: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encodedHash: string): Promise<boolean>;
  /** Burns the time of one verification; used when the account does not exist (no timing oracle). */
  verifyDummy(password: string): Promise<void>;
}

/** The hasher the app owns: its worker threads stop with `close()` (the app's onClose). */
export interface PooledPasswordHasher extends PasswordHasher {
  close(): Promise<void>;
}

export interface PasswordPoolOptions {
  /** Worker threads; default defaultWorkerPoolSize(). */
  size?: number;
  /** Hashes allowed to wait for a thread; past it the request gets 429. */
  maxQueue?: number;
}

/**
 * About 3 s of waiting at the production cost on one thread: a login still answers in an
 * acceptable time, and a flood is refused instead of queueing without end.
 */
export const DEFAULT_HASH_QUEUE = 64;

type PasswordJob =
  | { op: 'hash'; password: string }
  | { op: 'verify'; password: string; hash: string }
  | { op: 'verifyDummy'; password: string };

/**
 * argon2id (hash-wasm) on a bounded pool of worker threads (password-worker.mjs), so hashing
 * never blocks the event loop and a flood of logins or resets is refused with
 * `429 api_error` + `Retry-After` once the queue is full (docs/api.md#password-hashing).
 */
export function createPasswordHasher(
  cost: PasswordHashCost,
  pool: PasswordPoolOptions = {},
): PooledPasswordHasher {
  const workers: ThreadPool<PasswordJob, unknown> = createThreadPool({
    url: new URL('./password-worker.mjs', import.meta.url),
    workerData: cost,
    size: pool.size ?? defaultWorkerPoolSize(),
    maxQueue: pool.maxQueue ?? DEFAULT_HASH_QUEUE,
    // argon2's memory is WebAssembly's, outside the heap: the heap needs little
    resourceLimits: { maxOldGenerationSizeMb: 64 },
  });
  const run = async (job: PasswordJob) => {
    try {
      return await workers.run(job);
    } catch (error) {
      if (error instanceof WorkerPoolBusyError)
        throw tooManyRequests(error.retryAfterSeconds, 'password hashing is busy');
      throw error;
    }
  };
  return {
    hash: async (password) => (await run({ op: 'hash', password })) as string,
    verify: async (password, hash) => (await run({ op: 'verify', password, hash })) === true,
    verifyDummy: async (password) => {
      await run({ op: 'verifyDummy', password });
    },
    close: () => workers.close(),
  };
}
