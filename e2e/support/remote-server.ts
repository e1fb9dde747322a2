// A second copy of a built remote on another port, served by the same script production-like
// topologies use (scripts/serve-remote.mjs), for the local-override spec.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/remotes.mjs';

export interface ServedRemote {
  port: number;
  /** Manifest URL of this copy under the given host name (both resolve to the same server). */
  manifest(host: 'localhost' | '127.0.0.1'): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForManifest(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve-remote exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Serves `<dir>/dist` on a free port until `stop()`. */
export async function serveRemoteCopy(dir: string): Promise<ServedRemote> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/serve-remote.mjs', '--dir', path.join(dir, 'dist'), '--port', String(port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const manifest = (host: string) => `http://${host}:${port}/mf-manifest.json`;
  try {
    await waitForManifest(manifest('localhost'), child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    port,
    manifest,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
