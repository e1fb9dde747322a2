// The docs-anchor check (run: node --test scripts/lint/): GitHub's anchors, and a cited anchor
// that does not exist fails lint.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { anchorsOf, brokenCitations, githubSlug } from './doc-anchors.mjs';

const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'doc-anchors.mjs');

test('anchors are GitHub’s: lower case, punctuation dropped, spaces to -, Japanese kept', () => {
  assert.equal(
    githubSlug('Live updates (the shell’s chat singleton)'),
    'live-updates-the-shells-chat-singleton',
  );
  assert.equal(githubSlug('Saved postings (気になる)'), 'saved-postings-気になる');
  assert.equal(
    githubSlug('/api/order (serviceVersion 2.5.0; clients require 2.4.1)'),
    'apiorder-serviceversion-250-clients-require-241',
  );
  assert.equal(githubSlug('snake_case and kebab-case'), 'snake_case-and-kebab-case');
});

test('a heading shows its text: code marks and links do not count; repeats get -1, -2', () => {
  const markdown = [
    '# Chat',
    '## `/api/chat` (serviceVersion 4.0.0)',
    '## [Socket](socket.md) in the api',
    '### Tests',
    '### Tests',
    '### Tests',
    '```md',
    '## Not a heading: inside a code block',
    '```',
  ].join('\n');
  assert.deepEqual(
    [...anchorsOf(markdown)],
    ['chat', 'apichat-serviceversion-400', 'socket-in-the-api', 'tests', 'tests-1', 'tests-2'],
  );
});

test('a citation of a missing heading or document is reported, with where it is', () => {
  const documents = { 'docs/chat.md': '# Chat\n## Socket\n', 'docs/decisions/x.md': '# X\n' };
  const files = {
    'api/src/chat.ts': '// fan-out (docs/chat.md#socket)\n// see docs/chat.md#sockets\n',
    'shared/src/x.ts': '// docs/missing.md#anything\n',
    'docs/decisions/x.md':
      '# X\nSee [the socket](../chat.md#socket) and [above](#x), not [here](#y).\n',
  };
  assert.deepEqual(
    brokenCitations(files, (target) => documents[target]).map(
      ({ file, line, target, anchor, problem }) =>
        [file, line, `${target}#${anchor}`, problem].join(' '),
    ),
    [
      'api/src/chat.ts 2 docs/chat.md#sockets no such heading',
      'shared/src/x.ts 1 docs/missing.md#anything no such document',
      'docs/decisions/x.md 2 docs/decisions/x.md#y no such heading',
    ],
  );
});

test('lint fails on a broken anchor and passes once it is fixed', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-anchors-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  execFileSync('git', ['init', '-q'], { cwd: root });
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'docs/chat.md'), '# Chat\n\n## Socket in the api\n');
  writeFileSync(path.join(root, 'src/fanout.ts'), '// docs/chat.md#socket-in-the-app\n');

  const broken = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(broken.status, 1);
  assert.match(
    broken.stderr,
    /src\/fanout\.ts:1 {2}docs\/chat\.md#socket-in-the-app {2}\(no such heading\)/,
  );

  writeFileSync(path.join(root, 'src/fanout.ts'), '// docs/chat.md#socket-in-the-api\n');
  const fixed = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(fixed.status, 0, fixed.stderr);
});
