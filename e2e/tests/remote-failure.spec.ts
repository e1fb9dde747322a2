// A remote whose server is down must not take the shell down: the chrome keeps rendering, the
// content area shows a Japanese fallback with a retry, and retry recovers once the server is back.
import { baseURL } from '../support/environment';
import { DEMO_ADMIN } from '../support/company';
import { expect, test } from '../support/fixtures';

test('mf-auth down: the shell shows its chrome and a fallback, and retry loads the login form', async ({
  page,
  remotes,
  shell,
  authPages,
}) => {
  await remotes.stop('mf-auth');
  await page.goto('/auth/login');

  await expect(shell.topBar).toBeVisible();
  await expect(shell.loginButton.or(shell.menuButton).first()).toBeVisible();
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(shell.retryButton).toBeVisible();
  await expect(shell.backToTopButton).toHaveAttribute('href', '/');
  await expect(authPages.emailField).toHaveCount(0);

  // The rest of the app keeps working: the logo leads to the landing page (another remote).
  await shell.topBar.getByRole('link', { name: /トップへ$/ }).click();
  await expect(page).toHaveURL(`${baseURL}/home`);
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);
  // Back on a page of the stopped remote, the fallback shows again (a failed load is not cached).
  await shell.loginButton.click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
  await expect(shell.retryButton).toBeVisible();

  await remotes.start('mf-auth');
  // Retry happens in place: no page reload wipes this marker.
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
  await shell.retryButton.click();

  await expect(authPages.loginHeading).toBeVisible();
  await expect(authPages.emailField).toBeVisible();
  await expect(shell.retryButton).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage),
  ).toBe(true);
});

test('mf-settings down: a signed-in user keeps the chrome on /settings, and retry loads the settings page', async ({
  page,
  remotes,
  shell,
  authPages,
  settingsPages,
  onboardedAccount,
}) => {
  await authPages.gotoLogin({ intendedUrl: '/settings' });
  await authPages.login(onboardedAccount);
  await expect(settingsPages.settingsHeading).toBeVisible();

  await remotes.stop('mf-settings');
  await page.goto('/settings');
  await expect(shell.topBar).toBeVisible();
  await shell.expectLoggedIn();
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(settingsPages.settingsHeading).toHaveCount(0);
  // The side menu still works, and leads to the other remotes.
  await shell.menuButton.click();
  await expect(shell.sideMenu.getByRole('link', { name: '設定' })).toBeVisible();
  await page.keyboard.press('Escape');

  await remotes.start('mf-settings');
  await shell.retryButton.click();
  await expect(settingsPages.settingsHeading).toBeVisible();
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);
});

test('mf-company down: an administrator keeps the chrome and the desk menu, and retry loads the applications', async ({
  page,
  remotes,
  shell,
  authPages,
}) => {
  await authPages.gotoLogin();
  await authPages.login(DEMO_ADMIN);
  const applications = page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: '企業の利用申請' });
  await expect(applications).toBeVisible();

  await remotes.stop('mf-company');
  await page.goto('/admin/organization-applications');
  await expect(shell.topBar).toBeVisible();
  // an administrator's top bar: the account menu, no sign-in buttons
  await expect(shell.accountIcon).toBeVisible();
  await expect(shell.loginButton).toHaveCount(0);
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(applications).toHaveCount(0);
  await shell.menuButton.click();
  await expect(shell.sideMenu.getByRole('link', { name: '企業の利用申請' })).toBeVisible();
  await page.keyboard.press('Escape');

  await remotes.start('mf-company');
  await shell.retryButton.click();
  await expect(applications).toBeVisible();
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);
});

test('mf-chat down: a job seeker keeps the chrome and the chat icon on /messages, and retry loads the topics', async ({
  page,
  remotes,
  shell,
  authPages,
  onboardedAccount,
}) => {
  await authPages.gotoLogin({ intendedUrl: '/messages/topics' });
  await authPages.login(onboardedAccount);
  const topics = page.getByRole('main').getByRole('heading', { level: 1, name: 'メッセージ' });
  await expect(topics).toBeVisible();

  await remotes.stop('mf-chat');
  await page.goto('/messages/topics');
  await expect(shell.topBar).toBeVisible();
  await shell.expectLoggedIn();
  await expect(shell.remoteUnavailableHeading).toBeVisible();
  await expect(topics).toHaveCount(0);
  // The rest of the app keeps working: the side menu leads to another remote's page.
  await shell.menuButton.click();
  await shell.sideMenu.getByRole('link', { name: '応募履歴' }).click();
  await expect(page).toHaveURL(/\/job-applications/);
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);

  await page.goto('/messages/topics');
  await expect(shell.retryButton).toBeVisible();
  await remotes.start('mf-chat');
  await shell.retryButton.click();
  await expect(topics).toBeVisible();
  await expect(shell.remoteUnavailableHeading).toHaveCount(0);
});
