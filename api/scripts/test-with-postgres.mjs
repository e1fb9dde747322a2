#!/usr/bin/env node
// Runs the api test suite against a real PostgreSQL server (each test app gets its own schema).
// Uses DATABASE_URL when set; otherwise starts a throwaway cluster from Debian's postgresql
// binaries (initdb + pg_ctl, as the `postgres` user when run as root) and removes it afterwards.
// Extra arguments go to jest: `pnpm --filter ./api test:pg -- test/auth.test.ts`.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--');

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0)
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin: install the `postgresql` package or set DATABASE_URL',
    );
  return path.join(base, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a postgres binary as a non-root user (postgres refuses to run as root). */
function runPg(bin, args, { asPostgres }) {
  const [command, finalArgs] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  return execFileSync(command, finalArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

async function startCluster() {
  const bin = findPostgresBin();
  const asPostgres = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'jobmatch-pg-'));
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runPg(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    { asPostgres },
  );
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runPg(
    path.join(bin, 'pg_ctl'),
    ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start'],
    { asPostgres },
  );
  const stop = () => {
    try {
      runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
        asPostgres,
      });
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

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
