// The shell (host): the shared base. Its exposes come from the singleton registry
// (shared/config/shell-singletons.json), which the base turns into re-exports. Beside the page,
// the renderer of the public pages (docs/server-rendering.md).
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');
const { withRenderer } = require('@jobmatch/shared/config/webpack.server.cjs');

module.exports = withRenderer(
  createAppConfig({ name: 'shell', dirname: __dirname, isHost: true }),
  {
    entry: './src/server/render-page.tsx',
    sharedModulesFile: './src/server/shared-modules.js',
  },
);
