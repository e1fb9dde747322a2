// Account settings end to end across shell, mf-settings, mf-auth and the api, as docs/settings.md
// describes them: an email change confirmed from the mailed link, a password change and a
// deactivation, each followed by the login that proves it took effect.
import { createAccount, uniqueCredentials } from '../support/api';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';

test.describe('settings', () => {
  // Opens /settings signed out, logs in on the login page it leads to, and comes back; the
  // fixtures are the test's own, so each test goes on as this account.
  test.beforeEach(async ({ page, authPages, settingsPages, onboardedAccount }) => {
    await page.goto('/settings');
    await expect(authPages.loginHeading).toBeVisible();
    await authPages.login(onboardedAccount);
    await expect(settingsPages.settingsHeading).toBeVisible();
  });

  test('change email: a taken address, then the mailed link changes it once and the new address logs in', async ({
    page,
    request,
    onboardedAccount,
    authPages,
    settingsPages,
    shell,
    outbox,
  }) => {
    await expect(settingsPages.accountGroup).toContainText(onboardedAccount.email);
    await settingsPages.openFromSettings('メールアドレスを変更する', 'メールアドレスの変更');
    await expect(page).toHaveURL(`${baseURL}/settings/change-email`);

    // Validated on change: an invalid address keeps the button disabled.
    await settingsPages.newEmailField.fill('not-an-address');
    await expect(page.getByText('有効なメールアドレスを入力してください')).toBeVisible();
    await expect(page.getByRole('button', { name: '確認メールを送信する' })).toBeDisabled();

    const someoneElse = await createAccount(request);
    await settingsPages.requestEmailChange(someoneElse.email, onboardedAccount.password);
    await expect(settingsPages.formError).toHaveText('このメールアドレスはすでに使われています');

    const { email: newEmail } = uniqueCredentials();
    await settingsPages.requestEmailChange(newEmail, 'wrong-password1');
    await expect(settingsPages.formError).toHaveText('現在のパスワードが正しくありません');

    await settingsPages.requestEmailChange(newEmail, onboardedAccount.password);
    await expect(shell.toast(`${newEmail} に確認メールを送信しました`)).toBeVisible();
    await expect(settingsPages.settingsHeading).toBeVisible();
    await expect(settingsPages.pendingChange).toContainText(newEmail);
    // Nothing changes before the link is opened.
    await expect(settingsPages.accountGroup).toContainText(onboardedAccount.email);

    const { link } = await outbox.waitForLink(
      newEmail,
      /\/settings\/verify-change-email-success\//,
    );
    const linkPath = new URL(link).pathname;
    await page.goto(linkPath);
    await expect(shell.toast('メールアドレスを変更しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/settings`);
    await expect(settingsPages.accountGroup).toContainText(newEmail);
    await expect(settingsPages.pendingChange).toHaveCount(0);

    // The link is single-use.
    await page.goto(linkPath);
    await expect(settingsPages.heading('メールアドレスを変更できませんでした')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'メールアドレスの変更をやり直す' }),
    ).toHaveAttribute('href', '/settings/change-email');

    await shell.logOutThroughMenu();
    await shell.expectLoggedOut();
    await authPages.gotoLogin();
    await authPages.login({ email: onboardedAccount.email, password: onboardedAccount.password });
    await expect(authPages.loginError).toBeVisible();
    await authPages.login({ email: newEmail, password: onboardedAccount.password });
    await shell.expectLoggedIn();
  });

  test('change password: a wrong current password and a mismatch are refused, then the new one logs in', async ({
    page,
    onboardedAccount,
    authPages,
    settingsPages,
    shell,
  }) => {
    await settingsPages.openFromSettings('パスワードを変更する', 'パスワードの変更');
    await expect(page.getByRole('link', { name: '現在のパスワードをお忘れの方' })).toHaveAttribute(
      'href',
      '/auth/reset-password-request',
    );

    const newPassword = uniqueCredentials().password;
    await settingsPages.fillPasswordChange(
      onboardedAccount.password,
      newPassword,
      `${newPassword}x`,
    );
    await expect(page.getByText('パスワードが一致しません')).toBeVisible();
    await expect(settingsPages.changePasswordButton).toBeDisabled();

    await settingsPages.fillPasswordChange('wrong-password1', newPassword);
    await settingsPages.changePasswordButton.click();
    await expect(settingsPages.formError).toHaveText('現在のパスワードが正しくありません');

    await settingsPages.fillPasswordChange(onboardedAccount.password, newPassword);
    await settingsPages.changePasswordButton.click();
    await expect(shell.toast('パスワードを変更しました')).toBeVisible();
    await expect(settingsPages.settingsHeading).toBeVisible();

    await shell.logOutThroughMenu();
    await authPages.gotoLogin();
    await authPages.login(onboardedAccount);
    await expect(authPages.loginError).toBeVisible();
    await authPages.login({ email: onboardedAccount.email, password: newPassword });
    await shell.expectLoggedIn();
  });

  test('deactivate: the warning, the success page, logout, and login refused', async ({
    page,
    onboardedAccount,
    authPages,
    settingsPages,
    shell,
  }) => {
    await settingsPages.openFromSettings('退会する', '退会');
    await expect(page.getByRole('heading', { name: '退会すると元に戻せません' })).toBeVisible();
    await expect(settingsPages.deactivateButton).toBeDisabled();

    await settingsPages.currentPasswordField.fill('wrong-password1');
    await settingsPages.deactivateButton.click();
    await expect(shell.toast('退会手続きに失敗しました')).toBeVisible();
    await expect(settingsPages.formError).toHaveText('現在のパスワードが正しくありません');

    await settingsPages.currentPasswordField.fill(onboardedAccount.password);
    await settingsPages.deactivateButton.click();
    await expect(settingsPages.heading('退会手続きが完了しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/settings/deactivate-account-success`);

    await page.getByRole('link', { name: 'ログアウトする' }).click();
    await expect(page).toHaveURL(`${baseURL}/home`);
    await shell.expectLoggedOut();

    await authPages.gotoLogin();
    await authPages.login(onboardedAccount);
    await expect(authPages.loginError).toBeVisible();
  });
});
