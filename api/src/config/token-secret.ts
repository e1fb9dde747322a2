import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDataDir } from './data-dir';
import { IN_MEMORY_DATA_DIR } from './env-config';

const SECRET_FILE = 'token-secret';

/**
 * The access-token signing secret: TOKEN_SECRET when given, else one generated on first
 * start and kept in the data directory (so restarts keep sessions). With an in-memory data
 * directory it lives as long as the process. Several api instances behind one database
 * must share TOKEN_SECRET.
 */
export async function resolveTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  if (dataDir === IN_MEMORY_DATA_DIR) return randomBytes(48).toString('base64url');
  await ensureDataDir(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it meanwhile; then theirs wins
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
