import { RemoteLoadError } from './remote-loader';

/**
 * What a browser or bundler says when code does not arrive: webpack's ChunkLoadError
 * ("Loading chunk 42 failed", "Loading CSS chunk …"), the Module Federation runtime's load
 * errors ("… #RUNTIME-008"), and native dynamic imports in Chromium, Firefox and Safari.
 */
const LOAD_FAILURE_MESSAGES = [
  /Loading (CSS )?chunk \S+ failed/i,
  /#RUNTIME-\d{3}\b/,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

const MAX_CAUSES = 5;

/**
 * Did this route error come from code that failed to download (a remote's chunk after its routes
 * were patched in, the remote's server gone meanwhile), rather than from code that ran and threw?
 * The first is the remote fallback's business (retry), the second the 500 page's
 * (docs/shell.md#composition-and-fallbacks). Causes are followed, since wrappers keep the original.
 */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    if (current instanceof RemoteLoadError || current.name === 'ChunkLoadError') return true;
    const { message } = current;
    if (LOAD_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
