// A server-rendered page a guest opens runs none of the app's scripts until they reach for it
// (docs/server-rendering.md#start-on-intent); what they did while it loaded is done once it runs.
// Each test holds the shell's script until the action is over, so the action really happens
// before the app runs.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const started = (page: Page) => page.locator('html[data-app-started]');

/** Holds the shell's script until `release()`, and tells whether the page asked for it. */
async function holdShellScript(page: Page) {
  let release!: () => void;
  let requested = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test('a guest on a public page: no script runs until they reach for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/positions');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: '求人一覧' })).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(started(page)).toHaveCount(0);

  await page.getByRole('main').hover();
  await expect(started(page)).toHaveAttribute('data-app-started', 'hydrated');
  expect(scripts.length).toBeGreaterThan(0);
});

test('a button pressed before the app runs is pressed again once it does', async ({
  page,
  consoleErrors,
}) => {
  const shell = await holdShellScript(page);
  await page.goto('/positions', { waitUntil: 'commit' });
  await expect(page.locator('#jobmatch-start'), 'the list is server-rendered').toHaveCount(1);
  const save = page
    .getByRole('main')
    .getByRole('button', { name: /^気になる/ })
    .first();
  await save.click();
  await expect.poll(shell.requested).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  shell.release();
  // a guest who saves is asked to sign in: the press reached the app
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('ログイン');
  expect(consoleErrors).toEqual([]);
});

test('a login typed and sent before the app runs signs in with what was typed', async ({
  page,
  authPages,
  verifiedAccount,
}) => {
  const leaked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('password')) leaked.push(request.url());
  });
  const shell = await holdShellScript(page);
  // not until "load": a page the server could not render would wait for the held script
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('#jobmatch-start'), 'the login page is server-rendered').toHaveCount(1);
  await authPages.emailField.fill(verifiedAccount.email);
  await authPages.passwordField.fill(verifiedAccount.password);
  await authPages.passwordField.press('Enter');
  await expect.poll(shell.requested).toBe(true);

  shell.release();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('banner').getByText('ログイン', { exact: true })).toHaveCount(0);
  // nothing went out natively: no password in any address
  expect(leaked).toEqual([]);
});

test('a browser that signed in starts its page at once, drawn for its user', async ({
  page,
  authPages,
  verifiedAccount,
}) => {
  await authPages.gotoLogin();
  await authPages.login(verifiedAccount);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await page.goto('/positions');
  // no tap, no key: the signed-in hint starts it
  await expect(started(page)).toHaveAttribute('data-app-started', 'rendered');
  await expect(page.getByRole('banner').getByText('ログイン', { exact: true })).toHaveCount(0);
});
