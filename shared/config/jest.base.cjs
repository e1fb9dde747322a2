// The one jest setup every package extends: TypeScript/TSX through SWC, jsdom for components.
const path = require('node:path');
const { SHELL_SINGLETONS } = require('./shell-singletons.cjs');

/** @param {{ rootDir: string, environment?: 'jsdom' | 'node', setupFilesAfterEnv?: string[], moduleNameMapper?: Record<string,string> }} options */
module.exports = function createJestConfig({
  rootDir,
  environment = 'jsdom',
  setupFilesAfterEnv = [],
  moduleNameMapper = {},
}) {
  return {
    rootDir,
    // jsdom gets Node's fetch classes, which React Router's data routers construct.
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jest.environment-jsdom-fetch.cjs') : 'node',
    testMatch: [
      '<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}',
      '<rootDir>/test/**/*.test.{ts,tsx}',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest must transform
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot|jose|@hookform))'],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.polyfills.cjs')] : [],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : []),
      ...setupFilesAfterEnv,
    ],
    // Remotes import the shell's singleton exposes; in tests they are the shared modules they
    // re-export, unless the package maps one to a stand-in of its own (its mappings come first).
    moduleNameMapper: {
      ...moduleNameMapper,
      [`^shell/(${SHELL_SINGLETONS.join('|')})$`]: '@jobmatch/shared/$1',
    },
    clearMocks: true,
    // jest's own limit of 5 s stands: a test slow by design says so with its own (docs/testing.md)
  };
};
