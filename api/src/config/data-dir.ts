import { mkdir } from 'node:fs/promises';
import { ConfigError, IN_MEMORY_DATA_DIR } from './env-config';

/**
 * Creates the data directory with any missing parents (a fresh `DATA_DIR=/srv/jobmatch/data`
 * must not crash the start). When it cannot be created the start stops with a configuration
 * error naming DATA_DIR, not a stack trace from deep inside the database.
 */
export async function ensureDataDir(dataDir: string): Promise<void> {
  if (dataDir === IN_MEMORY_DATA_DIR) return;
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError([`DATA_DIR: cannot create the directory ${dataDir} (${reason})`]);
  }
}
