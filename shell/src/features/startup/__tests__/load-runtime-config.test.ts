import { logger } from '@jobmatch/shared';
import { FIRST_HTML_BLOCK_IDS } from '@jobmatch/shared/contracts';
import { loadRuntimeConfig } from '../load-runtime-config';

const RUNTIME_BLOCK_ID = FIRST_HTML_BLOCK_IDS.runtime;

const appConfig = {
  appName: 'JobMatch',
  environment: 'production',
  enabledScreenModes: ['mobile'],
  overrideAllowlist: [],
  googleSignInEnabled: false,
  requiredServiceVersions: { catalog: '3.4.0' },
};
const remotesConfig = {
  remotes: [
    {
      name: 'mf_positions',
      entry: 'https://positions.example/mf-manifest.json',
      routes: ['/home', '/positions'],
    },
  ],
};

/** Serves the two files; records what was asked. */
function fetchServing(files: Record<string, unknown>) {
  return jest.fn(async (url: string) =>
    url in files ? Response.json(files[url]) : new Response('not found', { status: 404 }),
  ) as jest.Mock & typeof fetch;
}

/** The block as the api writes it into the page (`<` escaped as \u003c). */
function addRuntimeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_BLOCK_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById(RUNTIME_BLOCK_ID)?.remove();
  jest.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  test('a page with the inline block starts from it, without a request', async () => {
    addRuntimeBlock(
      JSON.stringify({
        appConfig: { ...appConfig, appName: 'Job\u003cMatch' },
        remotesConfig,
      }).replace(/</g, '\\u003c'),
    );
    const fetchImpl = fetchServing({});
    const runtime = await loadRuntimeConfig(fetchImpl);
    expect(runtime.appConfig.appName).toBe('Job<Match');
    expect(runtime.remotesConfig).toEqual(remotesConfig);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('the block is validated like the files: defaults filled, a bad one refused', async () => {
    addRuntimeBlock(
      JSON.stringify({
        appConfig: { appName: 'JobMatch', environment: 'production' },
        remotesConfig: { remotes: [] },
      }),
    );
    const fetchImpl = fetchServing({});
    const { appConfig: parsed } = await loadRuntimeConfig(fetchImpl);
    expect(parsed.enabledScreenModes).toEqual(['mobile']);
    expect(parsed.overrideAllowlist).toEqual([]);

    document.getElementById(RUNTIME_BLOCK_ID)!.textContent = JSON.stringify({
      appConfig,
      remotesConfig: { remotes: [{ name: 'mf_auth', entry: '', routes: ['auth'] }] },
    });
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(/remotes\.json is invalid/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('without the block (a page the api did not build) both files are fetched', async () => {
    const fetchImpl = fetchServing({
      '/app-config.json': appConfig,
      '/remotes.json': remotesConfig,
    });
    const runtime = await loadRuntimeConfig(fetchImpl);
    expect(runtime).toEqual({ appConfig, remotesConfig });
    expect(fetchImpl.mock.calls.map(([url]) => url).sort()).toEqual([
      '/app-config.json',
      '/remotes.json',
    ]);
  });

  test('a block that is not JSON is reported and the files are fetched instead', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    addRuntimeBlock('{"appConfig":');
    const fetchImpl = fetchServing({
      '/app-config.json': appConfig,
      '/remotes.json': remotesConfig,
    });
    expect(await loadRuntimeConfig(fetchImpl)).toEqual({ appConfig, remotesConfig });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime block'), expect.any(Error));
  });

  test('the document to read is a parameter', async () => {
    const source = {
      getElementById: (id: string) =>
        id === RUNTIME_BLOCK_ID
          ? ({ textContent: JSON.stringify({ appConfig, remotesConfig }) } as HTMLElement)
          : null,
    };
    const fetchImpl = fetchServing({});
    expect(await loadRuntimeConfig(fetchImpl, source)).toEqual({ appConfig, remotesConfig });
    await expect(loadRuntimeConfig(fetchImpl, undefined)).rejects.toThrow('answered 404');
  });
});
