// The file a running topology leaves for `pnpm deploy:remote`: its process and where each
// remote's origin publishes (docs/delivery.md#local-topology).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './remotes.mjs';

export const topologyStateFile = (port) => path.join(repoRoot, '.data', `topology-${port}.json`);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The running topology on `port`, or undefined when none runs there. */
export function readRunningTopology(port) {
  let state;
  try {
    state = JSON.parse(readFileSync(topologyStateFile(port), 'utf8'));
  } catch {
    return undefined;
  }
  return isAlive(state.pid) ? state : undefined;
}
