#!/usr/bin/env node
// `pnpm start`: builds what is missing, then serves the whole product with demo data.
// `pnpm dev` (--dev): rebuilds every app on change and serves the fresh files.
import { spawn } from 'node:child_process';
import { presentRemotes, repoRoot } from './lib/remotes.mjs';
import { startBanner } from './lib/start-banner.mjs';
import { ensureBuilt, startTopology } from './lib/topology.mjs';

const dev = process.argv.includes('--dev');
// `pnpm start:nodes N`: N api nodes behind HAProxy on PostgreSQL (docs/deployment.md#api-nodes)
const nodesFlag = process.argv.indexOf('--nodes');
const apiNodes = nodesFlag === -1 ? undefined : Number(process.argv[nodesFlag + 1] ?? 3);
if (apiNodes !== undefined && !(Number.isInteger(apiNodes) && apiNodes >= 1 && apiNodes <= 16)) {
  console.error('start:nodes: give the number of api nodes, 1 to 16 (pnpm start:nodes 3)');
  process.exit(1);
}
if (apiNodes && !process.env.DATABASE_URL) {
  console.error(
    'start:nodes: every node uses one PostgreSQL; set DATABASE_URL (DATABASE_URL=postgres://user:password@localhost:5432/jobmatch pnpm start:nodes 3)',
  );
  process.exit(1);
}
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
  topology = await startTopology({ port, host, dev, apiNodes });
} catch (error) {
  console.error(`start failed: ${error.message}`);
  process.exit(1);
}

console.log(
  startBanner({
    url: topology.url,
    host,
    port,
    remotes: topology.remotes,
    nodes: topology.nodes?.nodes,
    env: process.env,
  }),
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
