// What the content area shows when a remote page fails (docs/shell.md#composition-and-fallbacks):
// code that ran and crashed is the spec's 500 page; a chunk that never arrived is the load-failure
// fallback, whose retry brings the page back; a posting that is not there is the 404 page, with
// its own title and breadcrumb.
import { allRemotes } from '../../scripts/lib/remotes.mjs';
import { baseURL, E2E_HOST, E2E_PORT } from '../support/environment';
import { findProducts } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { PositionsPages } from '../support/pages/positions-pages';

const mfPositions = allRemotes.find((remote) => remote.dir === 'mf-positions')!;
const positionsOrigin = `http://${E2E_HOST}:${E2E_PORT + mfPositions.portOffset}`;

test('a posting page that crashes while rendering shows the 500 page, not a retry', async ({
  page,
  request,
  shell,
}) => {
  const [posting] = (await findProducts(request, { $top: 1 })).value;
  // The api answers with a record the page cannot render: an object where the title goes.
  await page.route(
    (url) => url.pathname === `/api/catalog/products/${posting!.id}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), name: { crash: 1 } } });
    },
  );

  // from the list, so the page fetches the posting itself (a first load gets it from the server)
  await page.goto(`/positions?search=${encodeURIComponent(posting!.name)}`);
  await page.getByRole('main').getByRole('link', { name: posting!.name }).first().click();

  await expect(shell.serverErrorHeading).toBeVisible();
  await expect(shell.content).toContainText('予期しないエラーが発生しました');
  await expect(shell.retryButton).toHaveCount(0);
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);
  await expect(shell.topBar).toBeVisible();
  await shell.backToTopButton.click();
  await expect(page).toHaveURL(`${baseURL}/home`);
});

test('a posting whose code no longer arrives shows the fallback; retry brings it back', async ({
  page,
  request,
  shell,
}) => {
  const positions = new PositionsPages(page);
  const [newest] = (await findProducts(request, { $top: 1 })).value;
  await positions.gotoList();
  await shell.reachForThePage();
  const first = positions.resultLinks.first();
  await expect(first).toHaveAccessibleName(newest!.name);
  // mf-positions' routes are patched in; its server now stops answering before the posting's
  // page chunk has been fetched
  await page.route(`${positionsOrigin}/**`, (route) => route.abort());
  await first.click();

  await expect(page).toHaveURL(`${baseURL}/positions/${newest!.id}`);
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(shell.retryButton).toBeVisible();
  await expect(shell.backToTopButton).toBeVisible();
  await expect(shell.serverErrorHeading).toHaveCount(0);

  // retry reloads the page (React Router keeps a failed lazy route's answer until then)
  await page.unroute(`${positionsOrigin}/**`);
  await shell.retryButton.click();
  await expect(positions.positionHeading).toHaveText(newest!.name);
  await expect(page).toHaveURL(`${baseURL}/positions/${newest!.id}`);
});

test('the 404 page of an unknown posting has its own title and breadcrumb', async ({
  page,
  shell,
}) => {
  await page.goto(`/positions/e2e-${crypto.randomUUID()}`);
  await expect(shell.notFoundHeading).toBeVisible();
  await expect(page).toHaveTitle('ページが見つかりません | JobMatch');
  await expect(shell.breadcrumb).toContainText('ページが見つかりません');
  await expect(shell.breadcrumb).not.toContainText('求人詳細');
});
