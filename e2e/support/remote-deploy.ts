// Publishes a remote into the suite's running topology the way a feature team does, with
// `pnpm deploy:remote` (docs/delivery.md), from a source tree the test edits for the occasion.
// Every edit is undone afterwards, and a topology left serving an edited release gets the
// unedited build back, so later specs see the remote as it is in the repository.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/remotes.mjs';
import { E2E_PORT } from './environment';

const run = promisify(execFile);

export interface SourceEdit {
  /** A file of the repository, relative to its root. */
  file: string;
  from: string;
  to: string;
}

export interface RemoteDeployer {
  /** Changes a source file until `restore()`; fails when `from` is not in it. */
  edit(change: SourceEdit): Promise<void>;
  /** Puts every edited file back as it was. */
  restoreSources(): Promise<void>;
  /** `pnpm deploy:remote <dir> …args` against the suite's topology; resolves with its output. */
  deploy(...args: string[]): Promise<string>;
  rollback(): Promise<string>;
  /** Teardown: sources restored and, when an edited release may still be current, republished. */
  restore(): Promise<void>;
}

export function createRemoteDeployer(dir: string): RemoteDeployer {
  const originals = new Map<string, string>();
  let servingEdits = false;

  const command = async (args: string[]) => {
    const { stdout, stderr } = await run('pnpm', ['deploy:remote', dir, ...args], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(E2E_PORT) },
      maxBuffer: 16 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  };

  const deployer: RemoteDeployer = {
    async edit({ file, from, to }) {
      const absolute = path.join(repoRoot, file);
      const current = await readFile(absolute, 'utf8');
      if (!current.includes(from)) throw new Error(`${file} does not contain ${from}`);
      if (!originals.has(absolute)) originals.set(absolute, current);
      await writeFile(absolute, current.replace(from, to));
    },
    async restoreSources() {
      for (const [file, text] of originals) await writeFile(file, text);
      originals.clear();
    },
    async deploy(...args) {
      const output = await command(args);
      servingEdits = originals.size > 0;
      return output;
    },
    async rollback() {
      const output = await command(['--rollback']);
      servingEdits = true;
      return output;
    },
    async restore() {
      await deployer.restoreSources();
      if (servingEdits) await deployer.deploy();
    },
  };
  return deployer;
}
