// One cold page load in Chromium: every JavaScript file the page loaded, with its size on the
// wire (as the server sent it, gzip/br) and decoded, and what the page's federation share scope
// says about loaded shared packages.

/**
 * @typedef {{ url: string, encoding: string, transferBytes: number, decodedBytes: number, body: string }} ScriptLoad
 * @typedef {{ instance: string, scope: string, pkg: string, version: string, loaded: boolean, from: string }} ShareEntry
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ ready?: string, viewport?: { width: number, height: number } }} options
 * @returns {Promise<{ scripts: ScriptLoad[], share: ShareEntry[] }>}
 */
export async function measureColdLoad(
  browser,
  url,
  { ready, viewport = { width: 375, height: 812 } } = {},
) {
  // A fresh context has an empty cache; disabling the cache as well rules out memory-cache hits
  // between the host and remotes requesting the same file.
  const context = await browser.newContext({ viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    /** @type {Promise<ScriptLoad | null>[]} */
    const pending = [];
    page.on('response', (response) => {
      const request = response.request();
      const isScript =
        request.resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
      if (!isScript) return;
      pending.push(
        (async () => {
          try {
            const [sizes, body, headers] = await Promise.all([
              request.sizes(),
              response.body(),
              response.allHeaders(),
            ]);
            return {
              url: response.url(),
              encoding: headers['content-encoding'] ?? 'identity',
              transferBytes: sizes.responseBodySize,
              decodedBytes: body.length,
              body: body.toString('utf8'),
            };
          } catch {
            return null; // e.g. a redirect or an aborted request: no body
          }
        })(),
      );
    });

    await page.goto(url, { waitUntil: 'networkidle' });
    if (ready) await page.locator(ready).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Figures of a page that rendered and then failed (e.g. start-up errors) would mislead.
    if (ready && !(await page.locator(ready).first().isVisible()))
      throw new Error(`${url}: "${ready}" disappeared after load`);

    const share = await page.evaluate(() => {
      const root = /** @type {any} */ (globalThis).__FEDERATION__?.__SHARE__ ?? {};
      /** @type {ShareEntry[]} */
      const out = [];
      for (const [instance, scopes] of Object.entries(root))
        for (const [scope, packages] of Object.entries(/** @type {any} */ (scopes)))
          for (const [pkg, versions] of Object.entries(/** @type {any} */ (packages)))
            for (const [version, shared] of Object.entries(/** @type {any} */ (versions)))
              out.push({
                instance,
                scope,
                pkg,
                version,
                loaded: Boolean(shared.loaded),
                from: String(shared.from ?? ''),
              });
      return out;
    });
    const scripts = (await Promise.all(pending)).filter((entry) => entry !== null);
    return { scripts, share };
  } finally {
    await context.close();
  }
}
