// Local composition: a tester points one remote of a running shell at another entry. Only
// origins on the allowlist are honoured; this topology allows `http://localhost:*` only, so the
// same server reached as 127.0.0.1 must be refused and the default entry used.
import type { Page } from '@playwright/test';
import { allRemotes } from '../../scripts/lib/remotes.mjs';
import { E2E_HOST, E2E_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { type ServedRemote, serveRemoteCopy } from '../support/remote-server';

const mfAuth = allRemotes.find((remote) => remote.dir === 'mf-auth')!;
const defaultOrigin = `http://${E2E_HOST}:${E2E_PORT + mfAuth.portOffset}`;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const from = (urls: string[], origin: string) =>
  urls.filter((url) => new URL(url).origin === origin);
const isManifest = (url: string) => new URL(url).pathname === '/mf-manifest.json';

let copy: ServedRemote;
test.beforeAll(async () => {
  copy = await serveRemoteCopy(mfAuth.dir);
});
test.afterAll(async () => {
  await copy?.stop();
});

test('?remote:mf_auth= with an allowlisted origin loads mf-auth from that entry', async ({
  page,
  authPages,
}) => {
  const requests = recordRequests(page);
  const overrideOrigin = `http://localhost:${copy.port}`;

  await page.goto(`/auth/login?remote:${mfAuth.name}=${copy.manifest('localhost')}`);
  await expect(authPages.loginHeading).toBeVisible();

  const overridden = from(requests, overrideOrigin);
  expect(overridden.some(isManifest), 'the manifest comes from the override').toBe(true);
  expect(
    overridden.some((url) => url.endsWith('.js')),
    'the code comes from the override',
  ).toBe(true);
  expect(from(requests, defaultOrigin), 'nothing from the default entry').toEqual([]);
});

test('localStorage jobmatch.remoteOverrides with an allowlisted origin loads mf-auth from that entry', async ({
  page,
  authPages,
}) => {
  const requests = recordRequests(page);
  await page.addInitScript(
    ([name, entry]) =>
      localStorage.setItem('jobmatch.remoteOverrides', JSON.stringify({ [name]: entry })),
    [mfAuth.name, copy.manifest('localhost')] as const,
  );

  await page.goto('/auth/login');
  await expect(authPages.loginHeading).toBeVisible();

  expect(from(requests, `http://localhost:${copy.port}`).some(isManifest)).toBe(true);
  // The server cannot know this browser's storage: its first HTML hints the default release
  // (prefetched, as the page it rendered starts on intent), which is fetched but never run.
  // Nothing else comes from there, and no script of it runs.
  const hinted = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]'),
    ].map((link) => link.href),
  );
  expect(from(requests, defaultOrigin).filter((url) => !hinted.includes(url))).toEqual([]);
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
  expect(from(scripts.filter(Boolean), defaultOrigin)).toEqual([]);
});

test('an origin off the allowlist (127.0.0.1) is refused: the default entry is used', async ({
  page,
  authPages,
}) => {
  const requests = recordRequests(page);

  await page.goto(`/auth/login?remote:${mfAuth.name}=${copy.manifest('127.0.0.1')}`);
  await expect(authPages.loginHeading).toBeVisible();

  expect(
    requests.filter((url) => new URL(url).hostname === '127.0.0.1'),
    'no request went to the refused origin',
  ).toEqual([]);
  expect(
    from(requests, defaultOrigin).some(isManifest),
    'mf-auth came from its default entry',
  ).toBe(true);
});
