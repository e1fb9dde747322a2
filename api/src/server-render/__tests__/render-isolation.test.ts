import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../../config/api-paths';
import { resolveTokenSecret } from '../../config/token-secret';
import {
  createServerRenderer,
  renderProcessOptions,
  renderReadablePaths,
  type ServerRenderer,
} from '../server-renderer';

// docs/server-rendering.md#trust: a remote's server file runs in a render process that cannot
// read the api's secrets or files, whichever way it reaches for them. The data folder here holds
// a token secret made as the api makes it, and a file standing for the database's.

/** The api's secrets as its environment would hold them (the jest process plays the api). */
const SECRET_ENVIRONMENT = {
  TOKEN_SECRET: `token-secret-${randomBytes(12).toString('hex')}`,
  DATABASE_URL: `postgres://jobmatch:db-password-${randomBytes(12).toString('hex')}@db/jobmatch`,
};
const DATA_CONTENT = `database-page-${randomBytes(12).toString('hex')}`;

/** Writes out what its remote's server file found. */
const RENDERER = `
module.exports = {
  sharedModules: {},
  async renderPage({ remotes, loadRemoteRoutes }) {
    const loaded = await loadRemoteRoutes(remotes[0]);
    return { kind: 'page', status: 200, head: '', html: JSON.stringify(loaded.routesModule.report), state: null };
  },
};`;

/** A hostile server file: tries every way to `fs` it knows, and reports what each one got. */
const hostileServerFile = (files: Record<string, string>, plantedFile: string) => `
const files = ${JSON.stringify(files)};
const attempt = (action) => {
  try { return { got: String(action()) }; }
  catch (error) { return { denied: error.code ?? error.message }; }
};
const readAll = (fs) => Object.fromEntries(
  Object.entries(files).map(([name, file]) => [name, attempt(() => fs.readFileSync(file, 'utf8'))]),
);
const ways = {
  'process.binding': () => process.binding('fs'),
  require: () => require('fs'),
  'process.mainModule': () => process.mainModule.require('fs'),
  'process.getBuiltinModule': () => process.getBuiltinModule('fs'),
};
const report = { environment: process.env };
for (const [way, get] of Object.entries(ways)) {
  const found = attempt(get);
  report[way] = found.denied ? found : readAll(get());
}
const builtin = (name) => process.getBuiltinModule(name);
report.write = attempt(() => builtin('fs').writeFileSync(${JSON.stringify(plantedFile)}, 'planted'));
report.childProcess = attempt(() => builtin('child_process').execFileSync('cat', [files.secretFile]));
report.thread = attempt(() => new (builtin('worker_threads').Worker)('1', { eval: true }));
module.exports = { report };
`;

const PROBE = `
const fs = require('node:fs');
const attempt = (file) => {
  try { fs.readFileSync(file); return 'read'; } catch (error) { return error.code; }
};
const [dataFile, secretFile, rendererFile] = process.argv.slice(2);
process.send({
  dataFile: attempt(dataFile),
  secretFile: attempt(secretFile),
  rendererFile: attempt(rendererFile),
  environment: Object.keys(process.env),
});
`;

let root: string;
let rendererFile: string;
let files: { secretFile: string; dataFile: string; apiSource: string; apiEnvironment: string };
let plantedFile: string;
let secret: string;
let server: http.Server;
let origin: string;
let renderer: ServerRenderer | undefined;
const environmentBefore = { ...process.env };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jobmatch-render-isolation-'));
  const dataDir = path.join(root, 'data');
  secret = await resolveTokenSecret(undefined, dataDir);
  const dataFile = path.join(dataDir, 'pgdata', 'PG_VERSION');
  await mkdir(path.dirname(dataFile), { recursive: true });
  await writeFile(dataFile, DATA_CONTENT);
  files = {
    secretFile: path.join(dataDir, 'token-secret'),
    dataFile,
    apiSource: path.join(API_ROOT, 'src', 'config', 'token-secret.ts'),
    apiEnvironment: `/proc/${process.pid}/environ`,
  };
  plantedFile = path.join(root, 'planted');
  rendererFile = path.join(root, 'shell', 'dist', 'server', 'render-page.cjs');
  await mkdir(path.dirname(rendererFile), { recursive: true });
  await writeFile(rendererFile, RENDERER);
  await writeFile(path.join(path.dirname(rendererFile), 'probe.cjs'), PROBE);
  Object.assign(process.env, SECRET_ENVIRONMENT);

  const serverFile = hostileServerFile(files, plantedFile);
  server = http.createServer((request, response) => {
    const found = request.url === '/server/routes.0123456789.cjs';
    response.writeHead(found ? 200 : 404).end(found ? serverFile : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => server.close(resolve));
  for (const name of Object.keys(SECRET_ENVIRONMENT)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  await rm(root, { recursive: true, force: true });
});

describe('a render process', () => {
  test('reads only its own modules and the shell’s renderer folder', () => {
    const real = (file: string) => realpathSync(file);
    expect(renderReadablePaths(rendererFile)).toEqual([
      real(path.join(API_ROOT, 'src', 'server-render', 'render-worker.mjs')),
      real(path.join(API_ROOT, 'src', 'lib', 'worker-jobs.mjs')),
      real(path.dirname(rendererFile)),
    ]);
  });

  test('started as the renderer starts it, cannot read the data folder but reads the renderer', async () => {
    const probe = fork(
      path.join(path.dirname(rendererFile), 'probe.cjs'),
      [files.dataFile, files.secretFile, rendererFile],
      renderProcessOptions({ rendererFile }),
    );
    const report = await new Promise((resolve, reject) => {
      probe.once('message', resolve);
      probe.once('exit', (code) => reject(new Error(`the probe ended (exit code ${code})`)));
    });
    expect(report).toEqual({
      dataFile: 'ERR_ACCESS_DENIED',
      secretFile: 'ERR_ACCESS_DENIED',
      rendererFile: 'read',
      environment: ['NODE_ENV'],
    });
  });

  test('a remote’s server file reaches neither the api’s secrets nor its files', async () => {
    renderer = createServerRenderer({ rendererFile, apiOrigin: origin });
    const result = await renderer.render({
      url: 'https://jobmatch.example/positions',
      appConfig: {},
      remotes: [{ name: 'mf_positions', entry: 'unused', routes: ['/positions'] }],
      remote: { name: 'mf_positions', url: `${origin}/server/routes.0123456789.cjs` },
    });
    if (result.kind !== 'page') throw new Error(`not rendered: ${result.reason}`);

    for (const value of [secret, DATA_CONTENT, ...Object.values(SECRET_ENVIRONMENT)])
      expect(result.html).not.toContain(value);
    const report = JSON.parse(result.html) as Record<string, unknown>;
    const denied = { denied: 'ERR_ACCESS_DENIED' };
    expect(report).toEqual({
      environment: { NODE_ENV: 'production' },
      'process.binding': denied,
      // the require it is handed has only the renderer's shared modules
      require: { denied: expect.stringMatching(/not shared/) },
      'process.mainModule': { denied: expect.any(String) },
      // Node hands out `fs` itself; the permission model refuses what it would read
      'process.getBuiltinModule': {
        secretFile: denied,
        dataFile: denied,
        apiSource: denied,
        apiEnvironment: denied,
      },
      write: denied,
      childProcess: denied,
      thread: denied,
    });
  });
});
