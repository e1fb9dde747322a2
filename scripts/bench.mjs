#!/usr/bin/env node
// `pnpm bench`: cold loads of the product's pages in Chromium at 375x812, printing every
// JavaScript file loaded (size on the wire as sent, gzip/br, and decoded) and how many copies
// of react/react-dom the page ended up with, after each app's sizes against its budget.
// Figures only; the one failure is a duplicated React (test:all fails over-budget sizes).
// Uses the topology given by BENCH_URL, or starts its own (BENCH_PORT, default 8190).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, resolveChromium } from './lib/chromium.mjs';
import { measureColdLoad } from './lib/bench-page-load.mjs';
import { countReactCopies } from './lib/bench-react-copies.mjs';
import { checkSizeBudgets, formatBudgetTable } from './lib/size-budgets.mjs';
import { formatTable } from './lib/text-table.mjs';
import { ensureBuilt, startTopology } from './lib/topology.mjs';

// One line per page: route name, path, and a selector that tells the page has rendered.
const pages = [
  { name: 'auth.login', path: '/auth/login', ready: 'form input[type="password"]' },
  { name: 'landing.index', path: '/home', ready: 'main a[href="/auth/sign-up"]' },
  // a live demo posting without an end date (the demo seed's ids are stable)
  {
    name: 'positions.show',
    path: '/positions/89c7c3d4-1dac-4c49-bfb5-00bf13d3ee2b',
    ready: 'main article h1',
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

const failures = await withTopology(async (baseUrl) => {
  printSizeBudgets();
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  const problems = [];
  try {
    for (const target of pages) {
      const url = `${baseUrl}${target.path}`;
      const { scripts, share } = await measureColdLoad(browser, url, { ready: target.ready });
      console.log(`\n== ${target.name}  ${url}  (cold load, cache disabled, 375x812)\n`);
      const rows = scripts.map((script) => ({
        url: script.url.replace(baseUrl, ''),
        encoding: script.encoding,
        transfer: kb(script.transferBytes),
        decoded: kb(script.decodedBytes),
      }));
      const sum = (list) =>
        list.reduce(
          (acc, s) => ({
            transfer: acc.transfer + s.transferBytes,
            decoded: acc.decoded + s.decodedBytes,
          }),
          { transfer: 0, decoded: 0 },
        );
      const origins = [...new Set(scripts.map((script) => new URL(script.url).origin))];
      for (const origin of origins) {
        const fromOrigin = scripts.filter((script) => new URL(script.url).origin === origin);
        const subtotal = sum(fromOrigin);
        rows.push({
          url: `  ${origin} (${fromOrigin.length} files)`,
          encoding: '',
          transfer: kb(subtotal.transfer),
          decoded: kb(subtotal.decoded),
        });
      }
      const total = sum(scripts);
      rows.push({
        url: `total (${scripts.length} files)`,
        encoding: '',
        transfer: kb(total.transfer),
        decoded: kb(total.decoded),
      });
      console.log(
        formatTable(rows, [
          { key: 'url', title: 'JavaScript' },
          { key: 'encoding', title: 'encoding' },
          { key: 'transfer', title: 'transfer', right: true },
          { key: 'decoded', title: 'decoded', right: true },
        ]),
      );

      console.log('');
      for (const copy of countReactCopies(scripts, share)) {
        const copies = Math.max(copy.inBundles, copy.inShareScope);
        const verdict = copies === 1 ? 'ok' : copies === 0 ? 'NOT FOUND' : 'DUPLICATED';
        console.log(
          `${copy.pkg.padEnd(17)} copies: ${copies}  (share scope: ${copy.inShareScope}${copy.shareEntries.length ? ` [${copy.shareEntries.join(', ')}]` : ''}; bundle markers: ${copy.inBundles})  ${verdict}`,
        );
        if (copies > 1) problems.push(`${target.name}: ${copies} copies of ${copy.pkg}`);
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
});

if (failures.length > 0) {
  console.error(`\nbench: ${failures.join('; ')}`);
  process.exit(1);
}
