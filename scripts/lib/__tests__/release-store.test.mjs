// Publishing, rolling back and pruning releases of a remote's origin (scripts/lib/release-store.mjs,
// docs/delivery.md). Run: node --test scripts/lib/ (part of `pnpm test`).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import {
  hashedEntryName,
  publishRelease,
  readReleaseState,
  rollbackRelease,
  servedDir,
} from '../release-store.mjs';

let work;
let originDir;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-releases-'));
  originDir = path.join(work, 'origin');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const hash10 = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** A remote's build as webpack leaves it: entry files and content-hashed chunks. */
function makeBuild(name, chunks) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  const files = Object.entries(chunks).map(([chunk, content]) => {
    const file = `${chunk}.${hash10(content)}.js`;
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.br`), `br:${content}`);
    return file;
  });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */ load(${JSON.stringify(files)})`);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'stale compressed copy of the build');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_demo',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [{ name: 'routes', assets: { js: { sync: files, async: [] } } }],
    }),
  );
  writeFileSync(path.join(dir, 'mf-manifest-stats.json'), '{}');
  return { dir, files };
}

const served = (file) => path.join(servedDir(originDir), file);
const servedManifest = () => JSON.parse(readFileSync(served('mf-manifest.json'), 'utf8'));

test('a publish serves the chunks, a hashed copy of the entry, and a manifest naming that copy', async () => {
  const build = makeBuild('one', { a: 'A1', shared: 'S' });
  const result = await publishRelease({ buildDir: build.dir, originDir });

  assert.equal(result.outcome, 'published');
  for (const file of build.files) assert.ok(existsSync(served(file)), file);
  const entry = servedManifest().metaData.remoteEntry.name;
  assert.equal(entry, hashedEntryName(result.id));
  assert.equal(
    readFileSync(served(entry), 'utf8'),
    readFileSync(path.join(build.dir, 'remoteEntry.js'), 'utf8'),
  );
  assert.equal(
    readFileSync(served('remoteEntry.js'), 'utf8'),
    readFileSync(path.join(build.dir, 'remoteEntry.js'), 'utf8'),
  );
  // the compressed variants are the published file's, not the build's leftovers
  assert.notEqual(
    readFileSync(served('remoteEntry.js.br'), 'utf8'),
    'stale compressed copy of the build',
  );
  assert.ok(existsSync(served('mf-manifest.json.br')));
  assert.deepEqual((await readReleaseState(originDir)).history, [result.id]);
});

test('a second release keeps the first one’s files, and publishing it again changes nothing', async () => {
  const one = makeBuild('one', { a: 'A1', shared: 'S' });
  const two = makeBuild('two', { a: 'A2', shared: 'S' });
  const first = await publishRelease({ buildDir: one.dir, originDir });
  const second = await publishRelease({ buildDir: two.dir, originDir });

  assert.notEqual(first.id, second.id);
  for (const file of [...one.files, ...two.files]) assert.ok(existsSync(served(file)), file);
  assert.equal(
    second.added,
    2 + 3,
    'only the changed chunk and the new entry (each with variants) are new',
  );
  assert.equal(servedManifest().metaData.remoteEntry.name, hashedEntryName(second.id));

  const again = await publishRelease({ buildDir: two.dir, originDir });
  assert.equal(again.outcome, 'already-current');
  assert.deepEqual((await readReleaseState(originDir)).history, [first.id, second.id]);
});

test('a restart does not undo a deploy: a known build with onlyIfNew leaves the current release', async () => {
  const one = makeBuild('one', { a: 'A1' });
  const two = makeBuild('two', { a: 'A2' });
  await publishRelease({ buildDir: one.dir, originDir });
  const second = await publishRelease({ buildDir: two.dir, originDir });

  const restart = await publishRelease({ buildDir: one.dir, originDir, onlyIfNew: true });
  assert.equal(restart.outcome, 'known');
  assert.equal((await readReleaseState(originDir)).current, second.id);
  assert.equal(servedManifest().metaData.remoteEntry.name, hashedEntryName(second.id));
});

test('rollback switches back to the release before, walks further back, then refuses', async () => {
  const builds = ['one', 'two', 'three'].map((name, i) => makeBuild(name, { a: `A${i}` }));
  const ids = [];
  for (const build of builds)
    ids.push((await publishRelease({ buildDir: build.dir, originDir })).id);

  assert.deepEqual(await rollbackRelease({ originDir }), { from: ids[2], to: ids[1] });
  assert.equal(servedManifest().metaData.remoteEntry.name, hashedEntryName(ids[1]));
  assert.equal(
    readFileSync(served('remoteEntry.js'), 'utf8'),
    readFileSync(path.join(builds[1].dir, 'remoteEntry.js'), 'utf8'),
  );
  assert.deepEqual(await rollbackRelease({ originDir }), { from: ids[1], to: ids[0] });
  await assert.rejects(rollbackRelease({ originDir }), /no earlier release/);
  // the rolled-back releases stay on the origin for pages still running them
  for (const file of builds.flatMap((build) => build.files)) assert.ok(existsSync(served(file)));
});

test('releases beyond `keep` are dropped with the files no kept release uses', async () => {
  const builds = ['one', 'two', 'three'].map((name, i) =>
    makeBuild(name, { a: `A${i}`, shared: 'S' }),
  );
  const ids = [];
  for (const build of builds)
    ids.push((await publishRelease({ buildDir: build.dir, originDir, keep: 2 })).id);

  const state = await readReleaseState(originDir);
  assert.deepEqual(
    state.releases.map((release) => release.id),
    ids.slice(1),
  );
  assert.ok(!existsSync(served(builds[0].files[0])), 'the dropped release’s own chunk is gone');
  assert.ok(!existsSync(served(hashedEntryName(ids[0]))));
  assert.ok(existsSync(served(builds[0].files[1])), 'a chunk a kept release shares stays');
  assert.ok(!existsSync(path.join(originDir, 'releases', ids[0])));
  assert.deepEqual(state.history, ids.slice(1));
});

test('while releases are published, the served manifest always leads to files that exist', async () => {
  const builds = Array.from({ length: 6 }, (_, i) =>
    makeBuild(`b${i}`, { a: `A${i}`, b: `B${i}` }),
  );
  await publishRelease({ buildDir: builds[0].dir, originDir, keep: 2 });
  let publishing = true;
  const reader = (async () => {
    let reads = 0;
    while (publishing || reads === 0) {
      const manifest = servedManifest();
      const entry = manifest.metaData.remoteEntry.name;
      assert.ok(existsSync(served(entry)), `${entry} named by the manifest exists`);
      for (const file of manifest.exposes[0].assets.js.sync)
        assert.ok(existsSync(served(file)), `${file} named by the manifest exists`);
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return reads;
  })();
  for (const build of builds.slice(1))
    await publishRelease({ buildDir: build.dir, originDir, keep: 2 });
  publishing = false;
  assert.ok((await reader) > 0);
});

test('one publish at a time per origin', async () => {
  const one = makeBuild('one', { a: 'A1' });
  const two = makeBuild('two', { a: 'A2' });
  const results = await Promise.allSettled([
    publishRelease({ buildDir: one.dir, originDir }),
    publishRelease({ buildDir: two.dir, originDir }),
  ]);
  assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
  assert.match(
    results.find((result) => result.status === 'rejected').reason.message,
    /another publish/,
  );
});

test('a folder that is not a remote’s build is refused', async () => {
  const dir = path.join(work, 'empty');
  mkdirSync(dir);
  await assert.rejects(publishRelease({ buildDir: dir, originDir }), /is not a remote's build/);
});
