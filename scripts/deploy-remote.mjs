#!/usr/bin/env node
// `pnpm deploy:remote <remote> [--rollback] [--keep <n>]`: builds one remote and publishes it to
// the running topology's origin for that remote, nothing restarted; `--rollback` switches back to
// the release before. PORT names the topology, as for `pnpm start` (docs/delivery.md).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_KEEP,
  publishRelease,
  readReleaseState,
  rollbackRelease,
} from './lib/release-store.mjs';
import { presentRemotes, repoRoot } from './lib/remotes.mjs';
import { readRunningTopology } from './lib/topology-state.mjs';

const USAGE = 'usage: pnpm deploy:remote <remote folder or name> [--rollback] [--keep <n>]';

function fail(message) {
  console.error(`deploy:remote: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rollback: { type: 'boolean', default: false },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
  },
});
const keep = Number(values.keep);
if (positionals.length !== 1 || !Number.isInteger(keep) || keep < 1) fail(USAGE);

const remote = presentRemotes().find(
  (candidate) => candidate.dir === positionals[0] || candidate.name === positionals[0],
);
if (!remote)
  fail(
    `no remote "${positionals[0]}"; known: ${presentRemotes()
      .map((candidate) => candidate.dir)
      .join(', ')}`,
  );

const port = Number(process.env.PORT ?? 8080);
const topology = readRunningTopology(port);
if (!topology)
  fail(`no topology runs on port ${port}: start one with \`pnpm start\` (or set PORT)`);
const origin = topology.remotes.find((candidate) => candidate.dir === remote.dir);
if (!origin?.originDir)
  fail(
    topology.dev
      ? '`pnpm dev` serves what its watchers build; publish to a topology started with `pnpm start`'
      : `the topology on port ${port} does not serve ${remote.dir}: restart it to add the remote`,
  );

async function printReleases() {
  const state = await readReleaseState(origin.originDir);
  console.log(`${remote.dir} releases kept (oldest first), served at ${origin.entry}:`);
  for (const release of state.releases)
    console.log(
      `  ${release.id === state.current ? '*' : ' '} ${release.id}  ${release.activatedAt ?? ''}`,
    );
}

if (values.rollback) {
  try {
    const { from, to } = await rollbackRelease({ originDir: origin.originDir });
    console.log(`${remote.dir}: rolled back from ${from} to ${to}`);
  } catch (error) {
    fail(`${remote.dir}: ${error.message}`);
  }
} else {
  // a build folder of its own: the remote's dist/ stays the developer's, and a build that fails
  // halfway publishes nothing
  const buildDir = path.join(repoRoot, '.data', 'builds', `${remote.dir}-${process.pid}`);
  console.log(`${remote.dir}: building …`);
  const build = spawnSync(
    'pnpm',
    [
      '--filter',
      `./${remote.dir}`,
      'exec',
      'webpack',
      '--mode',
      'production',
      '--output-path',
      buildDir,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  let result;
  try {
    if (build.status !== 0) throw new Error('the build failed; nothing was published');
    result = await publishRelease({ buildDir, originDir: origin.originDir, keep });
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    fail(`${remote.dir}: ${error.message}`);
  }
  rmSync(buildDir, { recursive: true, force: true });
  const summary = {
    published: `published release ${result.id} (${result.added} new files${result.pruned.length ? `; dropped ${result.pruned.join(', ')}` : ''})`,
    'already-current': `release ${result.id} is already the current one; nothing changed`,
  }[result.outcome];
  console.log(`${remote.dir}: ${summary}`);
}
await printReleases();
