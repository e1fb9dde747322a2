import * as contractsModule from '@jobmatch/shared/contracts';

// shared/ is CommonJS to Node (its package.json has no "type": "module"), and Node cannot see
// names that a CommonJS module re-exports with `export *`. The namespace's `default` is the
// whole module.exports under Node ESM; under jest (CommonJS) the namespace itself is.
const contracts =
  (contractsModule as { default?: typeof contractsModule }).default ?? contractsModule;

export const { CHAT_LIMITS, REQUIRED_SERVICE_VERSIONS, SERVICE_BASE_PATHS } = contracts;
