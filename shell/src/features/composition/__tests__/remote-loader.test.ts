import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from '../remote-loader';

const goodModule: RemoteRoutesModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  namespace: 'auth',
  resources: {},
  routes: [],
};

function runtimeLoading(load: () => Promise<unknown>): FederationRuntime {
  return {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(load) as FederationRuntime['loadRemote'],
  };
}

async function failureOf(promise: Promise<unknown>): Promise<RemoteLoadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoteLoadError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

describe('createRemoteLoader', () => {
  it("loads a remote's ./routes and unwraps the default export", async () => {
    const runtime = runtimeLoading(async () => ({ default: goodModule }));
    const loader = createRemoteLoader({ runtime });
    await expect(loader.load('mf_auth')).resolves.toBe(goodModule);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/routes');
  });

  it('registers remotes with the MF runtime by name and entry', () => {
    const runtime = runtimeLoading(async () => null);
    createRemoteLoader({ runtime }).register([
      { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
    ]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json' },
    ]);
  });

  it('reports a remote that is down as unavailable', async () => {
    const loader = createRemoteLoader({
      runtime: runtimeLoading(async () => Promise.reject(new Error('Failed to fetch'))),
    });
    const failure = await failureOf(loader.load('mf_auth'));
    expect(failure.kind).toBe('unavailable');
    expect(failure.remoteName).toBe('mf_auth');
  });

  it('reports an empty answer as unavailable', async () => {
    const loader = createRemoteLoader({ runtime: runtimeLoading(async () => null) });
    expect((await failureOf(loader.load('mf_auth'))).kind).toBe('unavailable');
  });

  it('gives up after the time-out', async () => {
    jest.useFakeTimers();
    try {
      const loader = createRemoteLoader({
        runtime: runtimeLoading(() => new Promise(() => {})),
        timeoutMs: 10_000,
      });
      const pending = failureOf(loader.load('mf_auth'));
      jest.advanceTimersByTime(10_000);
      expect((await pending).kind).toBe('timeout');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a remote built against another contract version', async () => {
    const loader = createRemoteLoader({
      runtime: runtimeLoading(async () => ({
        default: { ...goodModule, contractVersion: SHELL_CONTRACT_VERSION + 1 },
      })),
    });
    const failure = await failureOf(loader.load('mf_auth'));
    expect(failure.kind).toBe('incompatible');
    expect(failure.message).toContain(`contract ${SHELL_CONTRACT_VERSION + 1}`);
  });

  it('refuses a module that is not a RemoteRoutesModule', async () => {
    const loader = createRemoteLoader({
      runtime: runtimeLoading(async () => ({ default: () => null })),
    });
    expect((await failureOf(loader.load('mf_auth'))).kind).toBe('incompatible');
  });

  it('retries for real: a second load after a failure asks the runtime again', async () => {
    const runtime = runtimeLoading(async () => ({ default: goodModule }));
    (runtime.loadRemote as jest.Mock).mockRejectedValueOnce(new Error('down'));
    const loader = createRemoteLoader({ runtime });
    await failureOf(loader.load('mf_auth'));
    await expect(loader.load('mf_auth')).resolves.toBe(goodModule);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  describe('after a failure', () => {
    const authEntry = { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json' };

    function registeredLoader(runtime: FederationRuntime, chunkScope: Record<string, unknown>) {
      const loader = createRemoteLoader({ runtime, chunkScope });
      loader.register([{ ...authEntry, routes: ['/auth'] }]);
      (runtime.registerRemotes as jest.Mock).mockClear();
      return loader;
    }

    it('gets the compatible release published since an incompatible one: the remote is registered again with force and its chunk global forgotten', async () => {
      const runtime = runtimeLoading(async () => ({ default: goodModule }));
      (runtime.loadRemote as jest.Mock).mockResolvedValueOnce({
        default: { ...goodModule, contractVersion: SHELL_CONTRACT_VERSION + 1 },
      });
      const chunkScope: Record<string, unknown> = { webpackChunkmf_auth: [[[42], {}]] };
      const loader = registeredLoader(runtime, chunkScope);

      expect((await failureOf(loader.load('mf_auth'))).kind).toBe('incompatible');
      expect(runtime.registerRemotes).not.toHaveBeenCalled();
      expect(chunkScope.webpackChunkmf_auth).toHaveLength(1);

      await expect(loader.load('mf_auth')).resolves.toBe(goodModule);
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
      expect(runtime.registerRemotes).toHaveBeenCalledWith([authEntry], { force: true });
      expect(chunkScope.webpackChunkmf_auth).toHaveLength(0);
    });

    it.each([
      ['unavailable', () => Promise.reject(new Error('Failed to fetch'))],
      ['empty', async () => null],
    ])('starts from scratch after an %s answer too', async (_kind, answer) => {
      const runtime = runtimeLoading(async () => ({ default: goodModule }));
      (runtime.loadRemote as jest.Mock).mockImplementationOnce(answer);
      const loader = registeredLoader(runtime, {});
      await failureOf(loader.load('mf_auth'));
      await loader.load('mf_auth');
      expect(runtime.registerRemotes).toHaveBeenCalledWith([authEntry], { force: true });
    });

    it('keeps what loaded: no forced registration without a failure, nor after a recovery', async () => {
      const runtime = runtimeLoading(async () => ({ default: goodModule }));
      (runtime.loadRemote as jest.Mock).mockRejectedValueOnce(new Error('down'));
      const chunkScope: Record<string, unknown> = { webpackChunkmf_auth: [] };
      const loader = registeredLoader(runtime, chunkScope);
      await failureOf(loader.load('mf_auth'));
      await loader.load('mf_auth');
      chunkScope.webpackChunkmf_auth = [[[42], {}]];
      await loader.load('mf_auth');
      await loader.load('mf_auth');
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
      expect(chunkScope.webpackChunkmf_auth).toHaveLength(1);
    });

    it('resets on request (an in-place reload) without a failure', () => {
      const runtime = runtimeLoading(async () => ({ default: goodModule }));
      const chunkScope: Record<string, unknown> = { webpackChunkmf_auth: [[[42], {}]] };
      registeredLoader(runtime, chunkScope).reset('mf_auth');
      expect(runtime.registerRemotes).toHaveBeenCalledWith([authEntry], { force: true });
      expect(chunkScope.webpackChunkmf_auth).toHaveLength(0);
    });
  });
});
