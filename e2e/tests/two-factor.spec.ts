// Two-step verification end to end (docs/accounts.md#two-step-verification): a job seeker turns
// it on in /settings/two-factor with an authenticator app whose codes this test computes from the
// QR code's secret, logs out, logs in with a code, then with a recovery code once, which is
// refused the second time.
import { Secret, TOTP } from 'otpauth';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * An authenticator app whose clock may run up to one step ahead, as the api allows for clock skew
 * (TOTP_WINDOW_STEPS): each code is of a step not used yet, the current one or the next, so the
 * second sign-in needs no wait of up to 30 s for a new step. It waits only when both are used.
 */
function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  let lastStep = -1;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const current = Math.floor(Date.now() / 30_000);
        const step = Math.max(current, lastStep + 1);
        if (step <= current + 1) {
          lastStep = step;
          return totp.generate({ timestamp: step * 30_000 });
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
  };
}

test('turn on an authenticator app, log in with its code, then with a recovery code once', async ({
  page,
  authPages,
  onboardedAccount,
}) => {
  test.setTimeout(120_000);
  const logOut = async () => {
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(`${baseURL}/home`);
    await authPages.gotoLogin();
  };
  await page.goto('/settings');
  await authPages.login(onboardedAccount);
  await page
    .locator('#main')
    .getByRole('link', { name: /二段階認証/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/settings/two-factor`);
  const main = page.locator('#main');
  await expect(main.getByRole('heading', { level: 1, name: '二段階認証' })).toBeVisible();

  await expect(page.getByRole('radio', { name: /認証アプリ/ })).toBeChecked();
  await page.getByLabel('現在のパスワード').fill(onboardedAccount.password);
  await page.getByRole('button', { name: '設定を始める' }).click();

  await expect(page.getByRole('img', { name: '認証アプリに登録するためのQRコード' })).toBeVisible();
  await expect(page.locator('svg').first()).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticatorApp(secret);
  const recoveryCodes = await page
    .getByRole('list', { name: '2. リカバリーコードを保存する' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);

  await page.getByLabel('認証アプリに表示された6桁のコード').fill(await app.nextCode());
  const enable = page.getByRole('button', { name: '二段階認証を有効にする' });
  await expect(enable).toBeDisabled();
  await page.getByRole('checkbox', { name: 'リカバリーコードを安全な場所に保存しました' }).check();
  await enable.click();
  await expect(page.getByText('二段階認証は有効です（認証アプリ）。')).toBeVisible();
  await expect(page.getByText('未使用のリカバリーコード：残り10個')).toBeVisible();

  // logged out, the password alone no longer signs in
  await logOut();
  await authPages.login(onboardedAccount);
  const codeField = page.getByLabel('確認コード');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('000000');
  await page.getByRole('button', { name: '確認してログイン' }).click();
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    '確認コードが正しくないか、有効期限が切れています',
  );
  await codeField.fill(await app.nextCode());
  await page.getByRole('button', { name: '確認してログイン' }).click();
  await expect(page).toHaveURL(`${baseURL}/mypage`);

  // a recovery code signs in once
  const [recoveryCode] = recoveryCodes as [string];
  for (const attempt of ['first', 'second'] as const) {
    await logOut();
    await authPages.login(onboardedAccount);
    await page.getByRole('button', { name: /リカバリーコードを使う/ }).click();
    await page.getByLabel('リカバリーコード').fill(recoveryCode);
    await page.getByRole('button', { name: '確認してログイン' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(`${baseURL}/mypage`);
      await expect(
        page.getByText('リカバリーコードを使用しました。残りは9個です。', { exact: false }),
      ).toBeVisible();
    } else {
      await expect(page.locator('#main').getByRole('alert')).toHaveText(
        '確認コードが正しくないか、有効期限が切れています',
      );
      await expect(page).toHaveURL(/\/auth\/login/);
    }
  }
});
