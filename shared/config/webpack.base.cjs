// The one webpack + Module Federation base every app extends:
//   module.exports = createAppConfig({ name: 'mf_auth', dirname: __dirname, exposes: { './routes': './src/app/routes.tsx' } });
// Decisions and their reasons: docs/decisions/mf-webpack-base.md.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createSharedConfig, SHARED_SUBSETS } = require('./federation-shared.cjs');
const { SHELL_SINGLETONS } = require('./shell-singletons.cjs');

/** How remotes reach the shell's `./session` and `./toast`: a manifest on the page's own origin. */
const SHELL_REMOTE = { shell: 'shell@/mf-manifest.json' };
const REMOTE_ENTRY_FILENAME = 'remoteEntry.js';
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** The folder of `packageName` (the one holding its package.json), as resolved from `paths`. */
function packageRootOf(packageName, paths) {
  let dir = path.dirname(require.resolve(packageName, { paths }));
  const isPackageRoot = (candidate) =>
    fs.existsSync(path.join(candidate, 'package.json')) &&
    JSON.parse(fs.readFileSync(path.join(candidate, 'package.json'), 'utf8')).name === packageName;
  while (!isPackageRoot(dir)) {
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${packageName}`);
    dir = path.dirname(dir);
  }
  return dir;
}

/**
 * The file a bundler takes for `import '<packageName>'` (its `exports['.'].import`), resolved from
 * `paths`. `require.resolve` only knows the `require` condition, and an absolute path handed to
 * webpack skips the package's exports.
 */
function esmEntryOf(packageName, paths) {
  const dir = packageRootOf(packageName, paths);
  const { exports: packageExports } = JSON.parse(
    fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
  );
  const importEntry = packageExports?.['.']?.import;
  const file = typeof importEntry === 'string' ? importEntry : importEntry?.default;
  if (!file) throw new Error(`${packageName} has no ESM entry (exports['.'].import)`);
  return path.join(dir, file);
}

/**
 * The host hands its MF runtime-core to remotes (their `externalRuntime` reads it from the
 * global this plugin sets), so the runtime ships once per page instead of once per remote.
 * MF's own switch for this, `experiments.provideExternalRuntime`, refuses a host with exposes;
 * the plugin is what that switch adds, and the shell's remoteEntry.js is never loaded on its own
 * page (see shell/src/app/self-remote-plugin.ts), so one provider per page still holds.
 * Its ESM build: the CommonJS one pulls in runtime-core's CommonJS build beside the ESM one the
 * rest of the runtime uses, a second MF runtime in main.js (docs/decisions/mf-webpack-base.md).
 */
const PROVIDE_RUNTIME_PLUGIN = esmEntryOf(
  '@module-federation/inject-external-runtime-core-plugin',
  [require.resolve('@module-federation/enhanced/webpack')],
);

const SINGLETON_EXPOSE = path.join(__dirname, 'shell-singleton-expose.js');

/** The host's exposes for the singleton registry: `./session` → a re-export of `@jobmatch/shared/session`, … */
function shellSingletonExposes() {
  return Object.fromEntries(
    SHELL_SINGLETONS.map((name) => [`./${name}`, `${SINGLETON_EXPOSE}?singleton=${name}`]),
  );
}

function readMode() {
  const flagIndex = process.argv.indexOf('--mode');
  const fromFlag = flagIndex >= 0 ? process.argv[flagIndex + 1] : undefined;
  const fromEquals = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length);
  return fromFlag ?? fromEquals ?? process.env.NODE_ENV ?? 'production';
}

/** TypeScript and JSX (Emotion's jsx-runtime) through swc; the server builds compile for Node's `target`. */
function swcRule(isProduction, target = 'es2020') {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // always the production jsx-runtime: `react/jsx-dev-runtime` would be one more shared key
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: false },
          },
          target,
        },
        sourceMaps: !isProduction,
      },
    },
  };
}

/**
 * What each shared subset's `packageAlias` stands for (federation-shared.cjs): the package's ESM
 * entry. React Router's package exports always point at its development build (dev warnings, no
 * minification-friendly stripping), so production takes its production files, there and for
 * `react-router/dom`.
 */
function resolveAliases(dirname, isProduction) {
  const paths = [dirname, __dirname];
  const routerFile = (file) =>
    path.join(
      packageRootOf('react-router', paths),
      'dist',
      isProduction ? 'production' : 'development',
      file,
    );
  const packageFile = (name) =>
    name === 'react-router' ? routerFile('index.mjs') : esmEntryOf(name, paths);
  return {
    ...Object.fromEntries(
      SHARED_SUBSETS.map((subset) => [`${subset.packageAlias}$`, packageFile(subset.shareKey)]),
    ),
    ...(isProduction ? { 'react-router/dom$': routerFile('dom-export.mjs') } : {}),
  };
}

/**
 * A shared subset's module and everything it brings, kept in one async chunk: the manifest names
 * the chunk holding the shared module, and the size budget counts what the manifest names. Left
 * alone, webpack moves the package's files to a vendors chunk and the manifest misses them.
 */
function sharedSubsetChunk() {
  const subsetModules = new Set(SHARED_SUBSETS.map((subset) => subset.module));
  const holdsSubset = (chunk, chunkGraph) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
      subsetModules.has(module.resource),
    );
  return {
    test: (module, { chunkGraph }) =>
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
        holdsSubset(chunk, chunkGraph),
      ),
    chunks: 'async',
    enforce: true,
    priority: 10,
  };
}

function compressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/** Every file below `dir`, as paths relative to it with forward slashes. */
function filesBelow(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
  });
}

/**
 * Copies `<app>/public/` into the build as it is, like other bundlers' public folders: static
 * pages that are no part of the app (the demo's legal pages, docs/shell.md#legal-pages). Emitted
 * before compression, so they get their .gz and .br like every other text file.
 */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.dir);
          for (const file of filesBelow(this.dir)) {
            const source = new sources.RawSource(fs.readFileSync(path.join(this.dir, file)));
            compilation.emitAsset(file, source);
          }
        },
      );
    });
  }
}

/**
 * Fails the build when code imports from a shared subset's package (federation-shared.cjs) a name
 * the subset leaves out: the share scope would hand it `undefined` at run time, on every page.
 */
class SharedSubsetGuardPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedSubsetGuardPlugin', (compilation) => {
      // after webpack's FlagDependencyExportsPlugin (stage 0), which knows what the subset exports
      const afterExportsAreKnown = { name: 'SharedSubsetGuardPlugin', stage: 100 };
      compilation.hooks.finishModules.tap(afterExportsAreKnown, (modules) => {
        const { moduleGraph } = compilation;
        const exportsOf = new Map();
        for (const module of modules) {
          const subset = SHARED_SUBSETS.find((candidate) => candidate.module === module.resource);
          if (!subset) continue;
          const provided = moduleGraph.getExportsInfo(module).getProvidedExports();
          if (Array.isArray(provided))
            exportsOf.set(subset.shareKey, { subset, names: new Set(provided) });
        }
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const exported = exportsOf.get(dependency.request);
            const name = exported && dependency.getIds?.(moduleGraph)?.[0];
            if (!name || exported.names.has(name)) continue;
            const error = new WebpackError(
              `${dependency.request} is shared without "${name}": add it to shared/config/${path.basename(exported.subset.module)} if the browser needs it`,
            );
            error.module = module;
            error.loc = dependency.loc;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

function htmlPlugin(dirname, title) {
  const template = path.join(dirname, 'index.html');
  if (!fs.existsSync(template)) throw new Error(`the host needs an HTML template at ${template}`);
  return new HtmlWebpackPlugin({
    template,
    title,
    // Only the app entry: injecting remoteEntry.js too would load the MF runtime twice on the page.
    chunks: ['main'],
    // Absolute, so deep links such as /auth/login load /main.js and not /auth/main.js.
    publicPath: '/',
    scriptLoading: 'defer',
  });
}

/**
 * The webpack config of one app; files in `<app>/public/` are copied into its build as they are.
 *
 * @param {{
 *   name: string,                       // MF container name: 'shell', 'mf_auth', … (underscores)
 *   dirname: string,                    // the app's folder (its webpack.config.cjs __dirname)
 *   exposes?: Record<string, string>,   // remotes expose './routes'; the host gets the singleton registry's
 *   isHost?: boolean,                   // the shell: emits index.html, publicPath '/'
 *   remotes?: Record<string, string>,   // extra static remotes; remotes get `shell` by default
 *   title?: string,                     // host only: <title> before the app sets its own
 * }} options
 * @returns {import('webpack').Configuration}
 */
function createAppConfig({
  name,
  dirname,
  exposes = {},
  isHost = false,
  remotes = {},
  title = 'JobMatch',
}) {
  if (!name || !dirname) throw new Error('createAppConfig needs { name, dirname }');
  const mode = readMode() === 'development' ? 'development' : 'production';
  const isProduction = mode === 'production';
  const entryFile = ['src/index.ts', 'src/index.tsx']
    .map((file) => path.join(dirname, file))
    .find((file) => fs.existsSync(file));

  return {
    name,
    mode,
    context: dirname,
    target: 'web',
    // Remotes without a page of their own have no entry; the container plugin adds remoteEntry.js.
    entry: entryFile ? { main: entryFile } : {},
    output: {
      path: path.join(dirname, 'dist'),
      // The host serves deep links, so its chunks load from the root; a remote learns its own
      // origin at run time from remoteEntry.js's URL.
      publicPath: isHost ? '/' : 'auto',
      // No hash: MF's runtime module and remoteEntry.js must keep stable names (TOOLCHAIN.md).
      filename: '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: resolveAliases(dirname, isProduction),
    },
    module: {
      rules: [
        swcRule(isProduction),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        {
          resource: SINGLETON_EXPOSE,
          loader: require.resolve('./shell-singleton-expose-loader.cjs'),
        },
      ],
    },
    optimization: {
      // A runtime chunk would split MF's runtime away from remoteEntry.js: keep it in each entry.
      runtimeChunk: false,
      // Async chunks only: initial chunks stay one file per entry, shared libraries are already
      // their own chunks through the share scope.
      splitChunks: { chunks: 'async', cacheGroups: { sharedSubsets: sharedSubsetChunk() } },
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILENAME,
        exposes: isHost ? { ...shellSingletonExposes(), ...exposes } : exposes,
        remotes: isHost ? remotes : { ...SHELL_REMOTE, ...remotes },
        shared: createSharedConfig(),
        // Do not fetch every known remote's entry at start-up just to compare versions; the
        // first loaded singleton (the host's) wins, and strictVersion guards majors.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // Remote types come from tsconfig paths (shell/session → shared sources).
        dts: false,
        runtimePlugins: isHost ? [PROVIDE_RUNTIME_PLUGIN] : [],
        experiments: { externalRuntime: !isHost, optimization: { target: 'web' } },
      }),
      new SharedSubsetGuardPlugin(),
      ...(isHost ? [htmlPlugin(dirname, title)] : []),
      ...(fs.existsSync(path.join(dirname, 'public'))
        ? [new PublicFolderPlugin(path.join(dirname, 'public'))]
        : []),
      ...(isProduction ? compressionPlugins() : []),
    ],
    stats: 'errors-warnings',
  };
}

// Callable directly or destructured: require(...)(options) and require(...).createAppConfig(options).
module.exports = createAppConfig;
module.exports.createAppConfig = createAppConfig;
module.exports.REMOTE_ENTRY_FILENAME = REMOTE_ENTRY_FILENAME;
module.exports.SHELL_REMOTE = SHELL_REMOTE;
module.exports.swcRule = swcRule;
