#!/usr/bin/env node
// Runs the api test suite against a real PostgreSQL server (each test app gets its own schema).
// Uses DATABASE_URL when set; otherwise starts a throwaway cluster from Debian's postgresql
// binaries (initdb + pg_ctl, as the `postgres` user when run as root) and removes it afterwards.
// Extra arguments go to jest: `pnpm --filter ./api test:pg -- test/auth.test.ts`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startCluster } from './postgres-cluster.mjs';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--');

const cluster = process.env.DATABASE_URL ? undefined : await startCluster();
const databaseUrl = process.env.DATABASE_URL ?? cluster.url;
console.log(`api tests against PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);

const child = spawn(process.execPath, [jestBin, ...jestArgs], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
