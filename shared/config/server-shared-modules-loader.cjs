// Replaces the shell's shared-modules file with the table remotes' server files require from:
// `{ 'react': () => require('react'), 'shell/session': () => require('@jobmatch/shared/session'), … }`.
// Generated from the one list (webpack.server.cjs), so a new singleton needs no edit here.
const { SERVER_SHARED_MODULES } = require('./webpack.server.cjs');
const { workspaceModuleOf } = require('./shell-singletons.cjs');

const SHELL_PREFIX = 'shell/';

module.exports = function serverSharedModulesLoader() {
  const entries = SERVER_SHARED_MODULES.map((request) => {
    const target = request.startsWith(SHELL_PREFIX)
      ? workspaceModuleOf(request.slice(SHELL_PREFIX.length))
      : request;
    return `  ${JSON.stringify(request)}: () => require(${JSON.stringify(target)}),`;
  });
  return `module.exports = {\n${entries.join('\n')}\n};\n`;
};
