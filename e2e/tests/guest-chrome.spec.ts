// What a guest meets around the pages (docs/shell.md#top-bar, #side-menu, #legal-pages): the
// header's sign-in buttons come back to the page the guest was on, and out of the box the side
// menu and sign-up link to the demo's own privacy policy, terms and page for companies.
import type { Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { PositionsPages } from '../support/pages/positions-pages';

const SEARCH = '開発';

/** A page opened in a new tab is a Japanese page laid out for the phone it opened on. */
async function expectPhonePage(popup: Page, heading: string): Promise<void> {
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(popup.locator('html')).toHaveAttribute('lang', 'ja');
  const { scrollWidth, innerWidth } = await popup.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(innerWidth);
}

test("the header's ログイン comes back to the search the guest was on", async ({
  page,
  verifiedAccount,
  authPages,
  shell,
}) => {
  const positions = new PositionsPages(page);
  await positions.gotoList();
  await positions.search(SEARCH);
  const here = `/positions?search=${encodeURIComponent(SEARCH)}`;
  await expect(page).toHaveURL(`${baseURL}${here}`);
  const intendedUrl = new URLSearchParams({ intendedUrl: here }).toString();
  await expect(shell.signUpButton).toHaveAttribute('href', `/auth/sign-up?${intendedUrl}`);

  await shell.loginButton.click();
  await expect(page).toHaveURL(`${baseURL}/auth/login?${intendedUrl}`);
  await authPages.login(verifiedAccount);

  await expect(page).toHaveURL(`${baseURL}${here}`);
  await shell.expectLoggedIn();
  await expect(positions.searchBox).toHaveValue(SEARCH);
});

test('the landing page, for guests only, sends no way back', async ({ page, shell }) => {
  await page.goto('/home');
  await expect(shell.loginButton).toHaveAttribute('href', '/auth/login');
  await expect(shell.signUpButton).toHaveAttribute('href', '/auth/sign-up');
});

test("the guest side menu opens the demo's privacy policy and the company application in new tabs", async ({
  page,
  shell,
}) => {
  await new PositionsPages(page).gotoList();
  await shell.menuButton.click();
  const privacy = shell.sideMenu.getByRole('link', { name: /^プライバシーポリシー/ });
  const companies = shell.sideMenu.getByRole('link', { name: /^求人掲載をお考えの企業様へ/ });
  await expect(privacy).toHaveAttribute('href', `${baseURL}/legal/privacy`);
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(companies).toHaveAttribute('href', `${baseURL}/company/apply`);
  await expect(companies).toHaveAttribute('target', '_blank');

  const [privacyTab] = await Promise.all([page.waitForEvent('popup'), privacy.click()]);
  await expectPhonePage(privacyTab, 'プライバシーポリシー');
  await expect(privacyTab.getByRole('heading', { name: /第三者への提供/ })).toBeVisible();
  await privacyTab.close();

  // a link to a new tab leaves the menu open
  const [companiesTab] = await Promise.all([page.waitForEvent('popup'), companies.click()]);
  // the company side's entry: applying for use (docs/company.md)
  await expectPhonePage(companiesTab, '企業の利用申請');
  await expect(companiesTab.getByRole('button', { name: '利用を申請する' })).toBeVisible();
});

test('sign-up asks to agree to the demo terms and privacy policy', async ({ page, authPages }) => {
  await authPages.gotoSignUp();
  await expect(
    page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '利用規約に同意する' })).toBeVisible();
  const terms = page.getByRole('main').getByRole('link', { name: /^利用規約/ });
  await expect(terms).toHaveAttribute('href', `${baseURL}/legal/terms`);
  await expect(
    page.getByRole('main').getByRole('link', { name: /^プライバシーポリシー/ }),
  ).toHaveAttribute('href', `${baseURL}/legal/privacy`);

  const [termsTab] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expectPhonePage(termsTab, '利用規約');
  await expect(termsTab.getByRole('heading', { name: /禁止事項/ })).toBeVisible();
});
