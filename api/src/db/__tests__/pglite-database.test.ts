import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgliteDatabase } from '../pglite-database';

// docs/api.md#durability: a killed api process loses no answered write, and its data
// directory opens again without repair.
const CHILD = fileURLToPath(new URL('./fixtures/pglite-child.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'jobmatch-pglite-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the child until it dies; `onId` sees each committed id and may kill it. */
function runChild(
  mode: 'killed-while-creating' | 'commit-until-killed',
  dataDir: string,
  onId: (id: number, kill: () => void) => void = () => {},
): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [mode, dataDir], {
      cwd: API_ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('message', (id) => onId(Number(id), () => child.kill('SIGKILL')));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal ? resolve(signal) : reject(new Error(`child exited ${code}: ${stderr}`)),
    );
  });
}

test('a first start killed while PGlite puts the new database in place leaves one the next start opens', async () => {
  const dataDir = path.join(root, 'pgdata');
  expect(await runChild('killed-while-creating', dataDir)).toBe('SIGKILL');

  const db = await createPgliteDatabase(dataDir);
  try {
    await db.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (7);');
    expect((await db.query('SELECT n FROM t')).rows).toEqual([{ n: 7 }]);
    expect(existsSync(`${dataDir}.creating`)).toBe(false);
  } finally {
    await db.close();
  }
}, 90_000);

test('every transaction that resolved survives a SIGKILL, and the stale lock file does not block the reopen', async () => {
  const dataDir = path.join(root, 'pgdata');
  const committed: number[] = [];
  const signal = await runChild('commit-until-killed', dataDir, (id, kill) => {
    committed.push(id);
    if (committed.length === 200) kill();
  });
  expect(signal).toBe('SIGKILL');
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);

  const db = await createPgliteDatabase(dataDir);
  try {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM writes');
    const stored = new Set(rows.map((row) => row.id));
    expect(committed.filter((id) => !stored.has(id))).toEqual([]);
    expect(committed.length).toBeGreaterThanOrEqual(200);
  } finally {
    await db.close();
  }
}, 90_000);
