// The system Chromium that the e2e suite and `pnpm bench` drive (Playwright's own browsers
// cannot be downloaded on our machines). It lives with the scripts: e2e depends on scripts/lib,
// never the other way round.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Debian's package path, the last resort when neither CHROMIUM_PATH nor PATH names one. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `CHROMIUM_PATH`, else `chromium` on PATH, else Debian's path. */
export function resolveChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'chromium');
    if (isExecutable(candidate)) return candidate;
  }
  return DEBIAN_CHROMIUM;
}

/** Flags for a quiet, reproducible headless Chromium in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
