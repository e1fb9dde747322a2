// The way to a first application, end to end across shell, mf-positions, mf-auth, mf-wizard and
// the api (docs/positions.md#apply-flow, docs/accounts.md#email-verification): applying needs a
// verified address and a completed profile, the apply button opens what is missing, and every
// detour (sign-up, the verification mail, the wizard) comes back to the posting's apply step.
import { baseURL } from '../support/environment';
import { findProducts } from '../support/catalog';
import { expect, test as base } from '../support/fixtures';
import { PositionsPages } from '../support/pages/positions-pages';
import { WizardPages } from '../support/pages/wizard-pages';

const test = base.extend<{ positions: PositionsPages; wizard: WizardPages }>({
  positions: async ({ page }, provide) => {
    await provide(new PositionsPages(page));
  },
  wizard: async ({ page }, provide) => {
    await provide(new WizardPages(page));
  },
});

const verifyLinkPattern = /\/auth\/verify-email-success\/[^/?#]+/;

async function aPublicPosting(request: Parameters<typeof findProducts>[0]) {
  const { value } = await findProducts(request, { $top: 1 });
  expect(value.length, 'the demo catalogue has public postings').toBeGreaterThan(0);
  return value[0]!;
}

test('a guest signs up from the apply dialog, verifies, completes the profile and is brought back to confirm', async ({
  page,
  request,
  credentials,
  outbox,
  authPages,
  shell,
  positions,
  wizard,
}) => {
  const posting = await aPublicPosting(request);
  const applyStep = `/positions/${posting.id}?apply=1`;

  await test.step('apply as a guest: registration from the dialog keeps the way back', async () => {
    await page.goto(`/positions/${posting.id}`);
    await positions.applyButton.click();
    await positions.guestDialog.getByRole('link', { name: '無料で会員登録' }).click();
    await expect(authPages.signUpHeading).toBeVisible();
    expect(new URL(page.url()).searchParams.get('intendedUrl')).toBe(applyStep);
  });

  await test.step('sign up: the notice says to open the mail, where it went, and waits to resend', async () => {
    await authPages.signUp(credentials);
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    await expect(authPages.verificationAddress).toHaveText(credentials.email);
    await expect(authPages.resendVerificationButton).toBeDisabled();
    await expect(authPages.resendVerificationButton).toHaveText(/あと\d+秒/);
    await expect(page.getByText('プロフィール登録へ進む')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('intendedUrl')).toBe(applyStep);
    await shell.expectLoggedIn();
  });

  await test.step('the mailed link carries the way back; opening it returns to the posting', async () => {
    const { link } = await outbox.waitForLink(credentials.email, verifyLinkPattern);
    expect(new URL(link).searchParams.get('intendedUrl')).toBe(applyStep);
    await page.goto(link);
    await expect(shell.toast('メールアドレスの確認が完了しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/positions/${posting.id}`);
  });

  await test.step('no profile yet: the profile dialog opens, not the confirmation', async () => {
    await expect(positions.profileDialog).toBeVisible();
    await expect(positions.confirmDialog).toHaveCount(0);
    await positions.profileDialog.getByRole('link', { name: 'プロフィールを登録する' }).click();
    await expect(page).toHaveURL(/\/sign-up-wizard\/base-info\?/);
    expect(new URL(page.url()).searchParams.get('intendedUrl')).toBe(applyStep);
  });

  await test.step('finishing the wizard returns to the posting with the confirmation open', async () => {
    await wizard.completeWithOneJobType({
      personName: '応募 花子',
      furigana: 'オウボ　ハナコ',
      zipCode: '1500001',
      prefecture: '東京都',
      cityTownVillage: '渋谷区',
      townStreetBuilding: '神宮前1-1',
      contactPhone: '08012345678',
    });
    await expect(shell.toast('プロフィールの登録が完了しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/positions/${posting.id}`);
    await expect(positions.confirmDialog).toContainText(posting.name);
    await positions.confirmDialog.getByRole('button', { name: '応募する', exact: true }).click();
    await expect(positions.successDialog).toBeVisible();
  });
});

test('an unverified user who logs in from the apply dialog gets the verification dialog and can resend', async ({
  page,
  request,
  account,
  outbox,
  authPages,
  shell,
  positions,
}) => {
  const posting = await aPublicPosting(request);

  await test.step('log in from the guest dialog: back on the posting, the verification dialog open', async () => {
    await page.goto(`/positions/${posting.id}`);
    await positions.applyButton.click();
    await positions.guestDialog.getByRole('link', { name: 'ログイン', exact: true }).click();
    await authPages.login(account);
    await expect(page).toHaveURL(`${baseURL}/positions/${posting.id}`);
    await expect(positions.verifyDialog).toBeVisible();
    await expect(positions.verifyDialog).toContainText(account.email);
    await expect(positions.confirmDialog).toHaveCount(0);
  });

  await test.step('resend: a new mail whose link leads back to this apply step', async () => {
    // the sign-up mail is not the one this step is about
    await outbox.waitForLink(account.email, verifyLinkPattern);
    await positions.verifyDialog.getByRole('button', { name: '確認メールを再送信する' }).click();
    await expect(shell.toast('確認メールを再送信しました')).toBeVisible();
    await expect(
      positions.verifyDialog.getByRole('button', { name: /^確認メールを再送信する（あと\d+秒）$/ }),
    ).toBeDisabled();
    const { link } = await outbox.waitForLink(account.email, verifyLinkPattern);
    expect(new URL(link).searchParams.get('intendedUrl')).toBe(`/positions/${posting.id}?apply=1`);
  });
});

test('a signed-in unverified user is sent to the verify-email page, with menu and logout, not the login form', async ({
  page,
  account,
  outbox,
  request,
  authPages,
  shell,
}) => {
  await test.step('log in: the notice, not a login form', async () => {
    await authPages.gotoLogin();
    await authPages.login(account);
    await expect(page).toHaveURL(`${baseURL}/auth/verify-email`);
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    await expect(authPages.verificationAddress).toHaveText(account.email);
  });

  await test.step('a page that needs a verified address sends them to the notice, keeping the way', async () => {
    await page.goto('/mypage');
    await expect(page).toHaveURL(`${baseURL}/auth/verify-email?intendedUrl=%2Fmypage`);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/auth\/verify-email/);
    await expect(authPages.loginButton).toHaveCount(0);
    await shell.expectLoggedIn();
    await shell.menuButton.click();
    await expect(shell.sideMenu.getByText('ログアウト')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('verified elsewhere: the button moves on to where they were going', async () => {
    await page.goto('/mypage');
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    const { link } = await outbox.waitForLink(account.email, verifyLinkPattern);
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
    const verify = await request.post('/api/demand-user/users/verify_email', {
      headers: { 'x-nb-fingerprint': 'e2e-elsewhere', authorization: `Bearer ${token}` },
      data: {},
    });
    expect(verify.status()).toBeLessThan(300);
    await authPages.verificationDoneButton.click();
    // /mypage needs a completed profile next: the wizard
    await expect(page).toHaveURL(/\/sign-up-wizard\/base-info/);
  });

  await test.step('logout from the notice', async () => {
    await page.goto('/auth/logout');
    await shell.expectLoggedOut();
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/auth\/login\?intendedUrl=%2Fmypage/);
  });
});
