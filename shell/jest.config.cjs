const path = require('node:path');
const base = require('@jobmatch/shared/config/jest.base.cjs')({ rootDir: __dirname });

module.exports = { ...base, testEnvironment: path.join(__dirname, 'jest.environment.cjs') };
