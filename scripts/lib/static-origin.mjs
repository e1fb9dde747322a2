// A remote's origin as a CDN in front of object storage serves it (docs/delivery.md): every
// request looks the file up again, so files published after start are served without a restart;
// precompressed variants; content-hashed files are immutable, every other file is revalidated.
import { open } from 'node:fs/promises';
import path from 'node:path';
import { isContentHashed } from './build-files.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** `Cache-Control` for a file of a remote's origin, by its name alone. */
export function cacheControlFor(pathname) {
  return isContentHashed(pathname) ? IMMUTABLE : REVALIDATE;
}

/** The encodings to try for this request, best first; '' is the file itself. */
function acceptedVariants(acceptEncoding = '') {
  const variants = [];
  if (/\bbr\b/.test(acceptEncoding)) variants.push({ suffix: '.br', encoding: 'br' });
  if (/\bgzip\b/.test(acceptEncoding)) variants.push({ suffix: '.gz', encoding: 'gzip' });
  variants.push({ suffix: '', encoding: undefined });
  return variants;
}

/**
 * Opens the file first and reads its size from the open descriptor: a publish renames entry files
 * over each other, and a size taken from the path could belong to the file that was replaced.
 */
async function openFile(file) {
  let handle;
  try {
    handle = await open(file, 'r');
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    return { handle, stats };
  } catch {
    await handle?.close();
    return undefined;
  }
}

/** The file a URL path names inside `root`, or undefined for paths that leave it or hide. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // dot files are the publisher's working files (docs/delivery.md#local-topology)
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.')))
    return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * A request handler serving `dir`: `(req, res, notFound) => void`. GET and HEAD only; the caller
 * answers other methods and sets headers common to every answer.
 */
export function createOriginHandler(dir) {
  const root = path.resolve(dir);
  return async function serveFile(req, res, notFound) {
    const urlPath = new URL(req.url ?? '/', 'http://origin').pathname;
    const file = resolveInside(root, urlPath);
    if (!file) return notFound();
    for (const variant of acceptedVariants(req.headers['accept-encoding'])) {
      const opened = await openFile(file + variant.suffix);
      if (!opened) continue;
      const { handle, stats } = opened;
      const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant.suffix}"`;
      const headers = {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        ETag: etag,
        Vary: 'Accept-Encoding',
        ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
      };
      if (req.headers['if-none-match'] === etag) {
        await handle.close();
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': stats.size });
      if (req.method === 'HEAD') {
        await handle.close();
        res.end();
        return;
      }
      handle.createReadStream().pipe(res);
      return;
    }
    notFound();
  };
}
