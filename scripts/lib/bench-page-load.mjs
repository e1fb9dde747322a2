// One cold page load in Chromium: every JavaScript file the page loaded, with its size on the
// wire (as the server sent it, gzip/br) and decoded, and what the page's federation share scope
// says about loaded shared packages. A server-rendered page starts on intent
// (docs/server-rendering.md#start-on-intent): the files are told apart by when they came (the
// load, or after the visitor reached for the page) and how (run, or prefetched while idle).

/**
 * @typedef {{ url: string, encoding: string, transferBytes: number, decodedBytes: number, body: string, phase: 'load' | 'intent', prefetch: boolean }} ScriptLoad
 * @typedef {{ instance: string, scope: string, pkg: string, version: string, loaded: boolean, from: string }} ShareEntry
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ ready?: string, viewport?: { width: number, height: number } }} options
 * @returns {Promise<{ scripts: ScriptLoad[], share: ShareEntry[], intentMs: number | null, documentBytes: number }>}
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
    /** @type {'load' | 'intent'} */
    let phase = 'load';
    page.on('response', (response) => {
      const request = response.request();
      const runs = request.resourceType() === 'script';
      const isScript = runs || new URL(response.url()).pathname.endsWith('.js');
      if (!isScript) return;
      const loadedIn = phase;
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
              phase: loadedIn,
              prefetch: !runs,
            };
          } catch {
            return null; // e.g. a redirect or an aborted request: no body
          }
        })(),
      );
    });

    const documentResponse = await page.goto(url, { waitUntil: 'networkidle' });
    // the first HTML as sent (brotli for Chromium): what one initial congestion window carries
    const documentBytes = documentResponse
      ? (await documentResponse.request().sizes()).responseBodySize
      : 0;
    if (ready) await page.locator(ready).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Figures of a page that rendered and then failed (e.g. start-up errors) would mislead.
    if (ready && !(await page.locator(ready).first().isVisible()))
      throw new Error(`${url}: "${ready}" disappeared after load`);

    // the visitor reaches for the page (a mouse over it); a page drawn by the browser has started
    phase = 'intent';
    const intentAt = Date.now();
    const startedAlready = await page.locator('html[data-app-started]').count();
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout: 15_000 });
    const intentMs = startedAlready ? null : Date.now() - intentAt;
    await page.waitForLoadState('networkidle');

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
    return { scripts, share, intentMs, documentBytes };
  } finally {
    await context.close();
  }
}
