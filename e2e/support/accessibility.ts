// The axe-core pass of the accessibility spec: WCAG 2.2 AA by tag, plus label-in-name (WCAG 2.5.3),
// which axe files under "experimental" and so leaves out of a run by tags unless asked by name.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page as it is once the route has drawn: a heading in view (or `main`, for pages without
 * one, such as signing out) and the network quiet.
 */
export async function settle(page: Page, { heading = true } = {}): Promise<void> {
  const drawn = heading ? page.locator('h1, [role="dialog"] h2').first() : page.getByRole('main');
  await drawn.waitFor({ timeout: 15_000 });
  // Socket.io may keep polling; a route that is still fetching after this shows in the result.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/**
 * Runs axe on the whole page (an open modal dialog included) and records each violation as a
 * soft failure named after `where`, so one run lists every route's findings.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
      rules: { 'label-content-name-mismatch': { enabled: true } },
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
