const base = require('@jobmatch/shared/config/jest.base.cjs')({ rootDir: __dirname });

// jsdom with Node's fetch classes: the routes use data-router loaders (positions.show, organization.show).
module.exports = {
  ...base,
  testEnvironment: require.resolve('@jobmatch/shared/config/jest.environment-jsdom-fetch.cjs'),
};
