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

test('a file published after the server started is served (docs/delivery.md#local-topology)', async () => {
  assert.equal((await fetch(`${origin}/late.0123456789.js`)).status, 404);
  writeFileSync(path.join(dir, 'late.0123456789.js'), 'late();');
  const response = await fetch(`${origin}/late.0123456789.js`);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), 'late();');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.match(response.headers.get('content-type'), /^text\/javascript/);
});

test('content-hashed files are immutable, entry files revalidate', async () => {
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry();');
  writeFileSync(path.join(dir, '42.abcdef0123.js'), 'chunk();');
  const hashed = await fetch(`${origin}/42.abcdef0123.js`);
  assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  for (const entry of ['/remoteEntry.js', '/mf-manifest.json']) {
    const response = await fetch(`${origin}${entry}`);
    assert.equal(response.headers.get('cache-control'), 'no-cache', entry);
  }
});

test('the precompressed variant goes to clients that accept it, and an unchanged file answers 304', async () => {
  const { brotliCompressSync } = await import('node:zlib');
  writeFileSync(path.join(dir, 'big.fedcba9876.js'), 'x'.repeat(2000));
  writeFileSync(path.join(dir, 'big.fedcba9876.js.br'), brotliCompressSync('x'.repeat(2000)));
  const compressed = await fetch(`${origin}/big.fedcba9876.js`, {
    headers: { 'accept-encoding': 'br' },
  });
  assert.equal(compressed.headers.get('content-encoding'), 'br');
  assert.equal(await compressed.text(), 'x'.repeat(2000));
  const plain = await fetch(`${origin}/big.fedcba9876.js`, {
    headers: { 'accept-encoding': 'identity' },
  });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(plain.headers.get('content-length'), '2000');
  const again = await fetch(`${origin}/big.fedcba9876.js`, {
    headers: { 'accept-encoding': 'identity', 'if-none-match': plain.headers.get('etag') },
  });
  assert.equal(again.status, 304);
});

test('working files and paths outside the folder are never served', async () => {
  writeFileSync(path.join(dir, '.incoming-1234'), 'half a file');
  const outside = `${path.basename(dir)}-outside.txt`;
  writeFileSync(path.join(dir, '..', outside), 'not the origin’s');
  try {
    for (const pathname of ['/.incoming-1234', `/%2e%2e/${outside}`, `/..%2f${outside}`]) {
      const response = await fetch(`${origin}${pathname}`);
      assert.equal(response.status, 404, pathname);
    }
  } finally {
    rmSync(path.join(dir, '..', outside), { force: true });
  }
  assert.equal((await fetch(`${origin}/mf-manifest.json`, { method: 'POST' })).status, 405);
});

/** This machine's addresses other than loopback (where a remote origin must not answer by default). */
const outsideAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address.address);

test('without --host it listens on loopback only, like the api', async (t) => {
  const outside = outsideAddresses();
  if (outside.length === 0) return t.skip('this machine has no address but loopback');
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['scripts/serve-remote.mjs', '--dir', dir, '--port', String(port)],
    { cwd: repoRoot, stdio: 'ignore' },
  );
  try {
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`http://localhost:${port}/mf-manifest.json`);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await assert.rejects(fetch(`http://${outside[0]}:${port}/mf-manifest.json`));
  } finally {
    server.kill('SIGTERM');
  }
});
