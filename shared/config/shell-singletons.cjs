// The registry of state singletons the shell hands to remotes. Each name is a workspace module
// `@jobmatch/shared/<name>` (its folder shared/src/<name>/ and its package export) that remotes
// import as `shell/<name>`. Adding one is one line in shell-singletons.json: the share scope,
// the shell's exposes, the shell's self-answering runtime plugin, TypeScript and jest all read it.
const names = require('./shell-singletons.json');

const SHELL_SINGLETONS = Object.freeze([...names]);

/** `shell/<name>` → `@jobmatch/shared/<name>` */
const workspaceModuleOf = (name) => `@jobmatch/shared/${name}`;

module.exports = { SHELL_SINGLETONS, workspaceModuleOf };
