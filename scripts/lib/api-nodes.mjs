// Several api nodes on one PostgreSQL behind HAProxy (docs/deployment.md#api-nodes), on one
// machine: `pnpm start:nodes N` (scripts/lib/topology.mjs). Each node is `node api/bin.js` as
// production runs it, on a loopback port of its own; the balancer owns the public port.
import { createServer } from 'node:net';
import { startProcess, waitForHttp } from './child-processes.mjs';
import { HEALTH_PATH, startLoadBalancer } from './load-balancer.mjs';

/** A node that exits on its own is started again after this long, as a supervisor would. */
const RESTART_DELAY_MS = 1_000;
const NODE_START_TIMEOUT_MS = 120_000;
const NODE_STOP_TIMEOUT_MS = 10_000;

/** A loopback port free now: the node keeps it across its restarts, the balancer names it. */
async function unusedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `count` api nodes (`node1`, `node2` …) with `env`, and the balancer on `host:port` in front of
 * them. The first node starts alone: it migrates and seeds (and creates the token secret in the
 * shared DATA_DIR); the others start once it answers, with seeding off. A node that exits is
 * restarted on its port after a second, as a supervisor (systemd, an orchestrator) would.
 * @param {{ count: number, host?: string, port: number, env: Record<string, string | undefined>, quiet?: boolean, log?: (line: string) => void }} options
 */
export async function startApiNodes({ count, host = '127.0.0.1', port, env, quiet, log }) {
  // the nodes inherit this process's environment under `env` (child-processes.mjs)
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL))
    throw new Error('several api nodes share one PostgreSQL: set DATABASE_URL');
  let stopping = false;
  const nodes = [];
  for (let index = 1; index <= count; index++)
    nodes.push({ id: `node${index}`, host, port: await unusedPort(), child: undefined });

  const launch = (node, { seed }) => {
    const child = startProcess(
      node.id,
      ['api/bin.js'],
      {
        ...env,
        HOST: host,
        PORT: String(node.port),
        API_NODE_ID: node.id,
        // the balancer's X-Forwarded-For names the client; only it (on loopback) is believed
        TRUST_PROXY: 'loopback',
        ...(seed ? {} : { SEED_DEMO: 'false' }),
      },
      { quiet },
    );
    node.child = child;
    child.on('exit', (code, signal) => {
      if (stopping || node.child !== child) return;
      log?.(`${node.id} exited (${signal ?? `exit ${code}`}); starting it again`);
      setTimeout(() => {
        // one that never answers is reported; it is started again when it exits
        if (!stopping)
          launch(node, { seed: false }).catch((error) => log?.(`${node.id}: ${error.message}`));
      }, RESTART_DELAY_MS);
    });
    return waitForHttp(`http://${host}:${node.port}${HEALTH_PATH}`, NODE_START_TIMEOUT_MS);
  };

  const stopNode = (node) =>
    new Promise((resolve) => {
      const child = node.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), NODE_STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const stopNodes = async () => {
    stopping = true;
    await Promise.all(nodes.map(stopNode));
  };

  let balancer;
  try {
    await launch(nodes[0], { seed: true });
    await Promise.all(nodes.slice(1).map((node) => launch(node, { seed: false })));
    balancer = await startLoadBalancer({ host, port, nodes });
  } catch (error) {
    await stopNodes();
    throw error;
  }
  return {
    nodes,
    balancer,
    async stop() {
      await balancer.stop();
      await stopNodes();
    },
  };
}
