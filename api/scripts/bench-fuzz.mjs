#!/usr/bin/env node
// The contract fuzz at length: `pnpm bench:fuzz`. Runs test/openapi-fuzz.test.ts with a random
// seed and FUZZ_REQUESTS (default 50,000) requests generated from the OpenAPI documents, and
// prints the seed first so any failure replays (docs/api.md#openapi).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const requests = process.env.FUZZ_REQUESTS ?? '50000';
console.log(`bench:fuzz FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests}`);
const result = spawnSync('pnpm', ['test', '--', 'test/openapi-fuzz.test.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_REQUESTS: requests },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
