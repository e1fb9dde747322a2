// The closing line of `npm run test:all` counts every test once. Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tallyTestLog } from '../test-tally.mjs';

test('jest summaries count whatever comes before passed (skipped suites used to hide a whole package)', () => {
  const log = [
    'Tests:       488 passed, 488 total',
    'Tests:       1 skipped, 385 passed, 386 total',
    'Tests:       2 failed, 1 skipped, 10 passed, 13 total',
  ].join('\n');
  assert.deepEqual(tallyTestLog(log), { passed: 883, failed: 2 });
});

test("jest summaries count behind the package prefix of pnpm's side-by-side runs", () => {
  const log = [
    'shared test: Tests:       3 failed, 822 passed, 825 total',
    '@jobmatch/api test: Tests:       14 skipped, 1212 passed, 1226 total',
    'shared test: ✓ 12 passed the check',
  ].join('\n');
  assert.deepEqual(tallyTestLog(log), { passed: 2034, failed: 3 });
});

test("Playwright's, node's and the durability script's summaries add up with jest's", () => {
  const log = [
    '  30 passed (1.6m)',
    '  1 failed',
    '# pass 8',
    '# fail 0',
    'durability: 6 passed, 0 failed',
    'durability: 2 passed, 1 failed',
  ].join('\n');
  assert.deepEqual(tallyTestLog(log), { passed: 46, failed: 2 });
});

test("the size-budget check's summary counts each measure checked", () => {
  const log = ['size budgets: 7 passed, 1 failed', 'durability: 6 passed, 0 failed'].join('\n');
  assert.deepEqual(tallyTestLog(log), { passed: 13, failed: 1 });
});

test('lines that only mention the words count nothing', () => {
  assert.deepEqual(tallyTestLog('Test Suites: 3 passed, 3 total\n✓ 12 passed the check'), {
    passed: 0,
    failed: 0,
  });
});
