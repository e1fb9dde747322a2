module.exports = require('@jobmatch/shared/config/jest.base.cjs')({
  rootDir: __dirname,
  moduleNameMapper: { '^shell/chat$': '<rootDir>/src/testing/fake-shell-chat.tsx' },
});
