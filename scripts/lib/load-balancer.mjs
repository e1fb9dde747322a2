// HAProxy in front of several api nodes, as an operator runs it (docs/deployment.md#load-balancer).
// Used by `pnpm start:nodes` (scripts/lib/topology.mjs) and, through scripts/load-balancer.mjs,
// by the api's kill test and `pnpm bench:load`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptsDir = fileURLToPath(new URL('..', import.meta.url));

/** The path every node answers while it can serve (one per service; one process serves all six). */
export const HEALTH_PATH = '/api/demand-auth/ping';

/** Where Debian puts the binary: not on a non-root PATH. */
const HAPROXY_CANDIDATES = ['haproxy', '/usr/sbin/haproxy'];

/** The HAProxy binary, installed from Debian's packages when missing (scripts/ensure-haproxy.sh). */
export function haproxyBinary() {
  const found = () =>
    HAPROXY_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v']).status === 0);
  let binary = found();
  if (!binary) {
    const install = spawnSync('bash', [path.join(scriptsDir, 'ensure-haproxy.sh')], {
      stdio: 'inherit',
    });
    if (install.status !== 0)
      throw new Error('HAProxy is not installed and could not be installed');
    binary = found();
  }
  if (!binary) throw new Error('HAProxy is not installed');
  return binary;
}

/**
 * The configuration for `nodes` (`{ id, host, port }`, ids as the nodes' API_NODE_ID) behind
 * `bind` (`host:port`).
 *
 * - Keep-alive on both sides; each request is routed on its own, round-robin.
 * - A request naming a socket.io session (`sid=<id>.…`, api/src/lib/node-identity.ts) goes to
 *   the node holding it while that node is up; once it is down the rule is skipped, another
 *   node answers "Session ID unknown" and the client opens a new session there.
 * - A node failing two health checks a second apart is taken out, and back after two passes.
 * - A request whose connection to a node fails is sent to another (`redispatch`); one already
 *   sent is not retried, since it may have written.
 */
export function haproxyConfig({ bind, nodes }) {
  const lines = [
    'global',
    // two descriptors a connection: within a common 20,000-descriptor limit without raising it
    '  maxconn 4000',
    '  # `-db` keeps it in the foreground: the script that started it stops it',
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  # a socket.io long poll is held for its ping interval (25 s)',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  # an upgraded websocket stays open as long as the chat does',
    '  timeout tunnel 1h',
    '',
    'frontend jobmatch',
    `  bind ${bind}`,
    '  default_backend api_nodes',
    '',
    'backend api_nodes',
    '  balance roundrobin',
    `  option httpchk GET ${HEALTH_PATH}`,
    '  http-check expect status 200',
    '  default-server check inter 1s fall 2 rise 2',
    ...nodes.map((node) => `  use-server ${node.id} if { urlp(sid) -m beg ${node.id}. }`),
    ...nodes.map((node) => `  server ${node.id} ${node.host}:${node.port}`),
    '',
  ];
  return lines.join('\n');
}

async function waitForHealthyNode(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet, or no node is up yet
    }
    if (Date.now() > deadline) throw new Error(`HAProxy did not answer ${url} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * HAProxy listening on `host:port` in front of `nodes`; resolves once a node answers through it.
 * `stop()` ends it and removes its configuration.
 */
export async function startLoadBalancer({
  host = '127.0.0.1',
  port,
  nodes,
  onOutput = (line) => console.error(`[haproxy] ${line}`),
  timeoutMs = 30_000,
}) {
  const binary = haproxyBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'jobmatch-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ bind: `${host}:${port}`, nodes }));
  const check = spawnSync(binary, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);

  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .forEach((line) => onOutput(line)),
    );
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      // SIGUSR1 would let open websockets finish; a stop means now
      child.kill('SIGTERM');
    });
  try {
    await waitForHealthyNode(`http://${host}:${port}${HEALTH_PATH}`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://${host}:${port}`, configFile, child, stop };
}
