// The published contract as a newcomer meets it (docs/api.md#openapi): the reference page lists
// each service's operations from its OpenAPI document, with who may call them and their answers.
import { expect, test } from '../support/fixtures';

test('the API reference shows every service and what an operation answers', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /JobMatch demand-auth/ })).toBeVisible();

  await page.getByLabel('Select a definition').selectOption({ label: 'catalog' });
  await expect(page.getByRole('heading', { name: /JobMatch catalog/ })).toBeVisible();
  const search = page.locator('.opblock-summary', { hasText: 'Search the published job postings' });
  await search.first().click();
  const operation = page.locator('.opblock.is-open');
  await expect(operation.getByText('Access:')).toBeVisible();
  await expect(operation.getByText('Anyone, signed in or not.')).toBeVisible();
  await expect(operation.locator('.response-col_status', { hasText: '200' })).toBeVisible();
});

test('each service publishes its document', async ({ request }) => {
  for (const base of ['demand-auth', 'demand-user', 'catalog', 'order', 'organization', 'chat']) {
    const answer = await request.get(`/api/${base}/openapi.json`);
    expect(answer.status(), base).toBe(200);
    const document = (await answer.json()) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length, base).toBeGreaterThan(3);
  }
});
