const base = require('@jobmatch/shared/config/jest.base.cjs')({ rootDir: __dirname });

// jsdom plus Node's fetch classes (Request, Response …), which React Router's data routers construct.
module.exports = {
  ...base,
  testEnvironment: require.resolve('@jobmatch/shared/config/jest.environment-jsdom-fetch.cjs'),
};
