#!/usr/bin/env node
// `pnpm start`: builds what is missing, then serves the whole product with demo data.
// `pnpm dev` (--dev): rebuilds every app on change and serves the fresh files.
import { spawn } from 'node:child_process';
import { presentRemotes, repoRoot } from './lib/remotes.mjs';
import { startBanner } from './lib/start-banner.mjs';
import { ensureBuilt, startTopology } from './lib/topology.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.PUBLIC_HOST ?? 'localhost';

ensureBuilt({ force: process.argv.includes('--rebuild') });

const watchers = dev
  ? ['shell', ...presentRemotes().map((remote) => remote.dir)].map((dir) =>
      spawn(
        'pnpm',
        ['--filter', `./${dir}`, 'exec', 'webpack', '--mode', 'development', '--watch'],
        { cwd: repoRoot, stdio: 'inherit' },
      ),
    )
  : [];

let topology;
try {
  topology = await startTopology({ port, host, dev });
} catch (error) {
  console.error(`start failed: ${error.message}`);
  process.exit(1);
}

console.log(
  startBanner({ url: topology.url, host, port, remotes: topology.remotes, env: process.env }),
);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const watcher of watchers) watcher.kill('SIGTERM');
  await topology.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));
for (const [name, child] of topology.children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (exit ${code}); stopping everything`);
      shutdown(1);
    }
  });
}
