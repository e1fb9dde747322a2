// The files a build of ours leaves in dist/ (shared/config/webpack.base.cjs), as the scripts that
// publish, serve and measure them see them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** webpack's `[name].[contenthash:10]`, with its license file and precompressed variants. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.LICENSE\.txt)?(\.br|\.gz)?$/;

/** A content-hashed file never changes: a new content is a new name. */
export function isContentHashed(file) {
  return CONTENT_HASHED.test(file);
}

/** Every file below `dir`, relative to it with forward slashes. */
export function filesBelow(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
  });
}
