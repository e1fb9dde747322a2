// The axe-core pass of the accessibility spec: WCAG 2.2 AA by tag, plus label-in-name (WCAG 2.5.3),
// which axe files under "experimental" and so leaves out of a run by tags unless asked by name.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How long no request may be in flight before a drawn route counts as settled. */
const QUIET_MS = 250;
/** Socket.io's long poll stays open by design; it is not a route still loading. */
const LONG_LIVED = /\/socket\.io\//;
const inFlightByPage = new WeakMap<Page, Set<Request>>();

/** Counts `page`'s requests in flight from now on, in `inFlightByPage`. */
function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  inFlightByPage.set(page, pending);
}

/**
 * The page as it is once the route has drawn: a heading in view (or `main`, for pages without
 * one, such as signing out) and no request in flight for QUIET_MS. Playwright's `networkidle`
 * asks for 500 ms without any connection, which every route paid in full; a page tracked from
 * before its navigation knows when its last request ended.
 */
export async function settle(page: Page, { heading = true } = {}): Promise<void> {
  const inFlight = inFlightByPage.get(page);
  const drawn = heading ? page.locator('h1, [role="dialog"] h2').first() : page.getByRole('main');
  await drawn.waitFor({ timeout: 15_000 });
  if (!inFlight) {
    // the first route of a page: requests before now were not seen
    trackRequests(page);
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    return;
  }
  await waitForQuiet(page, inFlight);
}

/** Resolves once `inFlight` has stayed empty for QUIET_MS, or after 3 s as `networkidle` did. */
async function waitForQuiet(page: Page, inFlight: Set<Request>): Promise<void> {
  const deadline = Date.now() + 3_000;
  let quietSince = inFlight.size === 0 ? Date.now() : undefined;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(25);
  }
}

/**
 * Runs axe on the whole page (an open modal dialog included) and records each violation as a
 * soft failure named after `where`, so one run lists every route's findings.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs each frame apart and merges the results in a
    // new blank page, which doubled every check's time; our pages have no cross-origin frames
    .setLegacyMode()
    .options({
      runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // only violations are read: axe skips the details of what passed
      resultTypes: ['violations'],
    })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replaceAll('\n', ' ')}`,
    ),
  );
  expect.soft(found, `axe violations on ${where} (${page.url()})`).toEqual([]);
}
