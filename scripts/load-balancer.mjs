#!/usr/bin/env node
// HAProxy in front of api nodes that are already running (docs/deployment.md#load-balancer), for
// the api's kill test and for trying a configuration by hand:
//   node scripts/load-balancer.mjs --port 8080 --node node1=127.0.0.1:8101 --node node2=127.0.0.1:8102
// Each node must run with API_NODE_ID set to its name. Prints `ready <url>` once a node answers
// through the balancer, `--print` prints the configuration only; stops HAProxy on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { haproxyConfig, startLoadBalancer } from './lib/load-balancer.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    node: { type: 'string', multiple: true, default: [] },
    print: { type: 'boolean', default: false },
  },
});

const nodes = values.node.map((spec) => {
  const match = /^([a-z0-9][a-z0-9-]*)=([^:]+):(\d+)$/.exec(spec);
  if (!match) {
    console.error(`--node ${spec}: write name=host:port, e.g. node1=127.0.0.1:8101`);
    process.exit(2);
  }
  return { id: match[1], host: match[2], port: Number(match[3]) };
});
if (!values.port || nodes.length === 0) {
  console.error('give --port and at least one --node name=host:port');
  process.exit(2);
}

if (values.print) {
  console.log(haproxyConfig({ bind: `${values.host}:${values.port}`, nodes }));
  process.exit(0);
}

const balancer = await startLoadBalancer({ host: values.host, port: Number(values.port), nodes });
console.log(`ready ${balancer.url}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    balancer.stop().then(() => process.exit(0));
  });
balancer.child.on('exit', (code) => {
  if (stopping) return;
  console.error(`HAProxy exited (${code})`);
  process.exit(1);
});
