// The workspace jest base (SWC, CommonJS) in a node environment, plus the api's own needs.
const base = require('@jobmatch/shared/config/jest.base.cjs')({
  rootDir: __dirname,
  environment: 'node',
  setupFilesAfterEnv: ['<rootDir>/test/support/app-hook-time-limit.ts'],
});

module.exports = {
  ...base,
  // ESM-only packages in the api's dependency tree, compiled to CommonJS like the base's list
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(valibot|jose|@hookform|content-disposition|cookie|openid-client|oauth4webapi|@seriousme|@adobe))',
  ],
  // test files are independent (each its own database): a worker per core, not jest's cores - 1
  maxWorkers: '100%',
  // jest's own default, stated: an api test sends a few real requests to a real app on a copied
  // database, well under 5 s. Those slow by design say so with SLOW_BY_DESIGN_MS
  // (docs/testing.md#time-limits)
  testTimeout: 5_000,
  // one migrated database per run, copied by every test file (test/support/migrated-pglite.ts)
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
