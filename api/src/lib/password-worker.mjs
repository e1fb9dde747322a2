// argon2id for passwords.ts, on a worker thread of its pool (docs/api.md#password-hashing).
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { workerData } from 'piscina';

/** @type {{ memorySize: number, iterations: number }} */
const cost = workerData;

const hash = (password) =>
  argon2id({
    password,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: cost.iterations,
    memorySize: cost.memorySize,
    hashLength: 32,
    outputType: 'encoded',
  });

let dummyHash;

/** One job of the pool (thread-pool.ts). */
export default async function runPasswordJob(job) {
  switch (job.op) {
    case 'hash':
      return hash(job.password);
    case 'verify':
      try {
        return await argon2Verify({ password: job.password, hash: job.hash });
      } catch {
        return false; // a malformed stored hash never logs anybody in
      }
    case 'verifyDummy':
      dummyHash ??= hash('dummy-password-for-timing');
      await argon2Verify({ password: job.password, hash: await dummyHash });
      return undefined;
    default:
      throw new Error(`unknown password job ${job.op}`);
  }
}
