// Lint refuses import cycles in every package (run: node --test scripts/lint/). The probes are
// real files, since the rule follows imports on disk; they live in a folder of their own that
// is removed afterwards.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const eslint = new ESLint({ cwd: repoRoot });
const probes = [];

after(() => {
  for (const folder of probes) rmSync(folder, { recursive: true, force: true });
});

/** Writes `files` ({ name: code }) to a fresh folder under `packageDir` and lints them. */
async function cycleErrorsOf(packageDir, files) {
  const folder = mkdtempSync(path.join(repoRoot, packageDir, 'cycle-probe-'));
  probes.push(folder);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
  const results = await eslint.lintFiles([folder]);
  return results
    .flatMap((result) =>
      result.messages.map((message) => ({ file: path.basename(result.filePath), ...message })),
    )
    .filter((message) => message.ruleId === 'import-x/no-cycle')
    .map((message) => message.file)
    .sort();
}

test('two modules importing each other fail lint', async () => {
  const errors = await cycleErrorsOf('api/src', {
    'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'b.ts': "import { a } from './a';\nexport const b = () => a();\n",
  });
  assert.deepEqual(errors, ['a.ts', 'b.ts']);
});

test('a longer cycle through a component and a hook fails lint too', async () => {
  const errors = await cycleErrorsOf('mf-chat/src', {
    'panel.tsx':
      "import { useTopic } from './use-topic';\nexport const Panel = () => useTopic();\n",
    'use-topic.ts':
      "import { topicKey } from './topic-key';\nexport const useTopic = () => topicKey;\n",
    'topic-key.ts': "import { Panel } from './panel';\nexport const topicKey = String(Panel);\n",
  });
  assert.deepEqual(errors, ['panel.tsx', 'topic-key.ts', 'use-topic.ts']);
});

test('an import of types only is erased, so it closes no cycle', async () => {
  const errors = await cycleErrorsOf('api/src', {
    'event.ts':
      "import type { Handler } from './handler';\nexport interface Event { handler?: Handler }\n",
    'handler.ts':
      "import type { Event } from './event';\nexport type Handler = (event: Event) => void;\nexport const noop: Handler = () => {};\n",
  });
  assert.deepEqual(errors, []);
});
