const base = require('@jobmatch/shared/config/jest.base.cjs')({ rootDir: __dirname });

// jsdom with Node's fetch classes: the wizard route has a data-router loader.
module.exports = {
  ...base,
  testEnvironment: require.resolve('@jobmatch/shared/config/jest.environment-jsdom-fetch.cjs'),
};
