module.exports = require('@jobmatch/shared/config/jest.base.cjs')({ rootDir: __dirname });
