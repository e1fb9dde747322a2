import {
  SHELL_CONTRACT_VERSION,
  type RemoteDescriptor,
  type RemoteRoutesModule,
} from '@jobmatch/shared/contracts';

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
 * out as a RemoteLoadError with a kind; nothing else escapes. The MF runtime keeps no record of a
 * failed load, so calling `load` again is a real retry.
 */
export function createRemoteLoader({
  runtime,
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
  contractVersion = SHELL_CONTRACT_VERSION,
}: RemoteLoaderOptions) {
  function register(remotes: readonly RemoteDescriptor[]): void {
    runtime.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  async function load(name: string): Promise<RemoteRoutesModule> {
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

  return { register, load };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
