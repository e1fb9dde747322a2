// The account life cycle a job seeker goes through, end to end across shell, mf-auth and the api:
// sign up → verify the email from the mail → log out → log in (a second tab shares the session
// and its logout) → forget the password → reset it from the mail → log in with the new password
// (the old one is refused).
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { ShellChrome } from '../support/pages/shell-chrome';

const verifyLinkPattern = /\/auth\/verify-email-success\/[^/?#]+/;
const resetLinkPattern = /\/auth\/reset-password-submit\/[^/?#]+/;

test('sign up, verify the email, log out, log in, reset the password and log in with the new one', async ({
  page,
  context,
  credentials,
  outbox,
  authPages,
  shell,
}) => {
  const newPassword = `new${credentials.password}`.slice(0, 24);

  await test.step('sign up: the email-verification notice says where the mail went', async () => {
    await authPages.gotoSignUp();
    await authPages.signUp(credentials);
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    await expect(authPages.verificationAddress).toHaveText(credentials.email);
    // The notice waits for the user: nothing (e.g. a guard reacting to the new session) takes it away.
    await page.waitForLoadState('networkidle');
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/auth/verify-email?sent=1`);
  });

  const { link: verifyLink } =
    await test.step('the verification mail arrives in the outbox', async () => {
      const found = await outbox.waitForLink(credentials.email, verifyLinkPattern);
      expect(new URL(found.link).origin, 'mail links point at the public origin').toBe(baseURL);
      return found;
    });

  await test.step('opening the link (still logged in) verifies the email and moves on', async () => {
    await page.goto(verifyLink);
    await expect(shell.toast('メールアドレスの確認が完了しました')).toBeVisible();
    await expect(page).not.toHaveURL(verifyLinkPattern);
    await shell.expectLoggedIn();
  });

  await test.step('log out from the side menu', async () => {
    await shell.logOutThroughMenu();
    await expect(page).toHaveURL(`${baseURL}/home`);
    await shell.expectLoggedOut();
  });

  await test.step('log in: a verified user goes to the sign-up wizard', async () => {
    await authPages.gotoLogin();
    await authPages.login(credentials);
    await expect(page).toHaveURL(/\/sign-up-wizard\//);
    await shell.expectLoggedIn();
  });

  await test.step('tokens stay out of storage; a second tab shares the session and the logout', async () => {
    // docs/accounts.md#the-refresh-cookie: nothing a script could carry off.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/accessToken|refreshToken|eyJ/);
    const secondPage = await context.newPage();
    const secondTab = new ShellChrome(secondPage);
    // A new page restores the session through the httpOnly refresh cookie.
    await secondPage.goto('/home');
    await secondTab.expectLoggedIn();
    await shell.logOutThroughMenu();
    await shell.expectLoggedOut();
    // docs/accounts.md#several-tabs: the logout ends the other tab's session too.
    await expect(secondTab.accountIcon).toHaveCount(0);
    await secondPage.close();
  });

  await test.step('forgot password: ask for the reset mail', async () => {
    await authPages.gotoLogin();
    await authPages.forgotPasswordLink.click();
    await expect(page).toHaveURL(`${baseURL}/auth/reset-password-request`);
    await authPages.requestPasswordReset(credentials.email);
  });

  await test.step('open the reset link and set a new password', async () => {
    const { link } = await outbox.waitForLink(credentials.email, resetLinkPattern);
    await page.goto(link);
    await authPages.submitNewPassword(newPassword);
    await expect(page).toHaveURL(`${baseURL}/auth/reset-password-success`);
    await expect(authPages.resetSuccessHeading).toBeVisible();
    await authPages.resetSuccessLoginButton.click();
    await expect(authPages.loginHeading).toBeVisible();
  });

  await test.step('the old password is refused with the Japanese login error', async () => {
    await authPages.login(credentials);
    await expect(authPages.loginError).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  await test.step('the new password logs in', async () => {
    await authPages.login({ email: credentials.email, password: newPassword });
    await expect(page).toHaveURL(/\/sign-up-wizard\//);
    await shell.expectLoggedIn();
  });
});
