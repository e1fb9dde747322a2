// The product's own processes started by the scripts: their output prefixed with their name, and
// the wait for them to answer over HTTP (scripts/lib/topology.mjs, scripts/lib/api-nodes.mjs).
import { spawn } from 'node:child_process';
import { repoRoot } from './remotes.mjs';

/** `node <args>` from the repository root with `env` over this process's, its output prefixed `[label]`. */
export function startProcess(label, args, env, { quiet }) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => {
    if (!quiet) console.log(prefix(chunk));
  });
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
}

/** Resolves once `url` answers 2xx; fails after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
