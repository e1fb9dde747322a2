import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helper';

// docs/server-rendering.md: the document of a page rendered on the server, with a stand-in for
// the shell's renderer (`SHELL_DIST/server/render-page.cjs`) and a remote whose manifest names
// its server file. What the renderer draws is its business (shell/src/server); here: when the
// api asks for a render, where the answer goes, and that the page always goes out.

const INDEX_HTML =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><title>JobMatch</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** Draws the path it was asked for; `/home/boom` throws, `/home/broken` is a route error. */
const FAKE_RENDERER = `
module.exports = {
  sharedModules: {},
  async renderPage({ url, remotes, loadRemoteRoutes }) {
    const { pathname } = new URL(url);
    if (pathname === '/home/boom') throw new Error('the page threw');
    const loaded = await loadRemoteRoutes(remotes.find((remote) => remote.name === 'mf_positions'));
    if (pathname === '/home/broken')
      return { kind: 'page', status: 500, html: '<p>500</p>', head: '', state: null };
    return {
      kind: 'page',
      status: 200,
      html: '<main><h1>' + loaded.routesModule.label + ' ' + pathname + '</h1></main>',
      head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      state: { remote: { name: 'mf_positions', release: loaded.release } },
    };
  },
};`;

/** A remote's origin: its manifest naming `serverFile`, and the server file itself. */
async function startRemote(serverFile: () => string) {
  const server = createServer((request, response) => {
    if (request.url === '/mf-manifest.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          metaData: {
            remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
            publicPath: 'auto',
            ssrRemoteEntry: { name: serverFile(), path: 'server/', type: 'commonjs-module' },
          },
          exposes: [],
        }),
      );
    if (request.url === '/server/routes.0123456789.cjs')
      return response.writeHead(200).end("module.exports = { default: { label: 'rendered' } };");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let t: TestApp;
let dir: string;
let remote: Awaited<ReturnType<typeof startRemote>>;
let serverFileName = 'routes.0123456789.cjs';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobmatch-server-rendered-'));
  await mkdir(path.join(dir, 'dist', 'server'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'dist', 'server', 'render-page.cjs'), FAKE_RENDERER);
  remote = await startRemote(() => serverFileName);
  await writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_positions',
          entry: `${remote.origin}/mf-manifest.json`,
          routes: ['/home', '/positions'],
        },
      ],
    }),
  );
  t = await createTestApp({
    env: { SHELL_DIST: path.join(dir, 'dist'), REMOTES_FILE: path.join(dir, 'remotes.json') },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => remote.server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  serverFileName = 'routes.0123456789.cjs';
});

const page = async (url: string) => {
  const response = await t.call('GET', url, {
    headers: { accept: 'text/html', host: 'jobmatch.test' },
    fingerprint: null,
  });
  return { status: response.status, html: String(response.body) };
};

const rootOf = (html: string) => /<div id=root>([\s\S]*?)<\/div><script/.exec(html)?.[1];
const stateOf = (html: string) => {
  const block = /<script type="application\/json" id="jobmatch-ssr">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return block ? (JSON.parse(block[1]!) as unknown) : undefined;
};

describe('a page rendered on the server', () => {
  test('carries the markup in the root, the styles in <head> and the state for the page', async () => {
    const { status, html } = await page('/home');
    expect(status).toBe(200);
    expect(rootOf(html)).toBe('<main><h1>rendered /home</h1></main>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>');
    expect(stateOf(html)).toEqual({
      remote: { name: 'mf_positions', release: 'routes.0123456789.cjs' },
    });
    // the runtime files stay inline beside it
    expect(html).toContain('id="jobmatch-runtime"');
  });

  test('is not rendered for a search, a ?remote: override or a HEAD', async () => {
    for (const url of [
      '/positions?search=Go',
      `/positions?remote:mf_positions=${remote.origin}/mf-manifest.json`,
    ]) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(rootOf(html)).toBe('');
      expect(stateOf(html)).toBeUndefined();
    }
    const head = await t.call('HEAD', '/home', {
      headers: { accept: 'text/html', host: 'jobmatch.test' },
      fingerprint: null,
    });
    expect(head.status).toBe(200);
  });

  test('goes out without markup when the renderer throws or draws a route error', async () => {
    for (const url of ['/home/boom', '/home/broken']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(rootOf(html)).toBe('');
      expect(stateOf(html)).toBeUndefined();
    }
  });

  test('is not rendered when the manifest names a server file on another origin, or one that is missing', async () => {
    for (const name of ['//elsewhere.example/routes.cjs', 'routes.9999999999.cjs']) {
      serverFileName = name;
      const { status, html } = await page('/home');
      expect(status).toBe(200);
      expect(rootOf(html)).toBe('');
    }
  });

  test("the shell's renderer is not a file of the site", async () => {
    const response = await t.call('GET', '/server/render-page.cjs', {
      headers: { accept: '*/*' },
      fingerprint: null,
    });
    expect(response.status).toBe(404);
  });
});
