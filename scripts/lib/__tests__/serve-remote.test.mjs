// A remote's own origin (scripts/serve-remote.mjs) is never framed, whatever it answers
// (docs/shell.md#content-security-policy). Run: node --test scripts/lib/ (part of `pnpm test`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from '../remotes.mjs';

let dir;
let child;
let origin;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-serve-remote-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(
    process.execPath,
    ['scripts/serve-remote.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: repoRoot, stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/mf-manifest.json`);
      return;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

after(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

test('files, misses and preflights all forbid framing', async () => {
  for (const [pathname, method, status] of [
    ['/mf-manifest.json', 'GET', 200],
    ['/missing.js', 'GET', 404],
    ['/remoteEntry.js', 'OPTIONS', 204],
  ]) {
    const response = await fetch(`${origin}${pathname}`, { method });
    assert.equal(response.status, status, pathname);
    assert.equal(response.headers.get('content-security-policy'), "frame-ancestors 'none'");
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  }
});
