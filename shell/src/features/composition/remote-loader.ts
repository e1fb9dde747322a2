import {
  SHELL_CONTRACT_VERSION,
  type RemoteDescriptor,
  type RemoteRoutesModule,
} from '@jobmatch/shared/contracts';
import { forgetRemoteChunks } from './remote-chunk-global';

/** How long a remote may take to answer before the shell shows the time-out fallback. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

/** Why a remote could not be shown; each kind has its own Japanese fallback text. */
export type RemoteFailureKind = 'unavailable' | 'timeout' | 'incompatible';

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteName: string,
    readonly kind: RemoteFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`[shell] remote "${remoteName}" ${kind}: ${message}`, options);
    this.name = 'RemoteLoadError';
  }
}

/** The two calls of `@module-federation/enhanced/runtime` the shell uses (injected for tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  timeoutMs?: number;
  contractVersion?: number;
  /** Test seam: where the remotes' webpack chunk globals live (the page's global otherwise). */
  chunkScope?: Record<string, unknown>;
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RemoteRoutesModule>;
  return (
    typeof candidate.contractVersion === 'number' &&
    typeof candidate.namespace === 'string' &&
    typeof candidate.resources === 'object' &&
    Array.isArray(candidate.routes)
  );
}

function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote's `./routes` through the MF runtime and checks the contract. Every failure comes
 * out as a RemoteLoadError with a kind; nothing else escapes. A `load` after a failed one starts
 * from scratch (`reset`): the MF runtime keeps a module it loaded, even one the shell refused as
 * incompatible, so without it a retry would get the same module although a compatible release
 * has been published meanwhile (docs/shell.md#composition-and-fallbacks).
 */
export function createRemoteLoader({
  runtime,
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
  contractVersion = SHELL_CONTRACT_VERSION,
  chunkScope,
}: RemoteLoaderOptions) {
  const entries = new Map<string, string>();
  const failed = new Set<string>();

  function register(remotes: readonly RemoteDescriptor[]): void {
    for (const { name, entry } of remotes) entries.set(name, entry);
    runtime.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  /**
   * Makes the next load fetch the remote's manifest, entry and chunks again, so it gets the
   * release published now. Forcing the registration makes the MF runtime drop its manifest
   * cache, loaded module and container global for that remote.
   */
  function reset(name: string): void {
    const entry = entries.get(name);
    if (entry !== undefined) runtime.registerRemotes([{ name, entry }], { force: true });
    forgetRemoteChunks(name, chunkScope);
    failed.delete(name);
  }

  async function load(name: string): Promise<RemoteRoutesModule> {
    if (failed.has(name)) reset(name);
    try {
      return await loadChecked(name);
    } catch (error) {
      failed.add(name);
      throw error;
    }
  }

  async function loadChecked(name: string): Promise<RemoteRoutesModule> {
    let loaded: unknown;
    try {
      loaded = await withTimeout(
        runtime.loadRemote<{ default?: unknown } | unknown>(`${name}/routes`),
        timeoutMs,
        () => new RemoteLoadError(name, 'timeout', `no answer within ${timeoutMs} ms`),
      );
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(
        name,
        'unavailable',
        error instanceof Error ? error.message : String(error),
        { cause: error },
      );
    }
    const routesModule =
      loaded && typeof loaded === 'object' && 'default' in loaded
        ? (loaded as { default: unknown }).default
        : loaded;
    if (loaded === null || loaded === undefined)
      throw new RemoteLoadError(name, 'unavailable', 'the runtime returned nothing');
    if (!isRoutesModule(routesModule))
      throw new RemoteLoadError(
        name,
        'incompatible',
        './routes does not default-export a RemoteRoutesModule',
      );
    if (routesModule.contractVersion !== contractVersion) {
      throw new RemoteLoadError(
        name,
        'incompatible',
        `built against shell contract ${routesModule.contractVersion}, the shell speaks ${contractVersion}`,
      );
    }
    return routesModule;
  }

  return { register, load, reset };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
