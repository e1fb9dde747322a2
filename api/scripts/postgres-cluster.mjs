// A throwaway PostgreSQL cluster from Debian's postgresql binaries (initdb + pg_ctl, as the
// `postgres` user when run as root), for the scripts that need a real server when no
// DATABASE_URL is given: `test:pg` and `test:durability`.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const POSTGRES_LIB = '/usr/lib/postgresql';

/** The newest installed version's bin directory, or undefined. */
export function findPostgresBin() {
  const versions = existsSync(POSTGRES_LIB)
    ? readdirSync(POSTGRES_LIB).filter((v) =>
        existsSync(path.join(POSTGRES_LIB, v, 'bin', 'initdb')),
      )
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(POSTGRES_LIB, versions[0], 'bin') : undefined;
}

export function freePort() {
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

/**
 * Starts a cluster in a temp dir on a free port; `stop()` stops it and removes the dir.
 * fsync and synchronous commit are off: it only outlives the api processes the scripts kill,
 * never the machine.
 */
export async function startCluster() {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      `PostgreSQL binaries not found under ${POSTGRES_LIB}/*/bin: install the \`postgresql\` package or set DATABASE_URL`,
    );
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
