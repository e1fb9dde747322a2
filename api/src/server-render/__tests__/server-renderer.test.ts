import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServerRenderer, type ServerRenderer } from '../server-renderer';

const RENDERER_FILE = fileURLToPath(new URL('./fixtures/fake-renderer.cjs', import.meta.url));

/** A remote's server file as a release publishes it: its label, and the shared module it requires. */
const remoteFile = (label: string) =>
  `module.exports = { default: { label: ${JSON.stringify(label)}, shared: require('shared-thing') } };`;

const FILES: Record<string, string> = {
  '/server/routes.aaaaaaaaaa.cjs': remoteFile('release A'),
  '/server/routes.bbbbbbbbbb.cjs': remoteFile('release B'),
  '/api/answer': 'the api answered',
};

let server: http.Server;
let origin: string;
let renderer: ServerRenderer;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = FILES[request.url ?? ''];
    response.writeHead(body ? 200 : 404).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  renderer = createServerRenderer({
    rendererFile: RENDERER_FILE,
    apiOrigin: origin,
    timeoutMs: 1_000,
  });
});

afterEach(async () => {
  await renderer.close();
});

const remotes = [{ name: 'mf_positions', entry: 'unused', routes: ['/positions'] }];
const render = (release: 'a' | 'b', path = '/positions') =>
  renderer.render({
    url: `https://jobmatch.example${path}`,
    appConfig: {},
    remotes,
    remote: { name: 'mf_positions', url: `${origin}/server/routes.${release.repeat(10)}.cjs` },
  });

const htmlOf = async (rendering: ReturnType<typeof render>) => {
  const result = await rendering;
  if (result.kind !== 'page') throw new Error(`not rendered: ${result.reason}`);
  return result;
};

describe('createServerRenderer', () => {
  test('renders in another process with the remote’s server file, its api calls going to the api', async () => {
    const { html, state } = await htmlOf(render('a'));
    const [label, release, api, renderProcess] = html.split('|');
    expect(label).toBe('release A');
    expect(release).toBe('routes.aaaaaaaaaa.cjs');
    expect(api).toBe('the api answered');
    expect(renderProcess).toMatch(/^process \d+$/);
    expect(renderProcess).not.toBe(`process ${process.pid}`);
    // the remote's `require` is the renderer's: one instance of each shared module; and the
    // remote's code sees none of the api's environment (its secrets)
    expect(state).toEqual({ sharedIsRenderers: true, environment: ['NODE_ENV'] });
  });

  test('a new release of the remote starts a new generation in a new process; the same release keeps it', async () => {
    const first = await htmlOf(render('a'));
    const again = await htmlOf(render('a'));
    expect(renderer.currentGeneration()?.key).toBe('1');
    expect(again.html).toBe(first.html);

    const published = await htmlOf(render('b'));
    expect(published.html).toMatch(/^release B\|routes\.bbbbbbbbbb\.cjs\|/);
    expect(renderer.currentGeneration()?.key).toBe('2');
    // the old generation had nothing left to render: its processes are gone
    expect(renderer.liveGenerations()).toBe(1);
    expect(published.html.split('|')[3]).not.toBe(first.html.split('|')[3]);

    // a rollback is one more release as far as the server is concerned
    const rolledBack = await htmlOf(render('a'));
    expect(rolledBack.html).toMatch(/^release A\|/);
    expect(renderer.currentGeneration()?.key).toBe('3');
  });

  test('a render that throws, or runs over, rejects; the next render still works', async () => {
    await expect(render('a', '/fail')).rejects.toThrow('the page threw');
    await expect(render('a', '/slow')).rejects.toThrow(/longer than 1000 ms/);
    await expect(htmlOf(render('a'))).resolves.toMatchObject({ status: 200 });
  });

  test('a render queued behind one that runs over gets a new process and its own full time', async () => {
    const slow = render('a', '/slow');
    const queued = render('a');
    await expect(slow).rejects.toThrow(/longer than 1000 ms/);
    const { html } = await htmlOf(queued);
    expect(html).toMatch(/^release A\|/);
  });

  test('a server file the remote’s origin does not have rejects', async () => {
    await expect(
      renderer.render({
        url: 'https://jobmatch.example/positions',
        appConfig: {},
        remotes,
        remote: { name: 'mf_positions', url: `${origin}/server/routes.cccccccccc.cjs` },
      }),
    ).rejects.toThrow(/answered 404/);
  });
});
