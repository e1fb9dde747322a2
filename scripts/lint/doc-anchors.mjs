// Every `docs/<file>.md#anchor` the code and the docs cite must lead somewhere: the file exists
// and has a heading with that anchor (run: node scripts/lint/doc-anchors.mjs; part of pnpm lint).
// Markdown links between docs (`[text](chat.md#socket)`, `(#local)`) are checked the same way.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lockfile cites nothing; the check's own test cites broken anchors on purpose. */
const NOT_CHECKED = ['pnpm-lock.yaml', 'scripts/lint/doc-anchors.test.mjs'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|jsonc?|ya?ml|sh|html|css)$/;
/** What an anchor may hold: GitHub keeps letters (Japanese too), digits, marks, `_` and `-`. */
const ANCHOR = String.raw`[\p{L}\p{M}\p{N}_-]+`;
const DOCS_CITATION = new RegExp(
  String.raw`(?<![\w/.-])(?:\.\./)*docs/([\w./-]+\.md)#(${ANCHOR})`,
  'gu',
);
const MARKDOWN_LINK = new RegExp(String.raw`\]\(([^)\s#]*?\.md)?#(${ANCHOR})\)`, 'gu');

/**
 * The anchor GitHub gives a heading (github-slugger): lower case, every character but letters,
 * marks, digits, `_`, `-` and spaces dropped, spaces turned into `-`.
 */
export function githubSlug(headingText) {
  return headingText
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading shows: links as their text, code and emphasis marks gone, HTML tags too. */
function renderedText(markdownHeading) {
  return markdownHeading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/** The anchors of a markdown document; a repeated heading gets `-1`, `-2`, … as on GitHub. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? null : fenceMark;
      continue;
    }
    if (fence) continue;
    for (const [, id] of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id);
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(renderedText(heading[1]));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The citations in `text` of the file `file` (repository-relative), as `{ line, target, anchor }`
 * with `target` the repository-relative path of the cited document.
 */
export function citationsIn(text, file) {
  const citations = new Map();
  const cite = (line, target, anchor) =>
    citations.set(`${line} ${target}#${anchor}`, { line, target, anchor });
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DOCS_CITATION)) cite(index + 1, `docs/${match[1]}`, match[2]);
    if (!file.endsWith('.md')) return;
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      if (match[1] && /^[a-z]+:/.test(match[1])) continue;
      const target = match[1]
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]))
        : file;
      cite(index + 1, target, match[2]);
    }
  });
  return [...citations.values()];
}

/** Each citation in `files` ({ path: text }) whose document or heading does not exist. */
export function brokenCitations(files, readDocument) {
  const anchorsByDocument = new Map();
  const anchorsIn = (target) => {
    if (!anchorsByDocument.has(target)) {
      const markdown = readDocument(target);
      anchorsByDocument.set(target, markdown === undefined ? undefined : anchorsOf(markdown));
    }
    return anchorsByDocument.get(target);
  };
  const broken = [];
  for (const [file, text] of Object.entries(files)) {
    for (const citation of citationsIn(text, file)) {
      const anchors = anchorsIn(citation.target);
      if (!anchors) broken.push({ file, ...citation, problem: 'no such document' });
      else if (!anchors.has(citation.anchor))
        broken.push({ file, ...citation, problem: 'no such heading' });
    }
  }
  return broken;
}

/** The repository's text files, tracked or new (what git does not ignore). */
function repositoryFiles(repoRoot) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !NOT_CHECKED.includes(file))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

export function checkRepository(repoRoot) {
  const files = Object.fromEntries(
    repositoryFiles(repoRoot).map((file) => [
      file,
      readFileSync(path.join(repoRoot, file), 'utf8'),
    ]),
  );
  const readDocument = (target) => {
    const file = path.join(repoRoot, target);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return brokenCitations(files, readDocument);
}

// node scripts/lint/doc-anchors.mjs [repository root; this repository when left out]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
  const broken = checkRepository(repoRoot);
  for (const { file, line, target, anchor, problem } of broken)
    console.error(`${file}:${line}  ${target}#${anchor}  (${problem})`);
  if (broken.length > 0) {
    console.error(`\n${broken.length} cited doc anchors do not exist.`);
    process.exitCode = 1;
  }
}
