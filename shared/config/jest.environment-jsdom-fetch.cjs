// jsdom without the fetch classes React Router's data routers construct (Request, Response …):
// hand the test window Node's own, with Node's AbortController so Request accepts its signal.
// jest.base.cjs makes it every app's jsdom environment. FormData stays
// jsdom's: React builds one from a submitted <form>, which Node's constructor rejects.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
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
