/**
 * @jest-environment node
 */
// The renderer as the api's render worker calls it, in Node: the shell's routes with a remote's
// routes, the remote's query data fetched between passes, styles collected for <head>.
import { useQuery } from '@tanstack/react-query';
import { defineRemoteRoutes } from '@jobmatch/shared';
import type { AppConfig, RemoteDescriptor } from '@jobmatch/shared/contracts';
import { renderPage, type RenderPageInput } from '../render-page';

const appConfig = {
  appName: 'JobMatch',
  environment: 'test',
  enabledScreenModes: ['mobile'],
  overrideAllowlist: [],
  googleSignInEnabled: false,
  privacyPolicyUrl: 'https://jobmatch.example/legal/privacy',
  userAgreementUrl: 'https://jobmatch.example/legal/terms',
  companySiteUrl: 'https://jobmatch.example/company/apply',
  requiredServiceVersions: {},
} as unknown as AppConfig;

const positions: RemoteDescriptor = {
  name: 'mf_positions',
  entry: 'https://positions.example/mf-manifest.json',
  routes: ['/positions', '/job-applications'],
};

function ListPage() {
  const answer = useQuery({
    queryKey: ['ssr-test', 'answer'],
    queryFn: async () => (await (await fetch('/api/answer')).json()) as { label: string },
  });
  return <h1>{answer.data?.label ?? 'loading'}</h1>;
}

const routesModule = defineRemoteRoutes({
  namespace: 'ssrtest',
  resources: { list_title: '一覧' },
  routes: [
    {
      handle: { name: 'positions.list', titleKey: 'list_title', access: 'public' },
      Component: ListPage,
    },
    {
      handle: { name: 'job-applications.list', titleKey: 'list_title', access: 'verified' },
      Component: ListPage,
    },
  ],
});

const render = (path: string, overrides: Partial<RenderPageInput> = {}) =>
  renderPage({
    url: `https://jobmatch.example${path}`,
    appConfig,
    remotes: [positions],
    loadRemoteRoutes: async () => ({ routesModule, release: 'routes.0123456789.cjs' }),
    ...overrides,
  });

const realFetch = globalThis.fetch;
let answer: () => Promise<Response>;
beforeEach(() => {
  answer = async () => Response.json({ label: 'the api answered' });
  globalThis.fetch = jest.fn(() => answer()) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('renderPage', () => {
  test('renders a public page with the data its queries fetched, its styles for <head> and the state to hydrate', async () => {
    const result = await render('/positions');
    if (result.kind !== 'page') throw new Error(result.reason);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1>the api answered</h1>');
    // the shell's layout around it, without a <style> in the markup: those go to <head>
    expect(result.html).toContain('data-layout="mobile"');
    expect(result.html).not.toContain('<style');
    expect(result.head).toMatch(/^<style data-emotion="css [\w -]+">.+<\/style>$/s);
    expect(result.state).toMatchObject({
      remote: { name: 'mf_positions', release: 'routes.0123456789.cjs' },
      queries: { queries: [{ queryKey: ['ssr-test', 'answer'], state: { status: 'success' } }] },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('each render has its own styles: a second page gets its <head> styles again', async () => {
    const first = await render('/positions');
    const second = await render('/positions');
    expect(first.kind === 'page' && second.kind === 'page' && second.head).toBe(
      first.kind === 'page' && first.head,
    );
  });

  test('a guarded page is left to the browser, which knows who is asking', async () => {
    expect(await render('/job-applications')).toEqual({
      kind: 'skipped',
      reason: 'guarded page (redirect)',
    });
  });

  test('a page whose query failed is left to the browser', async () => {
    answer = async () => new Response('busy', { status: 429 });
    expect(await render('/positions')).toMatchObject({ kind: 'skipped' });
  });

  test('a release built for another shell contract is left to the browser, which shows its fallback', async () => {
    const otherContract = { ...routesModule, contractVersion: routesModule.contractVersion + 1 };
    expect(
      await render('/positions', {
        loadRemoteRoutes: async () => ({
          routesModule: otherContract,
          release: 'routes.0123456789.cjs',
        }),
      }),
    ).toMatchObject({ kind: 'skipped', reason: expect.stringContaining('shell contract') });
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a remote without a server build is left to the browser', async () => {
    expect(await render('/positions', { loadRemoteRoutes: async () => null })).toMatchObject({
      kind: 'skipped',
      reason: 'mf_positions has no server build',
    });
  });
});
