#!/usr/bin/env node
// A step of `npm run test:all`: every app's sizes as sent (brotli) against its own
// <app>/size-budget.json; exits 1 when one is over (docs/size-budgets.md). Reads the built dist/
// folders and builds nothing.
import { checkSizeBudgets, formatBudgetTable } from './lib/size-budgets.mjs';

const { rows, passed, problems } = checkSizeBudgets();
console.log(formatBudgetTable(rows));
for (const problem of problems) console.error(`\n${problem}`);
// counted by the closing line of test:all (scripts/lib/test-tally.mjs)
console.log(`\nsize budgets: ${passed} passed, ${problems.length} failed`);
process.exitCode = problems.length > 0 ? 1 : 0;
