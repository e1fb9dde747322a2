// How many copies of react and react-dom a page loaded, two independent ways:
// - the Module Federation share scope: distinct loaded (version, provider) entries;
// - the loaded JavaScript itself: each copy of React's production build defines its internals
//   export exactly once (`exports.__CLIENT_INTERNALS_…=` in react, `exports.__DOM_INTERNALS_…=`
//   in react-dom, `exports.createRoot=` in react-dom/client). Property names survive minifying;
//   the other packages only read them, never assign.

const MARKERS = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g,
  'react-dom/client': /\.createRoot\s*=\s*function/g,
};

/**
 * @param {{ url: string, body: string }[]} scripts
 * @param {{ pkg: string, version: string, loaded: boolean, from: string }[]} share
 */
export function countReactCopies(scripts, share) {
  return Object.entries(MARKERS).map(([pkg, pattern]) => {
    const inBundles = scripts.reduce(
      (sum, script) => sum + (script.body.match(pattern)?.length ?? 0),
      0,
    );
    const loaded = share.filter((entry) => entry.pkg === pkg && entry.loaded);
    const inShareScope = new Set(loaded.map((entry) => `${entry.version}@${entry.from}`)).size;
    return {
      pkg,
      inBundles,
      inShareScope,
      shareEntries: [...new Set(loaded.map((entry) => `${entry.version} from ${entry.from}`))],
    };
  });
}
