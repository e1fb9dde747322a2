// The shell (host): the shared base. Its exposes come from the singleton registry
// (shared/config/shell-singletons.json), which the base turns into re-exports.
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');

module.exports = createAppConfig({ name: 'shell', dirname: __dirname, isHost: true });
