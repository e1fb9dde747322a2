// The balancer's configuration: HAProxy itself checks it. Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { HEALTH_PATH, haproxyBinary, haproxyConfig } from '../load-balancer.mjs';

const nodes = [
  { id: 'node1', host: '127.0.0.1', port: 41001 },
  { id: 'node2', host: '127.0.0.1', port: 41002 },
];

test('each node is health-checked, and a socket.io session goes to the node its id names', () => {
  const config = haproxyConfig({ bind: '127.0.0.1:8080', nodes });
  assert.match(config, /bind 127\.0\.0\.1:8080/);
  assert.match(config, new RegExp(`option httpchk GET ${HEALTH_PATH}`));
  assert.match(config, /use-server node1 if \{ urlp\(sid\) -m beg node1\. \}/);
  assert.match(config, /use-server node2 if \{ urlp\(sid\) -m beg node2\. \}/);
  assert.match(config, /server node2 127\.0\.0\.1:41002/);
  assert.match(config, /option redispatch/);
});

test('HAProxy accepts the configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'haproxy-config-'));
  try {
    const file = path.join(dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig({ bind: '127.0.0.1:8080', nodes }));
    const check = spawnSync(haproxyBinary(), ['-c', '-f', file], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
