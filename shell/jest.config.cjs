const base = require('@jobmatch/shared/config/jest.base.cjs')({
  rootDir: __dirname,
  // The chat singleton connects while someone is signed in: its socket is inert in these tests.
  moduleNameMapper: { '^socket\\.io-client$': '<rootDir>/src/testing/socket-io-stub.ts' },
});

// jsdom plus Node's fetch classes (Request, Response …), which React Router's data routers construct.
module.exports = {
  ...base,
  testEnvironment: require.resolve('@jobmatch/shared/config/jest.environment-jsdom-fetch.cjs'),
};
