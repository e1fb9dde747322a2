// jsdom without the fetch classes React Router's data routers construct (Request, Response …):
// hand the test window Node's own, with Node's AbortController so Request accepts its signal.
// (Same as the shell's; belongs in shared/config once the base offers it.)
const path = require('node:path');

const sharedDir = path.dirname(require.resolve('@jobmatch/shared/package.json'));
const { TestEnvironment } = require(
  require.resolve('jest-environment-jsdom', { paths: [sharedDir] }),
);

const NODE_GLOBALS = [
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
