// Which files of a build never change, and the listing the publish and budget scripts share
// (scripts/lib/build-files.mjs). Run: node --test scripts/lib/ (part of `pnpm test`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { filesBelow, isContentHashed } from '../build-files.mjs';

test('content-hashed: chunks, their license files and precompressed variants, the hashed entry', () => {
  for (const file of [
    '405.8e4eaf4c9a.js',
    '405.8e4eaf4c9a.js.br',
    '171.90cfda27b0.js.LICENSE.txt',
    '__federation_expose_routes.3567ba7082.js.gz',
    'assets/logo.0123456789.svg',
    'remoteEntry.31931746b4.js',
  ])
    assert.equal(isContentHashed(file), true, file);
});

test('not content-hashed: the entry files and anything without a hash', () => {
  for (const file of [
    'remoteEntry.js',
    'remoteEntry.js.br',
    'mf-manifest.json',
    'mf-manifest-stats.json.gz',
    'main.js',
    'index.html',
    'chunk.12345.js',
  ])
    assert.equal(isContentHashed(file), false, file);
});

test('filesBelow lists nested files relative to the folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-build-files-'));
  try {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    writeFileSync(path.join(dir, 'assets', 'logo.0123456789.svg'), '');
    assert.deepEqual(filesBelow(dir).sort(), ['assets/logo.0123456789.svg', 'remoteEntry.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
