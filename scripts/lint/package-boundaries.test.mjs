// The workspace lint config refuses imports across package boundaries (run: node --test scripts/lint/).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids reported for `code` placed at `file` (a path inside the repository). */
async function problemsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.map((message) => message.ruleId);
}

test('an app importing a file of another app fails lint', async () => {
  const problems = await problemsOf(
    'mf-auth/src/probe.ts',
    "export { PageLayout } from '../../mf-positions/src/app/routes';\n",
  );
  assert.deepEqual(problems, ['boundaries/no-relative-import-across-packages']);
});

test('shared importing an app fails lint', async () => {
  const problems = await problemsOf(
    'shared/src/probe.ts',
    "export * from '../../shell/src/index';\n",
  );
  assert.deepEqual(problems, ['boundaries/no-relative-import-across-packages']);
});

test("a package's internals are reached only through its public entries", async () => {
  const problems = await problemsOf(
    'mf-wizard/src/probe.ts',
    "export * from '@jobmatch/shared/src/ui';\n",
  );
  assert.deepEqual(problems, ['no-restricted-imports']);
});

test('remotes reach the state singletons through the shell, and only the registered ones', async () => {
  assert.deepEqual(
    await problemsOf('mf-wizard/src/probe.ts', "export * from '@jobmatch/shared/toast';\n"),
    ['no-restricted-imports'],
  );
  assert.deepEqual(await problemsOf('mf-wizard/src/probe.ts', "export * from 'shell/ui';\n"), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(
    await problemsOf('mf-wizard/src/probe.ts', "export * from 'shell/toast';\n"),
    [],
  );
});

test('the api imports no frontend app', async () => {
  const problems = await problemsOf(
    'api/src/probe.ts',
    "export * from '../../mf-auth/src/app/routes';\n",
  );
  assert.deepEqual(problems, ['boundaries/no-relative-import-across-packages']);
});

test('imports inside a package and public entries pass', async () => {
  assert.deepEqual(
    await problemsOf(
      'mf-positions/src/probe.ts',
      "export * from './app/routes';\nexport { Button } from '@jobmatch/shared';\nexport * from '@jobmatch/shared/schemas';\n",
    ),
    [],
  );
});

test("an api service reaches another only through that service's module", async () => {
  const orders = 'api/src/services/orders/orders-routes.ts';
  assert.deepEqual(await problemsOf(orders, "export * from '../catalog/products-repository';\n"), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(await problemsOf(orders, "export * from '../catalog/catalog-module';\n"), []);
  assert.deepEqual(
    await problemsOf(
      'api/src/plugins/auth-plugin.ts',
      "export * from '../services/users/users-repository';\n",
    ),
    ['no-restricted-imports'],
  );
  assert.deepEqual(
    await problemsOf('api/src/app.ts', "export * from './services/users/users-routes';\n"),
    [],
  );
});

test('shared code reaches a state singleton by its entry, not a relative path', async () => {
  const file = 'shared/src/catalog/api/probe.ts';
  assert.deepEqual(await problemsOf(file, "export { session } from '../../session';\n"), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(
    await problemsOf(file, "export { session } from '@jobmatch/shared/session';\n"),
    [],
  );
});

test("a service importing a plugin fails lint: plugins are the app's wiring", async () => {
  const problems = await problemsOf(
    'api/src/services/users/probe.ts',
    "export { mailPlugin } from '../../plugins/mail-plugin';\n",
  );
  assert.deepEqual(problems, ['no-restricted-imports']);
});
