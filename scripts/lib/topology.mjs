// Starts the product as production would serve it: the api + shell on one origin and every
// remote on its own origin. Used by `pnpm start` and by the e2e suite (which stops and
// restarts single remotes to prove the shell survives them).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApiNodes } from './api-nodes.mjs';
import { startProcess, waitForHttp } from './child-processes.mjs';
import { publishRelease, servedDir } from './release-store.mjs';
import { presentRemotes, remotesConfig, repoRoot } from './remotes.mjs';
import { topologyStateFile } from './topology-state.mjs';

const apps = () => ['shell', ...presentRemotes().map((remote) => remote.dir)];

/** The demo's own static pages on the shell's origin (shell/public/legal/, docs/shell.md#legal-pages). */
export const DEMO_STATIC_PAGES = ['/legal/privacy', '/legal/terms', '/legal/companies'];

/**
 * Where the sign-up agreement and the guest side menu link while the variables are unset: the
 * demo's terms and privacy policy, and the company side's entry page, applying for use
 * (docs/company.md).
 */
export const DEMO_PAGE_PATHS = {
  PRIVACY_POLICY_URL: '/legal/privacy',
  USER_AGREEMENT_URL: '/legal/terms',
  COMPANY_SITE_URL: '/company/apply',
};

/**
 * The demo's link variables for a shell at `origin`: each one set in `env` (not empty) wins, else
 * the demo's page. The one place these defaults live: production runs the api with its own
 * variables and never comes here.
 */
export function demoPageLinks(origin, env = process.env) {
  return Object.fromEntries(
    Object.entries(DEMO_PAGE_PATHS).map(([name, pagePath]) => [
      name,
      env[name] || `${origin}${pagePath}`,
    ]),
  );
}

/** Builds every app whose dist/ is missing (or all of them with `force`). */
export function ensureBuilt({ force = false, log = console.log } = {}) {
  const missing = apps().filter(
    (dir) => force || !existsSync(path.join(repoRoot, dir, 'dist', 'mf-manifest.json')),
  );
  if (missing.length === 0) return;
  log(`building ${missing.join(', ')} …`);
  const filters = missing.flatMap((dir) => ['--filter', `./${dir}`]);
  const result = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`build failed for ${missing.join(', ')}`);
}

/**
 * Where each remote's origin serves from. `pnpm dev` serves the builds its watchers rewrite; every
 * other topology serves published releases (docs/delivery.md#local-topology), starting from each
 * remote's dist/ when that build is new to the origin, so a restart keeps a deploy or a rollback.
 */
async function prepareOrigins(remotes, { originsDir, dev }) {
  const folders = {};
  for (const remote of remotes) {
    const buildDir = path.join(repoRoot, remote.dir, 'dist');
    if (dev) {
      folders[remote.dir] = { served: buildDir };
      continue;
    }
    const originDir = path.join(originsDir, remote.dir);
    await publishRelease({ buildDir, originDir, onlyIfNew: true });
    folders[remote.dir] = { served: servedDir(originDir), originDir };
  }
  return folders;
}

/**
 * With `apiNodes`, that many api nodes on DATABASE_URL's PostgreSQL serve behind HAProxy on
 * `port` (docs/deployment.md#api-nodes) instead of one api process.
 * @param {{ port?: number, host?: string, dataDir?: string, env?: Record<string,string>, dev?: boolean, quiet?: boolean, apiNodes?: number }} options
 */
export async function startTopology({
  port = 8080,
  host = 'localhost',
  dataDir,
  env = {},
  dev = false,
  quiet = false,
  apiNodes,
} = {}) {
  const remotes = presentRemotes();
  const stateDir = path.join(repoRoot, '.data');
  mkdirSync(stateDir, { recursive: true });
  const remotesFile = path.join(stateDir, `remotes-${port}.json`);
  const config = remotesConfig({ host, shellPort: port, remotes });
  writeFileSync(remotesFile, JSON.stringify(config, null, 2));
  // a throwaway topology (e2e, bench) gets throwaway origins; `pnpm start` keeps its releases
  const originsDir = dataDir
    ? path.join(dataDir, 'origins')
    : path.join(stateDir, 'origins', String(port));
  const origins = await prepareOrigins(remotes, { originsDir, dev });

  const children = new Map();
  const startRemote = async (dir) => {
    const remote = remotes.find((candidate) => candidate.dir === dir);
    if (!remote) throw new Error(`unknown remote ${dir}`);
    const remotePort = port + remote.portOffset;
    const args = [
      'scripts/serve-remote.mjs',
      '--dir',
      origins[dir].served,
      '--port',
      String(remotePort),
      // the remote origins listen where the api does: loopback unless HOST says otherwise
      '--host',
      process.env.HOST ?? 'localhost',
    ];
    children.set(dir, startProcess(dir, args, {}, { quiet }));
    await waitForHttp(`http://${host}:${remotePort}/mf-manifest.json`);
  };
  const stopChild = (key) =>
    new Promise((resolve) => {
      const child = children.get(key);
      children.delete(key);
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  const apiEnv = {
    PORT: String(port),
    SHELL_DIST: path.join(repoRoot, 'shell', 'dist'),
    REMOTES_FILE: remotesFile,
    PUBLIC_ORIGIN: `http://${host}:${port}`,
    ...demoPageLinks(`http://${host}:${port}`),
    // the demo's accounts and catalogue, also when NODE_ENV says production (docs/accounts.md#first-administrator)
    SEED_DEMO: 'true',
    // request logs drown the start-up banner; LOG_LEVEL=info brings them back
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  };
  let nodes;
  const startApi = async () => {
    if (!apiNodes) {
      children.set('api', startProcess('api', ['api/bin.js'], apiEnv, { quiet }));
      return waitForHttp(`http://${host}:${port}/api/demand-auth/ping`, 120_000);
    }
    nodes = await startApiNodes({
      count: apiNodes,
      host: process.env.HOST ?? '127.0.0.1',
      port,
      env: apiEnv,
      quiet,
      log: (line) => console.error(`[nodes] ${line}`),
    });
    children.set('load balancer', nodes.balancer.child);
  };
  try {
    await Promise.all([startApi(), ...remotes.map((remote) => startRemote(remote.dir))]);
  } catch (error) {
    // a half-started topology would hold its ports and fail the next start
    await Promise.all([...children.keys()].map((key) => stopChild(key)));
    await nodes?.stop();
    throw error;
  }

  // what `pnpm deploy:remote` needs to find this topology's origins (scripts/deploy-remote.mjs)
  const stateFile = topologyStateFile(port);
  writeFileSync(
    stateFile,
    JSON.stringify(
      {
        pid: process.pid,
        dev,
        remotes: remotes.map((remote) => ({
          dir: remote.dir,
          name: remote.name,
          entry: config.remotes.find((entry) => entry.name === remote.name)?.entry,
          originDir: origins[remote.dir].originDir ?? null,
        })),
      },
      null,
      2,
    ),
  );

  return {
    url: `http://${host}:${port}`,
    remotes,
    startRemote,
    stopRemote: (dir) => stopChild(dir),
    children,
    /** The api nodes and their balancer, with `apiNodes`. */
    nodes,
    async stop() {
      rmSync(stateFile, { force: true });
      await Promise.all([...children.keys()].map((key) => stopChild(key)));
      await nodes?.stop();
    },
  };
}
