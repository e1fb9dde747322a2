import { fileURLToPath } from 'node:url';

/** The api package folder and the repository root, independent of the working directory. */
export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
