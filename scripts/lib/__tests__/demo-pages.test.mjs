// The demo's own legal and company pages (docs/shell.md#legal-pages): the topology points the
// link variables at them (and the company link at applying for use) when unset, the shell's build
// carries them, and they are pages a phone can read. Run: node --test scripts/lib/ (part of `pnpm test`).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../remotes.mjs';
import { DEMO_STATIC_PAGES, demoPageLinks } from '../topology.mjs';

const shellDir = path.join(repoRoot, 'shell');
const origin = 'http://localhost:8080';

test('unset, the three link variables point at the demo pages on the shell origin', () => {
  assert.deepEqual(demoPageLinks(origin, {}), {
    PRIVACY_POLICY_URL: 'http://localhost:8080/legal/privacy',
    USER_AGREEMENT_URL: 'http://localhost:8080/legal/terms',
    COMPANY_SITE_URL: 'http://localhost:8080/company/apply',
  });
});

test('a variable that is set wins; an empty one counts as unset, as the api reads it', () => {
  const links = demoPageLinks(origin, {
    PRIVACY_POLICY_URL: 'https://jobmatch.example/privacy',
    USER_AGREEMENT_URL: '',
  });
  assert.equal(links.PRIVACY_POLICY_URL, 'https://jobmatch.example/privacy');
  assert.equal(links.USER_AGREEMENT_URL, 'http://localhost:8080/legal/terms');
});

for (const pagePath of DEMO_STATIC_PAGES) {
  test(`${pagePath} is a Japanese page readable on a phone`, () => {
    const file = path.join(shellDir, 'public', pagePath, 'index.html');
    assert.ok(existsSync(file), `${file} exists`);
    const html = readFileSync(file, 'utf8');
    assert.match(html, /<html lang="ja">/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1/);
    assert.match(html, /<title>[^<]+ \| JobMatch<\/title>/);
    assert.match(html, /<h1>[^<]+<\/h1>/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    assert.ok(
      stylesheet && existsSync(path.join(shellDir, 'public', stylesheet)),
      'its stylesheet',
    );
  });
}

test("the shell's build carries the pages to the paths the links name", async () => {
  const basePath = path.join(repoRoot, 'shared', 'config', 'webpack.base.cjs');
  const require = createRequire(basePath);
  const { createAppConfig } = require(basePath);
  const webpack = require('webpack');
  const shellConfig = createAppConfig({ name: 'shell', dirname: shellDir, isHost: true });
  const copyPublic = shellConfig.plugins.find(
    (plugin) => plugin.constructor.name === 'PublicFolderPlugin',
  );
  assert.ok(copyPublic, "the shell's config copies shell/public");

  const out = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-public-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      webpack({
        mode: 'none',
        context: shellDir,
        entry: {},
        output: { path: out },
        plugins: [copyPublic],
      }).run((error, result) => (error ? reject(error) : resolve(result))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    for (const pagePath of DEMO_STATIC_PAGES)
      assert.ok(existsSync(path.join(out, pagePath, 'index.html')), `${pagePath}/index.html built`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
