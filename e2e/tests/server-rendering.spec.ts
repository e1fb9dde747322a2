// Public pages come rendered from the server (docs/server-rendering.md): their first HTML holds the
// content, the head crawlers read (title, Open Graph, JobPosting), a 404 for a posting that is not
// viewable; the page then takes the server's markup over instead of drawing it again; and a
// release of mf-positions published alone is what the server renders on the next load.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ENDED_POSTING, findProducts } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { ShellChrome } from '../support/pages/shell-chrome';

const firstHtml = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
};

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The title links of the result cards (positions-pages.ts). */
const resultLinks = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: '求人一覧' }).getByRole('link');

/** The visitor reaches for the page (a mouse over it): a guest's page starts on intent. */
async function reachForThePage(page: Page) {
  await new ShellChrome(page).reachForThePage();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'hydrated');
}

test('the first HTML of a posting holds its content, title, Open Graph tags and JobPosting', async ({
  request,
}) => {
  const [posting] = (await findProducts(request, { $top: 1 })).value;
  expect(posting).toBeDefined();
  const { status, html } = await firstHtml(request, `/positions/${posting!.id}`);
  expect(status).toBe(200);
  expect(html).toContain(`<title>${posting!.name}`);
  expect(metaContent(html, 'og:title')).toContain(posting!.name);
  expect(metaContent(html, 'og:description')).toBeTruthy();
  expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
  // the page's own markup, not an empty root
  expect(html).toMatch(new RegExp(`<h1[^>]*>${posting!.name.replace(/[()]/g, '\\$&')}</h1>`));
  const [jobPosting] = jsonLdOf(html) as Record<string, unknown>[];
  expect(jobPosting).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting!.name,
    hiringOrganization: { '@type': 'Organization', name: posting!.organization?.name },
  });
  expect(typeof jobPosting!.datePosted).toBe('string');
  expect(jobPosting!.description).toBeTruthy();
});

test('a posting keeps the title of its first HTML once the page runs', async ({
  page,
  request,
}) => {
  const [posting] = (await findProducts(request, { $top: 1 })).value;
  await page.goto(`/positions/${posting!.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(posting!.name);
  await expect(page).toHaveTitle(`${posting!.name} | JobMatch`);
});

test('an ended or unknown posting answers 404 without structured data', async ({ request }) => {
  for (const id of [DEMO_ENDED_POSTING.id, crypto.randomUUID()]) {
    const { status, html } = await firstHtml(request, `/positions/${id}`);
    expect(status, id).toBe(404);
    expect(jsonLdOf(html)).toHaveLength(0);
    expect(metaContent(html, 'robots')).toBe('noindex');
  }
});

test('with JavaScript off, the list and a posting are there to read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/positions');
  await expect(page.getByRole('heading', { name: '求人一覧' })).toBeVisible();
  const firstCard = resultLinks(page).first();
  const title = (await firstCard.textContent())?.trim();
  await firstCard.click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
  await context.close();
});

test('the page takes the server markup over: the same elements, and links navigate in the page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/positions');
  const heading = page.getByRole('heading', { name: '求人一覧' });
  await expect(heading).toBeVisible();
  const serverHeading = await heading.elementHandle();
  await reachForThePage(page);

  // a fresh render would have replaced it; hydration keeps the server's element
  expect(await serverHeading!.evaluate((element) => element.isConnected)).toBe(true);
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });
  await resultLinks(page).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in visitor gets the page drawn for them over the guest markup', async ({
  page,
  authPages,
  verifiedAccount,
  consoleErrors,
}) => {
  await authPages.gotoLogin();
  await authPages.login(verifiedAccount);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/positions');
  // the top bar is the signed-in one, which the server (rendering for a guest) cannot know
  await expect(page.getByRole('banner').getByText('ログイン', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '求人一覧' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// A real production build of mf-positions.
test.setTimeout(300_000);

test('an mf-positions release published alone is what the server renders and the page runs on the next load', async ({
  page,
  request,
  positionsDeployer,
  consoleErrors,
}) => {
  const NEW_HEADING = '求人一覧（新しいリリース）';
  await positionsDeployer.edit({
    file: 'mf-positions/src/app/i18n/ja.ts',
    from: "positions_list_heading: '求人一覧',",
    to: `positions_list_heading: '${NEW_HEADING}',`,
  });
  await positionsDeployer.deploy();

  const { html } = await firstHtml(request, '/positions');
  expect(html).toContain(NEW_HEADING);

  await page.goto('/positions');
  const heading = page.getByRole('heading', { name: NEW_HEADING });
  await expect(heading).toBeVisible();
  const serverHeading = await heading.elementHandle();
  await reachForThePage(page);
  // hydrated with the same release: nothing redrawn, nothing mismatched
  expect(await serverHeading!.evaluate((element) => element.isConnected)).toBe(true);
  await expect(heading).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
