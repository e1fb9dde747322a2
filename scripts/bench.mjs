#!/usr/bin/env node
// `pnpm bench`: the product's pages measured two ways, after each app's sizes against its budget.
// - A cold load in Chromium at 375x812 (Playwright): every JavaScript file loaded (as sent,
//   gzip/br, and decoded), the total against the React floor, and the copies of every federation
//   singleton the page ended up with.
// - Lighthouse mobile (default config: simulated throttling, mobile emulation), the median of
//   several cold runs (BENCH_LIGHTHOUSE_RUNS, default 3).
// A summary table closes the output. Figures only; the one failure is a duplicated singleton
// (test:all fails over-budget sizes). Uses the topology given by BENCH_URL, or starts its own
// (BENCH_PORT, default 8190). docs/performance.md explains the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, resolveChromium } from './lib/chromium.mjs';
import { measureLighthouse } from './lib/bench-lighthouse.mjs';
import { LIGHTHOUSE_FIGURES, formatFigures } from './lib/bench-lighthouse-summary.mjs';
import { measureColdLoad } from './lib/bench-page-load.mjs';
import { floorRatio, formatFloorLine, formatRatio, kib } from './lib/bench-react-floor.mjs';
import { countSingletonCopies } from './lib/bench-singleton-copies.mjs';
import { checkSizeBudgets, formatBudgetTable } from './lib/size-budgets.mjs';
import { formatTable } from './lib/text-table.mjs';
import { ensureBuilt, startTopology } from './lib/topology.mjs';

// One line per page: route name, path, and a selector that tells the page has rendered.
const pages = [
  { name: 'landing.index', path: '/home', ready: 'main a[href="/auth/sign-up"]' },
  // the first posting's link: the list has rendered, not only the search form above it
  { name: 'positions.index', path: '/positions', ready: 'main article h3 a[href^="/positions/"]' },
  // a live demo posting without an end date (the demo seed's ids are stable)
  {
    name: 'positions.show',
    path: '/positions/89c7c3d4-1dac-4c49-bfb5-00bf13d3ee2b',
    ready: 'main article h1',
  },
  { name: 'auth.login', path: '/auth/login', ready: 'form input[type="password"]' },
];

const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function withTopology(run) {
  if (process.env.BENCH_URL) return run(process.env.BENCH_URL.replace(/\/+$/, ''));
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-bench-'));
  const topology = await startTopology({
    port: Number(process.env.BENCH_PORT ?? 8190),
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    return await run(topology.url);
  } finally {
    await topology.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each app's sizes against its budget, read from the dist/ folders (docs/size-budgets.md). */
function printSizeBudgets() {
  const { rows, problems } = checkSizeBudgets();
  console.log('\n== size budgets  (bytes as sent, brotli; checked by npm run test:all)\n');
  console.log(formatBudgetTable(rows));
  for (const problem of problems) console.log(`\n${problem}`);
}

/** The page's JavaScript files, a subtotal per origin and the total; returns the total as sent. */
function printScripts(scripts, baseUrl) {
  const sum = (list) =>
    list.reduce(
      (acc, s) => ({
        transfer: acc.transfer + s.transferBytes,
        decoded: acc.decoded + s.decodedBytes,
      }),
      { transfer: 0, decoded: 0 },
    );
  const rows = scripts.map((script) => ({
    url: script.url.replace(baseUrl, ''),
    encoding: script.encoding,
    transfer: kib(script.transferBytes),
    decoded: kib(script.decodedBytes),
  }));
  const origins = [...new Set(scripts.map((script) => new URL(script.url).origin))];
  for (const origin of origins) {
    const fromOrigin = scripts.filter((script) => new URL(script.url).origin === origin);
    const subtotal = sum(fromOrigin);
    rows.push({
      url: `  ${origin} (${fromOrigin.length} files)`,
      encoding: '',
      transfer: kib(subtotal.transfer),
      decoded: kib(subtotal.decoded),
    });
  }
  const total = sum(scripts);
  rows.push({
    url: `total (${scripts.length} files)`,
    encoding: '',
    transfer: kib(total.transfer),
    decoded: kib(total.decoded),
  });
  console.log(
    formatTable(rows, [
      { key: 'url', title: 'JavaScript' },
      { key: 'encoding', title: 'encoding' },
      { key: 'transfer', title: 'as sent', right: true },
      { key: 'decoded', title: 'decoded', right: true },
    ]),
  );
  return total.transfer;
}

/** @param {import('./lib/bench-singleton-copies.mjs').SingletonCopies[]} copies */
function printSingletons(copies) {
  const rows = copies.map((copy) => ({
    pkg: copy.pkg,
    copies: copy.copies,
    share: copy.shareEntries.length
      ? `${copy.inShareScope} (${copy.shareEntries.join(', ')})`
      : String(copy.inShareScope),
    bundles: copy.inBundles ?? '-',
    verdict: copy.verdict,
  }));
  console.log(
    formatTable(rows, [
      { key: 'pkg', title: 'singleton' },
      { key: 'copies', title: 'copies', right: true },
      { key: 'share', title: 'share scope' },
      { key: 'bundles', title: 'bundle markers', right: true },
      { key: 'verdict', title: 'verdict' },
    ]),
  );
}

const figureColumns = LIGHTHOUSE_FIGURES.map((figure) => ({
  key: figure.key,
  title: figure.title,
  right: true,
}));

/** @param {Awaited<ReturnType<typeof measureLighthouse>>} result */
function printLighthouse(result) {
  const rows = result.runs.map((run, index) => ({
    run: `run ${index + 1}${index === result.medianPerfRun ? ' *' : ''}`,
    ...formatFigures(run.figures),
    benchmark: Math.round(run.benchmarkIndex),
  }));
  rows.push({ run: 'median', ...formatFigures(result.median), benchmark: '' });
  console.log(
    formatTable(rows, [
      { key: 'run', title: 'Lighthouse' },
      ...figureColumns,
      { key: 'benchmark', title: 'benchmarkIndex', right: true },
    ]),
  );
  console.log(
    `* median-perf run: run ${result.medianPerfRun + 1} of ${result.runs.length}; ` +
      'the median line takes each figure\u2019s own median',
  );
  for (const [index, run] of result.runs.entries())
    for (const warning of run.warnings) console.log(`run ${index + 1} warning: ${warning}`);
}

function printSummary(summary) {
  const summaryFigures = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'accessibility'];
  console.log(
    `\n== summary  (Lighthouse mobile, median of ${lighthouseRuns}; JS run by a cold load before any input, as sent)\n`,
  );
  console.log(
    formatTable(
      summary.map((entry) => ({
        page: entry.path,
        ...formatFigures(entry.lighthouse.median),
        js: (entry.jsBytes / 1024).toFixed(1),
        floor: formatRatio(floorRatio(entry.jsBytes)),
      })),
      [
        { key: 'page', title: 'page' },
        ...figureColumns.filter((column) => summaryFigures.includes(column.key)),
        { key: 'js', title: 'JS KiB', right: true },
        { key: 'floor', title: 'x floor', right: true },
      ],
    ),
  );
}

/** Playwright's cold load of one page: scripts, the React floor line, the singleton table. */
async function measureJavaScript(target, url, baseUrl, problems) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  try {
    const { scripts, share, intentMs, documentBytes } = await measureColdLoad(browser, url, {
      ready: target.ready,
    });
    console.log(
      `\nfirst HTML as sent: ${(documentBytes / 1000).toFixed(1)} kB (one window: 14 kB)`,
    );
    const firstLoad = scripts.filter((script) => script.phase === 'load' && !script.prefetch);
    const prefetched = scripts.filter((script) => script.prefetch);
    const onIntent = scripts.filter((script) => script.phase === 'intent' && !script.prefetch);
    console.log('\n-- JavaScript  (Playwright cold load, cache disabled, 375x812)\n');
    console.log('run by the load:');
    const jsBytes = printScripts(firstLoad, baseUrl);
    console.log(`\n${formatFloorLine(jsBytes)}`);
    if (prefetched.length) {
      console.log('\nprefetched while idle (not run; the cache serves them on intent):');
      printScripts(prefetched, baseUrl);
    }
    if (intentMs !== null) {
      console.log('\nrun once the visitor reached for the page (a mouse over it):');
      printScripts(onIntent, baseUrl);
      console.log(`\nintent to started page: ${intentMs} ms (unthrottled, cache disabled)`);
    }
    console.log('\n-- singletons  (shared/config/federation-shared.cjs)\n');
    const copies = countSingletonCopies(
      scripts.filter((script) => !script.prefetch),
      share,
    );
    printSingletons(copies);
    for (const copy of copies)
      if (copy.copies > 1) problems.push(`${target.name}: ${copy.copies} copies of ${copy.pkg}`);
    return jsBytes;
  } finally {
    // closed before Lighthouse starts, so an idle browser does not share its CPU
    await browser.close();
  }
}

const failures = await withTopology(async (baseUrl) => {
  printSizeBudgets();
  const problems = [];
  const summary = [];
  for (const target of pages) {
    const url = `${baseUrl}${target.path}`;
    console.log(`\n== ${target.name}  ${url}`);
    const jsBytes = await measureJavaScript(target, url, baseUrl, problems);
    console.log(
      `\n-- Lighthouse mobile  (default config: simulated throttling; ${lighthouseRuns} cold runs)\n`,
    );
    const lighthouse = await measureLighthouse(url, {
      runs: lighthouseRuns,
      onRun: (index) => process.stderr.write(`lighthouse ${target.path} run ${index + 1}\n`),
    });
    printLighthouse(lighthouse);
    summary.push({ path: target.path, jsBytes, lighthouse });
  }
  printSummary(summary);
  return problems;
});

if (failures.length > 0) {
  console.error(`\nbench: ${failures.join('; ')}`);
  process.exit(1);
}
