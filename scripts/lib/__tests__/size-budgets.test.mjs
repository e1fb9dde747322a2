// Size budgets on fixture builds (docs/size-budgets.md). Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import {
  budgetFor,
  checkSizeBudgets,
  formatBudgetTable,
  measureRemote,
  measureShell,
} from '../size-budgets.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-size-budgets-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A built file of `plain` bytes and, as the build's compression step leaves it, its .br of `br` bytes. */
function emit(dist, file, plain, br) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), 'x'.repeat(plain));
  if (br !== undefined) writeFileSync(path.join(dist, `${file}.br`), 'b'.repeat(br));
}

const assetsOf = (sync, async = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });

/** A remote's dist: remoteEntry.js, one expose with a sync and an async chunk, one shared library. */
function buildRemote(dir, { asyncChunkBr = 3000 } = {}) {
  const dist = path.join(root, dir, 'dist');
  emit(dist, 'remoteEntry.js', 4000, 1200);
  emit(dist, '__federation_expose_routes.0a1b2c3d4e.js', 2000, 800);
  emit(dist, '12.5f6a7b8c9d.js', 9000, asyncChunkBr);
  emit(dist, '34.0e1f2a3b4c.js', 20000, 6000);
  writeFileSync(path.join(dist, '34.0e1f2a3b4c.js.LICENSE.txt'), 'MIT');
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'routes',
          assets: assetsOf(['__federation_expose_routes.0a1b2c3d4e.js'], ['12.5f6a7b8c9d.js']),
        },
      ],
      shared: [{ name: 'react', assets: assetsOf(['34.0e1f2a3b4c.js']) }],
    }),
  );
  return dist;
}

const writeBudget = (dir, budget) =>
  writeFileSync(path.join(root, dir, 'size-budget.json'), JSON.stringify(budget));

const remote = { dir: 'mf-demo', kind: 'remote' };

test('a remote grown past its budget fails, naming the measure and the budget file', () => {
  buildRemote('mf-demo');
  writeBudget('mf-demo', { entry: 2100, total: 11500 });
  const within = checkSizeBudgets({ root, apps: [remote] });
  assert.deepEqual(within.problems, []);
  assert.equal(within.passed, 2);
  assert.deepEqual(within.rows, [
    { app: 'mf-demo', measure: 'entry', bytes: 2000, budget: 2100 },
    { app: 'mf-demo', measure: 'total', bytes: 11000, budget: 11500 },
  ]);

  // a screen of the remote (an async chunk) grows by 1 kB as sent
  buildRemote('mf-demo', { asyncChunkBr: 4000 });
  const grown = checkSizeBudgets({ root, apps: [remote] });
  assert.deepEqual(grown.problems, [
    'mf-demo total 12,000 B is over its budget of 11,500 B (mf-demo/size-budget.json)',
  ]);
  assert.equal(grown.passed, 1);
});

test('a remote entry counts remoteEntry.js and the sync chunks of its exposes, not their async chunks', () => {
  const dist = buildRemote('mf-demo');
  assert.deepEqual(measureRemote(dist), { entry: 1200 + 800, total: 1200 + 800 + 3000 + 6000 });
});

test('a file the build did not compress (no .br) counts its plain size', () => {
  const dist = buildRemote('mf-demo');
  emit(dist, '56.9a8b7c6d5e.js', 300);
  assert.equal(measureRemote(dist).total, 11000 + 300);
});

test('an app without a budget file fails and is told which file to create', () => {
  buildRemote('mf-demo');
  const { problems, passed, rows } = checkSizeBudgets({ root, apps: [remote] });
  assert.equal(passed, 0);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^mf-demo has no budget file: create mf-demo\/size-budget\.json with /);
  assert.deepEqual(JSON.parse(problems[0].replace(/^.* with /, '')), { entry: 3000, total: 12000 });
  assert.deepEqual(
    rows.map((row) => row.budget),
    [undefined, undefined],
  );
});

test('a budget file missing a measure or naming an unknown one fails', () => {
  buildRemote('mf-demo');
  writeBudget('mf-demo', { entry: 5000, totl: 50000 });
  assert.deepEqual(checkSizeBudgets({ root, apps: [remote] }).problems, [
    'mf-demo total has no budget: add "total" to mf-demo/size-budget.json',
    'mf-demo/size-budget.json names "totl", which is no measure of mf-demo (entry, total)',
  ]);
});

test('an app that is not built fails and is told to build first', () => {
  mkdirSync(path.join(root, 'mf-demo'));
  writeBudget('mf-demo', { entry: 5000, total: 50000 });
  const { problems, rows } = checkSizeBudgets({ root, apps: [remote] });
  assert.deepEqual(problems, [
    'mf-demo has no build in mf-demo/dist: run pnpm --filter ./mf-demo build first',
  ]);
  assert.deepEqual(rows, []);
});

test("the shell's first load is index.html, main.js and every chunk of its shared libraries; its total leaves out remoteEntry.js", () => {
  const dist = path.join(root, 'shell', 'dist');
  emit(dist, 'index.html', 334);
  emit(dist, 'main.js', 180000, 32000);
  emit(dist, 'remoteEntry.js', 179000, 33000);
  emit(dist, '1.aaaaaaaaaa.js', 50000, 14000); // react, sync
  emit(dist, '2.bbbbbbbbbb.js', 9000, 3000); // shared by two libraries: counted once
  emit(dist, '3.cccccccccc.js', 5000, 1500); // a library's async chunk
  emit(dist, '__federation_expose_session.dddddddddd.js', 177); // an expose: total only
  emit(dist, 'legal/page.js', 2000, 700); // below a folder: total only
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        { name: 'session', assets: assetsOf(['__federation_expose_session.dddddddddd.js']) },
      ],
      shared: [
        { name: 'react', assets: assetsOf(['1.aaaaaaaaaa.js', '2.bbbbbbbbbb.js']) },
        { name: 'react-dom', assets: assetsOf(['2.bbbbbbbbbb.js'], ['3.cccccccccc.js']) },
      ],
    }),
  );
  const firstLoad = 334 + 32000 + 14000 + 3000 + 1500;
  assert.deepEqual(measureShell(dist), { firstLoad, total: firstLoad - 334 + 177 + 700 });

  writeBudget('shell', { firstLoad: 51000, total: 51000 });
  const { problems } = checkSizeBudgets({ root, apps: [{ dir: 'shell', kind: 'shell' }] });
  assert.deepEqual(problems, [
    'shell total 51,377 B is over its budget of 51,000 B (shell/size-budget.json)',
  ]);
});

test('a budget is the measured figure plus about 5%, rounded up to the next 1,000 bytes', () => {
  assert.equal(budgetFor(214250), 225000);
  assert.equal(budgetFor(10382), 11000);
  assert.equal(budgetFor(1000), 2000);
});

test('the table shows bytes, budget and the share of the budget used', () => {
  const table = formatBudgetTable([
    { app: 'mf-demo', measure: 'total', bytes: 12000, budget: 11500 },
    { app: 'mf-new', measure: 'entry', bytes: 900, budget: undefined },
  ]).split('\n');
  assert.equal(table.length, 4);
  assert.match(table[0], /^app +measure +bytes \(br\) +budget +% of budget$/);
  assert.match(table[2], /^mf-demo +total +12,000 B +11,500 B +104\.3%$/);
  assert.match(table[3], /^mf-new +entry +900 B +— +—$/);
});

test('data files a remote lists in lazy-data.json are its lazyData, not part of its total', () => {
  const dist = buildRemote('mf-demo');
  emit(dist, 'z13-abcdEFGH.js', 6000, 1500);
  emit(dist, 'z53-ijklMNOP.js', 8000, 2500);
  writeFileSync(
    path.join(dist, 'lazy-data.json'),
    JSON.stringify({ files: ['z13-abcdEFGH.js', 'z53-ijklMNOP.js'] }),
  );
  assert.deepEqual(measureRemote(dist), {
    entry: 1200 + 800,
    total: 1200 + 800 + 3000 + 6000,
    lazyData: 1500 + 2500,
  });
  writeBudget('mf-demo', { entry: 2100, total: 11500 });
  assert.deepEqual(checkSizeBudgets({ root, apps: [remote] }).problems, [
    'mf-demo lazyData has no budget: add "lazyData" to mf-demo/size-budget.json',
  ]);
});
