// A feature team publishes one remote into the running product with `pnpm deploy:remote`, nothing
// restarted (docs/delivery.md): new pages get the new release on their first load, pages opened
// before keep working, a rollback brings the old release back, and a release built for another
// shell contract shows the fallback until a compatible release is published.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ShellChrome } from '../support/pages/shell-chrome';

const LABELS = 'mf-auth/src/app/i18n/ja.ts';
const ROUTES = 'mf-auth/src/app/routes.tsx';
const NEW_LABEL = 'ログインする（新しいリリース）';
const newLoginLabel = {
  file: LABELS,
  from: "login_submit: 'ログインする',",
  to: `login_submit: '${NEW_LABEL}',`,
};
const NEW_RESET_HEADING = 'パスワード再設定（新しいリリース）';
const newResetHeading = {
  file: 'mf-auth/src/features/reset-password/components/reset-password-request-page.tsx',
  from: "heading={t('reset_request_heading')}",
  to: `heading="${NEW_RESET_HEADING}"`,
};
// a release built against the next shell contract
const nextContract = {
  file: ROUTES,
  from: 'export default authRoutesModule;',
  to: 'export default { ...authRoutesModule, contractVersion: authRoutesModule.contractVersion + 1 };',
};

const loginButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the login page and reaches for it: the page runs mf-auth's release from then on. */
async function openLogin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'ログイン', exact: true }),
  ).toBeVisible();
  await new ShellChrome(page).reachForThePage();
}

// Each deploy is a real production build of mf-auth.
test.setTimeout(300_000);

test('a deployed mf-auth reaches new pages, a page opened before keeps working, and rollback restores it', async ({
  page,
  context,
  authPages,
  authDeployer,
}) => {
  await openLogin(page);
  await expect(loginButton(page, 'ログインする')).toBeVisible();

  await authDeployer.edit(newLoginLabel);
  await authDeployer.deploy();

  const fresh = await context.newPage();
  await openLogin(fresh);
  await expect(loginButton(fresh, NEW_LABEL)).toBeVisible();

  // The page opened before the deploy moves on inside mf-auth: its release's chunks are still there.
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
  await authPages.forgotPasswordLink.click();
  await expect(page).toHaveURL(/\/auth\/reset-password-request$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(authPages.emailField).toBeVisible();
  expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(
    true,
  );

  await authDeployer.restoreSources();
  await authDeployer.rollback();
  const afterRollback = await context.newPage();
  await openLogin(afterRollback);
  await expect(loginButton(afterRollback, 'ログインする')).toBeVisible();
  await expect(loginButton(afterRollback, NEW_LABEL)).toHaveCount(0);
});

test('a release built for another shell contract shows the fallback; a compatible release recovers without a restart', async ({
  page,
  context,
  authPages,
  authDeployer,
}) => {
  await authDeployer.edit(nextContract);
  await authDeployer.deploy();

  const shell = new ShellChrome(page);
  await page.goto('/auth/login');
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(page.locator('[data-remote-failure="incompatible"]')).toBeVisible();
  await expect(authPages.emailField).toHaveCount(0);

  await authDeployer.restoreSources();
  await authDeployer.deploy();

  // the next load gets the compatible release…
  const fresh = await context.newPage();
  await openLogin(fresh);
  await expect(loginButton(fresh, 'ログインする')).toBeVisible();
  // …and so does the open page's retry, in place
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
  await shell.retryButton.click();
  await expect(authPages.loginHeading).toBeVisible();
  expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(
    true,
  );
});

test('a page whose release was dropped reloads mf-auth once, in place, and shows the new release', async ({
  page,
  authPages,
  authDeployer,
}) => {
  await openLogin(page);
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));

  // a new reset page, and only the new release kept: the open page's chunk of it is gone
  await authDeployer.edit(newResetHeading);
  await authDeployer.deploy('--keep', '1');

  await authPages.forgotPasswordLink.click();
  await expect(page).toHaveURL(/\/auth\/reset-password-request$/);
  await expect(page.getByRole('heading', { name: NEW_RESET_HEADING })).toBeVisible();
  await expect(authPages.emailField).toBeVisible();
  expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(
    true,
  );
});
