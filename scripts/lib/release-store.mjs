// Releases of one remote in the folder its origin serves, published the way object storage behind
// a CDN is (docs/delivery.md): content-hashed files first (they never overwrite anything), the
// entry files last, each replaced by a rename so a visitor reads a whole old or a whole new file.
// The manifest, the shell's way in, names a content-hashed copy of remoteEntry.js, so a visitor
// who read the new manifest can only load the new release's files, never a mix.
//
//   <origin>/public/            what the origin serves
//   <origin>/releases/<id>/     each kept release's entry files, for rollback
//   <origin>/releases.json      { current, history, releases: [{ id, files, activatedAt }] }
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesBelow, isContentHashed } from './build-files.mjs';

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Switched last and in this order: the manifest, which the shell reads first, goes last. */
export const ENTRY_FILES = ['mf-manifest-stats.json', REMOTE_ENTRY_FILE, MANIFEST_FILE];
export const DEFAULT_KEEP = 5;

// the plain file last, as when writing: a reader that finds it finds its variants
const VARIANTS = ['.gz', '.br', ''];
const STALE_LOCK_MS = 10 * 60_000;

export const servedDir = (originDir) => path.join(originDir, 'public');
const releasesDir = (originDir) => path.join(originDir, 'releases');
const stateFile = (originDir) => path.join(originDir, 'releases.json');
export const hashedEntryName = (id) => `remoteEntry.${id}.js`;

function isEntryFile(relative) {
  return ENTRY_FILES.some((entry) => VARIANTS.some((variant) => relative === entry + variant));
}

/** Writes `target` through a dot file beside it and a rename: readers never see half a file. */
async function replaceFile(target, write) {
  await mkdir(path.dirname(target), { recursive: true });
  const incoming = path.join(path.dirname(target), `.incoming-${randomUUID()}`);
  try {
    await write(incoming);
    await rename(incoming, target);
  } catch (error) {
    await rm(incoming, { force: true });
    throw error;
  }
}

const writeBytes = (target, bytes) => replaceFile(target, (file) => writeFile(file, bytes));
const copyInto = (source, target) => replaceFile(target, (file) => copyFile(source, file));

/** A file's bytes and its precompressed variants, as the origin serves them (brotli as the build). */
function withVariants(bytes) {
  return {
    '.gz': zlib.gzipSync(bytes, { level: 9 }),
    '.br': zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
    '': bytes,
  };
}

/** The plain file last: a reader that finds it finds its variants too. */
async function writeVariants(target, variants) {
  for (const [suffix, bytes] of Object.entries(variants)) await writeBytes(target + suffix, bytes);
}

export function readReleaseState(originDir) {
  return readFile(stateFile(originDir), 'utf8').then(
    (text) => JSON.parse(text),
    (error) => {
      if (error.code === 'ENOENT') return { current: null, history: [], releases: [] };
      throw error;
    },
  );
}

const writeState = (originDir, state) =>
  writeBytes(stateFile(originDir), `${JSON.stringify(state, null, 2)}\n`);

/** One publisher per origin at a time; a lock older than ten minutes is a crashed publisher's. */
async function withLock(originDir, work) {
  const lock = path.join(originDir, '.lock');
  await mkdir(originDir, { recursive: true });
  try {
    await mkdir(lock);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const age = Date.now() - (await stat(lock)).mtimeMs;
    if (age < STALE_LOCK_MS)
      throw new Error(`another publish of ${originDir} is running (remove ${lock} if it is not)`);
  }
  try {
    return await work();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

/** A build of a remote: its manifest and entry, and an id naming exactly this build. */
async function readBuild(buildDir) {
  const manifestPath = path.join(buildDir, MANIFEST_FILE);
  const entryPath = path.join(buildDir, REMOTE_ENTRY_FILE);
  if (!existsSync(manifestPath) || !existsSync(entryPath))
    throw new Error(
      `${buildDir} is not a remote's build (no ${MANIFEST_FILE} or ${REMOTE_ENTRY_FILE})`,
    );
  const manifestBytes = await readFile(manifestPath);
  const entryBytes = await readFile(entryPath);
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  if (manifest?.metaData?.remoteEntry?.name !== REMOTE_ENTRY_FILE)
    throw new Error(`${manifestPath} does not name ${REMOTE_ENTRY_FILE} as its entry`);
  const id = createHash('sha256')
    .update(entryBytes)
    .update(manifestBytes)
    .digest('hex')
    .slice(0, 10);
  return { manifest, entryBytes, id };
}

/**
 * Copies a build's files into the origin (new content-hashed files only; other files replaced)
 * and keeps its entry files under releases/<id>/, the manifest rewritten to name the hashed entry.
 * Returns the files of the origin that belong to this release.
 */
async function stageRelease(buildDir, originDir, { manifest, entryBytes, id }) {
  const publicDir = servedDir(originDir);
  const files = filesBelow(buildDir).filter((file) => !isEntryFile(file));
  let added = 0;
  for (const file of files) {
    const target = path.join(publicDir, file);
    if (existsSync(target) && isContentHashed(file)) continue;
    await copyInto(path.join(buildDir, file), target);
    added += 1;
  }
  const hashedEntry = hashedEntryName(id);
  const entry = withVariants(entryBytes);
  await writeVariants(path.join(publicDir, hashedEntry), entry);

  const releaseDir = path.join(releasesDir(originDir), id);
  const released = {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      remoteEntry: { ...manifest.metaData.remoteEntry, name: hashedEntry },
    },
  };
  await writeVariants(
    path.join(releaseDir, MANIFEST_FILE),
    withVariants(Buffer.from(JSON.stringify(released))),
  );
  await writeVariants(path.join(releaseDir, REMOTE_ENTRY_FILE), entry);
  const statsFile = path.join(buildDir, ENTRY_FILES[0]);
  if (existsSync(statsFile))
    await writeVariants(
      path.join(releaseDir, ENTRY_FILES[0]),
      withVariants(await readFile(statsFile)),
    );
  const entryFiles = Object.keys(entry).map((suffix) => hashedEntry + suffix);
  return { files: [...files, ...entryFiles], added: added + entryFiles.length };
}

/** Points the origin at release `id`: each entry file replaced by a rename, the manifest last. */
async function switchEntryFiles(originDir, id) {
  const from = path.join(releasesDir(originDir), id);
  for (const entry of ENTRY_FILES) {
    for (const variant of VARIANTS) {
      const source = path.join(from, entry + variant);
      const target = path.join(servedDir(originDir), entry + variant);
      if (existsSync(source)) await copyInto(source, target);
      else await rm(target, { force: true });
    }
  }
}

/** Drops releases beyond the last `keep` activated (never the current one) and their files. */
async function prune(originDir, state, keep) {
  const kept = state.releases.slice(-Math.max(1, keep));
  if (!kept.some((release) => release.id === state.current)) {
    const current = state.releases.find((release) => release.id === state.current);
    if (current) kept.unshift(current);
  }
  const dropped = state.releases.filter((release) => !kept.includes(release));
  const stillUsed = new Set(kept.flatMap((release) => release.files));
  for (const release of dropped) {
    for (const file of release.files) {
      if (!stillUsed.has(file)) await rm(path.join(servedDir(originDir), file), { force: true });
    }
    await rm(path.join(releasesDir(originDir), release.id), { recursive: true, force: true });
  }
  const keptIds = new Set(kept.map((release) => release.id));
  return {
    state: {
      ...state,
      releases: kept,
      history: state.history.filter((id) => keptIds.has(id)),
    },
    pruned: dropped.map((release) => release.id),
  };
}

function activate(state, release) {
  const others = state.releases.filter((candidate) => candidate.id !== release.id);
  return {
    ...state,
    current: release.id,
    releases: [...others, { ...release, activatedAt: new Date().toISOString() }],
  };
}

/**
 * Publishes the remote built in `buildDir` to the origin in `originDir` and makes it current.
 * `onlyIfNew`: a build the origin already knows leaves the current release alone (a restart of the
 * topology must not undo a deploy or a rollback).
 *
 * @returns {Promise<{ id: string, outcome: 'published' | 'already-current' | 'known', added: number, pruned: string[] }>}
 */
export async function publishRelease({
  buildDir,
  originDir,
  keep = DEFAULT_KEEP,
  onlyIfNew = false,
}) {
  return withLock(originDir, async () => {
    const build = await readBuild(buildDir);
    let state = await readReleaseState(originDir);
    const known = state.releases.find((release) => release.id === build.id);
    if (state.current === build.id)
      return { id: build.id, outcome: 'already-current', added: 0, pruned: [] };
    if (known && onlyIfNew) return { id: build.id, outcome: 'known', added: 0, pruned: [] };

    const staged = known
      ? { files: known.files, added: 0 }
      : await stageRelease(buildDir, originDir, build);
    const release = { id: build.id, files: staged.files };
    // recorded before the switch, so a crash in between leaves its files accounted for
    await writeState(originDir, {
      ...state,
      releases: [...state.releases.filter((r) => r.id !== release.id), release],
    });
    await switchEntryFiles(originDir, build.id);
    state = { ...activate(state, release), history: [...state.history, build.id] };
    const pruned = await prune(originDir, state, keep);
    await writeState(originDir, pruned.state);
    return { id: build.id, outcome: 'published', added: staged.added, pruned: pruned.pruned };
  });
}

/**
 * Switches the origin back to the release that was current before this one, the same way a
 * publish switches. Repeated rollbacks walk further back while releases are kept.
 *
 * @returns {Promise<{ from: string, to: string }>}
 */
export async function rollbackRelease({ originDir }) {
  return withLock(originDir, async () => {
    const state = await readReleaseState(originDir);
    const previous = state.history.at(-2);
    if (!state.current || !previous) throw new Error('there is no earlier release to roll back to');
    await switchEntryFiles(originDir, previous);
    const release = state.releases.find((candidate) => candidate.id === previous);
    const next = activate(state, release);
    next.history = state.history.slice(0, -1);
    await writeState(originDir, next);
    return { from: state.current, to: previous };
  });
}
