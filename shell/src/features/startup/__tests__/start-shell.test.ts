import { startShell, type StartableSession } from '../start-shell';

const appConfig = {
  appName: 'JobMatch',
  environment: 'development',
  enabledScreenModes: ['mobile'],
  overrideAllowlist: [],
  googleSignInEnabled: false,
  requiredServiceVersions: {},
};
const remotesConfig = {
  remotes: [
    { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
  ],
};

function fetchServing(files: Record<string, { status?: number; body: unknown }>): typeof fetch {
  return (async (url: string) => {
    const file = files[url];
    if (!file) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(file.body), {
      status: file.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function fakeSession(
  status: 'active' | 'error' = 'active',
  initialize = jest.fn(async () => undefined),
): StartableSession & { initialize: jest.Mock } {
  return { initialize, getSnapshot: () => ({ status }) };
}

describe('startShell', () => {
  const goodFiles = () =>
    fetchServing({
      '/app-config.json': { body: appConfig },
      '/remotes.json': { body: remotesConfig },
    });

  it('loads both runtime files, then initialises the session with the app config', async () => {
    const session = fakeSession();
    const beforeSession = jest.fn();
    const runtime = await startShell(session, { fetchImpl: goodFiles(), beforeSession });
    expect(runtime.remotesConfig.remotes[0]!.name).toBe('mf_auth');
    expect(session.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ appName: 'JobMatch' }),
    );
    expect(beforeSession).toHaveBeenCalledWith(runtime);
  });

  it('fills the documented defaults (mobile only, no overrides)', async () => {
    const fetchImpl = fetchServing({
      '/app-config.json': { body: { appName: 'JobMatch', environment: 'production' } },
      '/remotes.json': { body: { remotes: [] } },
    });
    const { appConfig: parsed } = await startShell(fakeSession(), { fetchImpl });
    expect(parsed.enabledScreenModes).toEqual(['mobile']);
    expect(parsed.overrideAllowlist).toEqual([]);
  });

  it('fails when a file is missing', async () => {
    const fetchImpl = fetchServing({ '/app-config.json': { body: appConfig } });
    await expect(startShell(fakeSession(), { fetchImpl })).rejects.toThrow(
      '/remotes.json answered 404',
    );
  });

  it('fails with a readable list when a file is invalid', async () => {
    const fetchImpl = fetchServing({
      '/app-config.json': { body: { ...appConfig, enabledScreenModes: ['tablet'] } },
      '/remotes.json': { body: remotesConfig },
    });
    await expect(startShell(fakeSession(), { fetchImpl })).rejects.toThrow(
      /app-config\.json is invalid/,
    );
  });

  it('fails when the session cannot initialise', async () => {
    const failing = fakeSession(
      'active',
      jest.fn(async () => Promise.reject(new Error('ping failed'))),
    );
    await expect(startShell(failing, { fetchImpl: goodFiles() })).rejects.toThrow('ping failed');
    await expect(startShell(fakeSession('error'), { fetchImpl: goodFiles() })).rejects.toThrow(
      'could not be initialised',
    );
  });
});
