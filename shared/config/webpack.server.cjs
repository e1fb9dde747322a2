// The server builds (docs/server-rendering.md): what renders the public pages in Node.
//  - the shell's renderer, `dist/server/render-page.cjs`: the shell's page code plus every shared
//    library, self-contained;
//  - a remote's `./routes` for the server, `dist/server/routes.cjs`: one file (its lazy routes
//    inlined) that `require`s every shared singleton and `shell/<name>` from the renderer, so the
//    server has one React, one router and one session exactly as the page does.
// A remote's server file is published with its release and served from its origin beside
// mf-manifest.json, so a remote deployed alone is what the server renders on the next request.
const path = require('node:path');
const { CATALOG_SINGLETONS, WORKSPACE_SINGLETONS } = require('./federation-shared.cjs');
const { SHELL_SINGLETONS } = require('./shell-singletons.cjs');
const { swcRule } = require('./webpack.base.cjs');

const SERVER_DIR = 'server';
const RENDERER_FILENAME = 'render-page.cjs';
// content-hashed: published like every immutable file of a release, named by its manifest
const REMOTE_ROUTES_FILENAME = 'routes.[contenthash:10].cjs';

/** Every module a remote's server file takes from the renderer instead of bundling it. */
const SERVER_SHARED_MODULES = [
  ...Object.keys(CATALOG_SINGLETONS),
  ...WORKSPACE_SINGLETONS,
  ...SHELL_SINGLETONS.map((name) => `shell/${name}`),
];

/**
 * The server files go to `server/` of wherever the browser build goes, also when the output path
 * comes from the command line (`--output-path`, as `pnpm deploy:remote` builds), which sets one
 * path for every config.
 */
class ServerFolderPlugin {
  apply(compiler) {
    const output = compiler.options.output;
    if (path.basename(output.path) !== SERVER_DIR) output.path = path.join(output.path, SERVER_DIR);
  }
}

function baseServerConfig({ name, dirname, entry }) {
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dirname,
    target: 'node20',
    entry: { main: entry },
    output: {
      // ServerFolderPlugin puts the files in `server/` below it
      path: path.join(dirname, 'dist'),
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // the libraries' server builds (Emotion's, for one, renders its styles into the markup)
      conditionNames: ['production', 'node', 'import', 'module', 'default'],
      mainFields: ['module', 'main'],
    },
    module: {
      rules: [
        swcRule(true, 'es2022'),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    optimization: {
      // readable stack traces in the server's logs; the file is never sent to a browser to run
      minimize: false,
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    plugins: [new ServerFolderPlugin()],
    stats: 'errors-warnings',
  };
}

/**
 * The shell's renderer. `sharedModulesFile` (a file of the shell) becomes the table of the
 * modules remotes' server files require (server-shared-modules-loader.cjs), resolved from the
 * shell's dependencies.
 */
function createRendererConfig({ dirname, entry, sharedModulesFile }) {
  const config = baseServerConfig({ name: 'shell', dirname, entry });
  config.output.filename = RENDERER_FILENAME;
  config.plugins.push(new OneFilePlugin());
  // the chat singleton loads it only in a browser, when a signed-in page opens its socket
  config.resolve.alias = { 'socket.io-client': false };
  config.module.rules.push({
    resource: path.resolve(dirname, sharedModulesFile),
    loader: require.resolve('./server-shared-modules-loader.cjs'),
  });
  return config;
}

/** webpack's own LimitChunkCountPlugin, taken from the compiler running the build. */
class OneFilePlugin {
  apply(compiler) {
    new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler);
  }
}

/** A remote's `./routes` for the server, one content-hashed file. */
function createRemoteServerConfig({ name, dirname, entry }) {
  const config = baseServerConfig({ name, dirname, entry });
  config.output.filename = REMOTE_ROUTES_FILENAME;
  config.externals = Object.fromEntries(
    SERVER_SHARED_MODULES.map((request) => [request, `commonjs ${request}`]),
  );
  config.plugins.push(new OneFilePlugin());
  return config;
}

/**
 * Names the server file in the release's `mf-manifest.json` (`metaData.ssrRemoteEntry`, Module
 * Federation's own field for it) through the manifest's `additionalData` hook, so the manifest
 * stays the one switch of a release: the server reads the manifest the page reads.
 */
function nameServerFileInManifest(federationPlugin, serverFile) {
  const options = federationPlugin._options;
  options.manifest = {
    ...options.manifest,
    additionalData: ({ stats }) => {
      if (!serverFile.name) throw new Error('the server build ran after the browser build');
      stats.metaData.ssrRemoteEntry = {
        name: serverFile.name,
        path: `${SERVER_DIR}/`,
        type: 'commonjs-module',
      };
      return stats;
    },
  };
}

/** Remembers the name the server build gave its file, for the browser build's manifest. */
class RecordServerFilePlugin {
  constructor(serverFile) {
    this.serverFile = serverFile;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordServerFilePlugin', (compilation) => {
      const file = [...compilation.chunks].flatMap((chunk) => [...chunk.files])[0];
      this.serverFile.name = file;
    });
  }
}

/**
 * A remote's webpack configs: its server build first, then the browser build (createAppConfig's),
 * which keeps `dist/server/` and names the server file in its manifest.
 */
function withRemoteServerBuild(browserConfig) {
  const routesEntry =
    browserConfig.plugins.find(isFederationPlugin)?._options?.exposes?.['./routes'];
  if (!routesEntry)
    throw new Error(`${browserConfig.name} exposes no ./routes to render on the server`);
  const serverFile = { name: null };
  const serverConfig = createRemoteServerConfig({
    name: browserConfig.name,
    dirname: browserConfig.context,
    entry: routesEntry,
  });
  serverConfig.plugins.push(new RecordServerFilePlugin(serverFile));
  nameServerFileInManifest(browserConfig.plugins.find(isFederationPlugin), serverFile);
  browserConfig.dependencies = [serverConfig.name];
  browserConfig.output.clean = { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) };
  return [serverConfig, browserConfig];
}

/**
 * The shell's configs: its renderer beside the browser build. Both are independent; the browser
 * build only keeps `dist/server/`.
 */
function withRenderer(browserConfig, { entry, sharedModulesFile }) {
  const rendererConfig = createRendererConfig({
    dirname: browserConfig.context,
    entry,
    sharedModulesFile,
  });
  browserConfig.output.clean = { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) };
  return [browserConfig, rendererConfig];
}

const isFederationPlugin = (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin';

module.exports = {
  withRemoteServerBuild,
  withRenderer,
  createRendererConfig,
  createRemoteServerConfig,
  SERVER_SHARED_MODULES,
  SERVER_DIR,
  RENDERER_FILENAME,
  REMOTE_ROUTES_FILENAME,
};
