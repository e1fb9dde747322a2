import { startShell, type StartableSession } from '../start-shell';

const appConfig = { appName: 'JobMatch', environment: 'development', enabledScreenModes: ['mobile'], overrideAllowlist: [], googleSignInEnabled: false, requiredServiceVersions: {} };
const remotesConfig = { remotes: [{ name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] }] };

function fetchServing(files: Record<string, { status?: number; body: unknown }>): typeof fetch {
  return (async (url: string) => {
    const file = files[url];
    if (!file) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(file.body), { status: file.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function fakeSession(status: 'active' | 'error' = 'active', initialize = jest.fn(async () => undefined)): StartableSession & { initialize: jest.Mock } {
  return { initialize, getSnapshot: () => ({ status }) };
}

describe('startShell', () => {
  it('loads both runtime files, then initialises the session with the app config', async () => {
    const session = fakeSession();
    const runtime = await startShell(session, fetchServing({ '/app-config.json': { body: appConfig }, '/remotes.json': { body: remotesConfig } }));
    expect(runtime.remotesConfig.remotes[0]!.name).toBe('mf_auth');
    expect(session.initialize).toHaveBeenCalledWith(expect.objectContaining({ appName: 'JobMatch' }));
  });

  it('fills defaults the spec gives (mobile only, no overrides)', async () => {
    const { appConfig: parsed } = await startShell(
      fakeSession(),
      fetchServing({ '/app-config.json': { body: { appName: 'JobMatch', environment: 'production' } }, '/remotes.json': { body: { remotes: [] } } }),
    );
    expect(parsed.enabledScreenModes).toEqual(['mobile']);
    expect(parsed.overrideAllowlist).toEqual([]);
  });

  it('fails when a file is missing', async () => {
    await expect(startShell(fakeSession(), fetchServing({ '/app-config.json': { body: appConfig } }))).rejects.toThrow('/remotes.json answered 404');
  });

  it('fails with a readable list when a file is invalid', async () => {
    const bad = { ...appConfig, enabledScreenModes: ['tablet'] };
    await expect(startShell(fakeSession(), fetchServing({ '/app-config.json': { body: bad }, '/remotes.json': { body: remotesConfig } }))).rejects.toThrow(
      /app-config\.json is invalid/,
    );
  });

  it('fails when the session cannot initialise', async () => {
    const files = fetchServing({ '/app-config.json': { body: appConfig }, '/remotes.json': { body: remotesConfig } });
    await expect(startShell(fakeSession('active', jest.fn(async () => Promise.reject(new Error('ping failed')))), files)).rejects.toThrow('ping failed');
    await expect(startShell(fakeSession('error'), files)).rejects.toThrow('could not be initialised');
  });
});
