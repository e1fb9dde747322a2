import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

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

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const hash = (password: string) =>
    argon2id({
      password,
      salt: randomBytes(16),
      parallelism: 1,
      iterations: cost.iterations,
      memorySize: cost.memorySize,
      hashLength: 32,
      outputType: 'encoded',
    });
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    async verify(password, encodedHash) {
      try {
        return await argon2Verify({ password, hash: encodedHash });
      } catch {
        return false; // a malformed stored hash never logs anybody in
      }
    },
    async verifyDummy(password) {
      dummyHash ??= hash('dummy-password-for-timing');
      await argon2Verify({ password, hash: await dummyHash });
    },
  };
}
