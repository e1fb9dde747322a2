// The one list of Module Federation shared singletons. Every app (host and remotes) gets the
// same list, so provider libraries and the workspace package load once per page.
const path = require('node:path');
const { readCatalog } = require('./catalog.cjs');
const sharedPackageJson = require('../package.json');
const { SHELL_SINGLETONS, workspaceModuleOf } = require('./shell-singletons.cjs');

/**
 * Share keys → the catalog package that gives their version. Subpaths are listed on their own:
 * a remote importing `react/jsx-runtime` or `react-dom/client` otherwise bundles a private copy
 * (see TOOLCHAIN.md, Module Federation lessons). socket.io-client is not listed on purpose: only
 * the `chat` singleton imports it, lazily, so it is a chunk of the shell alone (docs/shell.md).
 */
const CATALOG_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router/dom': 'react-router',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  jotai: 'jotai',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@emotion/react': '@emotion/react',
  // its package.json has no version of its own, so the explicit `version` below is required
  '@emotion/react/jsx-runtime': '@emotion/react',
};

/** The workspace package and its browser entry points; the shell's state singletons live here. */
const WORKSPACE_SINGLETONS = [
  '@jobmatch/shared',
  ...SHELL_SINGLETONS.map(workspaceModuleOf),
  '@jobmatch/shared/contracts',
  '@jobmatch/shared/schemas',
  '@jobmatch/shared/forms',
  '@jobmatch/shared/upload',
  '@jobmatch/shared/errors',
];

/**
 * Shared libraries whose share scope holds a part of the package: `module` re-exports what every
 * app may import, reaching the package itself through `packageAlias` (webpack.base.cjs resolves
 * it). `import` names the module by its package path: an absolute path would be provided to every
 * compilation, HtmlWebpackPlugin's too.
 */
const SHARED_SUBSETS = [
  {
    shareKey: 'react-router',
    import: '@jobmatch/shared/config/react-router-runtime.mjs',
    module: path.join(__dirname, 'react-router-runtime.mjs'),
    packageAlias: 'react-router-package',
  },
  {
    shareKey: 'react-i18next',
    import: '@jobmatch/shared/config/react-i18next-runtime.mjs',
    module: path.join(__dirname, 'react-i18next-runtime.mjs'),
    packageAlias: 'react-i18next-package',
  },
];

function singleton(version) {
  return {
    singleton: true,
    version,
    // A caret range lets a remote built against an older patch/minor keep working with the host;
    // strictVersion turns a real major mismatch into a load error the shell's fallback shows,
    // instead of two Reacts on one page.
    requiredVersion: `^${version}`,
    strictVersion: true,
  };
}

/** @returns {Record<string, import('@module-federation/enhanced').ModuleFederationPluginOptions['shared']>} */
function createSharedConfig() {
  const catalog = readCatalog();
  const shared = {};
  for (const [shareKey, packageName] of Object.entries(CATALOG_SINGLETONS)) {
    const version = catalog[packageName];
    if (!version) throw new Error(`${packageName} is missing from the pnpm catalog`);
    shared[shareKey] = singleton(version);
  }
  for (const subset of SHARED_SUBSETS) shared[subset.shareKey].import = subset.import;
  for (const shareKey of WORKSPACE_SINGLETONS) {
    shared[shareKey] = singleton(sharedPackageJson.version);
  }
  return shared;
}

module.exports = { createSharedConfig, CATALOG_SINGLETONS, WORKSPACE_SINGLETONS, SHARED_SUBSETS };
