// How many copies of each Module Federation singleton (shared/config/federation-shared.cjs) a
// page ended up with, two independent ways:
// - the page's federation share scope: distinct loaded (version, provider) entries of the key;
// - for React, the loaded JavaScript itself: each copy of React's production build defines its
//   internals export exactly once (`exports.__CLIENT_INTERNALS_…=` in react,
//   `exports.__DOM_INTERNALS_…=` in react-dom, `exports.createRoot=` in react-dom/client).
//   Property names survive minifying; the other packages only read them, never assign. A copy a
//   remote bundled privately never reaches the share scope, so only a marker can see it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  CATALOG_SINGLETONS,
  WORKSPACE_SINGLETONS,
} = require('@jobmatch/shared/config/federation-shared.cjs');

/** Every share key declared a singleton, in the order of the federation config. */
export const SINGLETON_KEYS = [...Object.keys(CATALOG_SINGLETONS), ...WORKSPACE_SINGLETONS];

/** Patterns that match once per bundled copy, for the keys where one is identifiable. */
export const BUNDLE_MARKERS = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g,
  'react-dom/client': /\.createRoot\s*=\s*function/g,
};

/**
 * @typedef {{
 *   pkg: string,
 *   copies: number,
 *   inShareScope: number,
 *   shareEntries: string[],
 *   inBundles: number | null,
 *   verdict: 'ok' | 'DUPLICATED' | 'NOT FOUND' | 'not loaded',
 * }} SingletonCopies
 */

/**
 * One row per singleton key. `inBundles` is null where the key has no marker. Zero copies of a
 * key with a marker is NOT FOUND (every page renders with React, so the measure broke); of any
 * other key it only means this page does not use it.
 * @param {{ url: string, body: string }[]} scripts
 * @param {{ pkg: string, version: string, loaded: boolean, from: string }[]} share
 * @param {string[]} [keys]
 * @returns {SingletonCopies[]}
 */
export function countSingletonCopies(scripts, share, keys = SINGLETON_KEYS) {
  return keys.map((pkg) => {
    const marker = BUNDLE_MARKERS[pkg];
    const inBundles = marker
      ? scripts.reduce((sum, script) => sum + (script.body.match(marker)?.length ?? 0), 0)
      : null;
    const loaded = share.filter((entry) => entry.pkg === pkg && entry.loaded);
    const inShareScope = new Set(loaded.map((entry) => `${entry.version}@${entry.from}`)).size;
    const copies = Math.max(inBundles ?? 0, inShareScope);
    return {
      pkg,
      copies,
      inShareScope,
      shareEntries: [...new Set(loaded.map((entry) => `${entry.version} from ${entry.from}`))],
      inBundles,
      verdict: verdictOf(copies, Boolean(marker)),
    };
  });
}

function verdictOf(copies, hasMarker) {
  if (copies > 1) return 'DUPLICATED';
  if (copies === 1) return 'ok';
  return hasMarker ? 'NOT FOUND' : 'not loaded';
}
