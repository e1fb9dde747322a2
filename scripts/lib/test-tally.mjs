// The closing line of `npm run test:all`: passed and failed tests summed over every runner's
// summary in one log (jest's "Tests: …", Playwright's "N passed (…)", node's "# pass N", the
// scripts' own checks, "durability: N passed, N failed" one line per round and "size budgets: N
// passed, N failed").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);
const numberBefore = (line, word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);

/** @returns {{ passed: number, failed: number }} */
export function tallyTestLog(log) {
  const lines = log.split(/\r?\n/);
  const pick = (pattern, word) =>
    sum(lines.filter((line) => pattern.test(line)).map((line) => numberBefore(line, word)));
  // jest lists failed, skipped, todo … before passed, in any combination; pnpm runs packages side
  // by side and puts `<package> <script>: ` before each of their lines
  const jest = /^([\w@./-]+ [\w:.-]+: )?Tests: +(\d+ [a-z]+, )*\d+ (passed|failed)/;
  const playwright = { passed: /^ +\d+ passed \(/, failed: /^ +\d+ failed$/ };
  const ownChecks = /^(durability|size budgets): \d+ passed, \d+ failed/;
  const node = (word) =>
    sum(lines.map((line) => Number(line.match(new RegExp(`^# ${word} (\\d+)$`))?.[1] ?? 0)));
  return {
    passed:
      pick(jest, 'passed') +
      pick(playwright.passed, 'passed') +
      pick(ownChecks, 'passed') +
      node('pass'),
    failed:
      pick(jest, 'failed') +
      pick(playwright.failed, 'failed') +
      pick(ownChecks, 'failed') +
      node('fail'),
  };
}

// `node --test scripts/lib/` loads every module here too: only a call with a log runs the tally.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { passed, failed } = tallyTestLog(readFileSync(process.argv[2], 'utf8'));
  process.stdout.write(`${passed} ${failed}\n`);
}
