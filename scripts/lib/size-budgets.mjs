// Size budgets in bytes as sent (brotli): each app's measures from its dist/ against its own
// <app>/size-budget.json. What each measure counts and how to change a budget:
// docs/size-budgets.md.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { filesBelow } from './build-files.mjs';
import { presentRemotes, repoRoot } from './remotes.mjs';
import { formatTable } from './text-table.mjs';

export const BUDGET_FILE = 'size-budget.json';
const REMOTE_ENTRY = 'remoteEntry.js';
const MANIFEST = 'mf-manifest.json';
const LAZY_DATA_LIST = 'lazy-data.json';

/** The apps the check covers: the shell and every remote whose folder exists. */
export function budgetedApps() {
  return [
    { dir: 'shell', kind: 'shell' },
    ...presentRemotes().map((remote) => ({ dir: remote.dir, kind: 'remote' })),
  ];
}

/**
 * Bytes a file costs on the wire: its `.br` sibling when the build emitted one; the build skips
 * files under 512 bytes and files brotli barely shrinks, which are then sent as they are
 * (shared/config/webpack.base.cjs).
 */
export function sentBytes(distDir, file) {
  const compressed = path.join(distDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(distDir, file)).size;
}

const sumSent = (distDir, files) =>
  [...new Set(files)].reduce((total, file) => total + sentBytes(distDir, file), 0);

const javaScriptFiles = (dir) => filesBelow(dir).filter((file) => file.endsWith('.js'));

const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, MANIFEST), 'utf8'));
const jsAssets = (items, kinds) =>
  items.flatMap((item) => kinds.flatMap((kind) => item.assets.js[kind]));

/**
 * Data files a remote copies from a package as they are and loads only on demand (the wizard's
 * postal-code data), as its build lists them in `lazy-data.json`; none when the file is absent.
 */
export function lazyDataFiles(distDir) {
  const listFile = path.join(distDir, LAZY_DATA_LIST);
  return existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')).files : [];
}

/**
 * A remote: `entry`, what the shell fetches before the remote's first screen (remoteEntry.js and
 * the sync chunks of every expose); `total`, every .js file it ships but its lazy data files;
 * `lazyData`, those files, only for a remote that has any.
 */
export function measureRemote(distDir) {
  const manifest = readManifest(distDir);
  const lazyData = new Set(lazyDataFiles(distDir));
  return {
    entry: sumSent(distDir, [REMOTE_ENTRY, ...jsAssets(manifest.exposes, ['sync'])]),
    total: sumSent(
      distDir,
      javaScriptFiles(distDir).filter((file) => !lazyData.has(file)),
    ),
    ...(lazyData.size > 0 ? { lazyData: sumSent(distDir, [...lazyData]) } : {}),
  };
}

/** The script a server-rendered page runs at load, inlined into its first HTML by the api. */
const START_ON_INTENT_SCRIPT = path.join('api', 'src', 'shell-page', 'start-on-intent.page.js');

/**
 * `publicFirstLoad`: what a server-rendered public page runs at load, the api's inline
 * start-on-intent script alone (docs/server-rendering.md#start-on-intent); measured when the
 * workspace around `dist/` has it.
 */
function publicFirstLoad(distDir) {
  const file = path.resolve(distDir, '..', '..', START_ON_INTENT_SCRIPT);
  return existsSync(file) ? { publicFirstLoad: brotliCompressSync(readFileSync(file)).length } : {};
}

/**
 * The shell: `firstLoad`, index.html, main.js and every chunk of the libraries it provides to
 * the remotes (an upper bound of a first load that does not depend on the page, and of what a
 * server-rendered page runs on intent); `publicFirstLoad`, what a server-rendered page runs at
 * load; `total`, every .js file but remoteEntry.js, which the shell's own page never loads
 * (shell/src/app/self-remote-plugin.ts).
 */
export function measureShell(distDir) {
  const manifest = readManifest(distDir);
  return {
    ...publicFirstLoad(distDir),
    firstLoad: sumSent(distDir, [
      'index.html',
      'main.js',
      ...jsAssets(manifest.shared, ['sync', 'async']),
    ]),
    total: sumSent(
      distDir,
      javaScriptFiles(distDir).filter((file) => file !== REMOTE_ENTRY),
    ),
  };
}

/** A budget for a measured figure: about 5% headroom, rounded up to the next 1,000 bytes. */
export function budgetFor(bytes) {
  return Math.ceil((bytes * 1.05) / 1000) * 1000;
}

const formatBytes = (bytes) => `${bytes.toLocaleString('en-US')} B`;

/**
 * Measures every app and compares with its budget file.
 * @param {{ root?: string, apps?: { dir: string, kind: 'shell' | 'remote' }[] }} [options]
 * @returns {{ rows: { app: string, measure: string, bytes: number, budget: number | undefined }[],
 *   passed: number, problems: string[] }}
 */
export function checkSizeBudgets({ root = repoRoot, apps = budgetedApps() } = {}) {
  const rows = [];
  const problems = [];
  let passed = 0;
  for (const app of apps) {
    const distDir = path.join(root, app.dir, 'dist');
    const budgetFile = `${app.dir}/${BUDGET_FILE}`;
    if (!existsSync(path.join(distDir, MANIFEST))) {
      problems.push(
        `${app.dir} has no build in ${app.dir}/dist: run pnpm --filter ./${app.dir} build first`,
      );
      continue;
    }
    const measures = (app.kind === 'shell' ? measureShell : measureRemote)(distDir);
    const budgetPath = path.join(root, app.dir, BUDGET_FILE);
    const budgets = existsSync(budgetPath)
      ? JSON.parse(readFileSync(budgetPath, 'utf8'))
      : undefined;
    if (!budgets) {
      const wanted = Object.fromEntries(
        Object.entries(measures).map(([measure, bytes]) => [measure, budgetFor(bytes)]),
      );
      problems.push(
        `${app.dir} has no budget file: create ${budgetFile} with ${JSON.stringify(wanted)}`,
      );
    }
    for (const [measure, bytes] of Object.entries(measures)) {
      const budget = budgets?.[measure];
      rows.push({ app: app.dir, measure, bytes, budget });
      if (!budgets) continue;
      if (typeof budget !== 'number') {
        problems.push(`${app.dir} ${measure} has no budget: add "${measure}" to ${budgetFile}`);
      } else if (bytes > budget) {
        problems.push(
          `${app.dir} ${measure} ${formatBytes(bytes)} is over its budget of ${formatBytes(budget)} (${budgetFile})`,
        );
      } else {
        passed += 1;
      }
    }
    for (const key of Object.keys(budgets ?? {})) {
      if (!(key in measures)) {
        problems.push(
          `${budgetFile} names "${key}", which is no measure of ${app.dir} (${Object.keys(measures).join(', ')})`,
        );
      }
    }
  }
  return { rows, passed, problems };
}

/** The table `node scripts/check-size-budgets.mjs` and `pnpm bench` print. */
export function formatBudgetTable(rows) {
  return formatTable(
    rows.map((row) => ({
      app: row.app,
      measure: row.measure,
      bytes: formatBytes(row.bytes),
      budget: row.budget === undefined ? '—' : formatBytes(row.budget),
      share: row.budget === undefined ? '—' : `${((row.bytes / row.budget) * 100).toFixed(1)}%`,
    })),
    [
      { key: 'app', title: 'app' },
      { key: 'measure', title: 'measure' },
      { key: 'bytes', title: 'bytes (br)', right: true },
      { key: 'budget', title: 'budget', right: true },
      { key: 'share', title: '% of budget', right: true },
    ],
  );
}
