// The company side end to end across shell, mf-auth, mf-company, mf-positions and the api
// (docs/company.md): a company applies for use, an administrator approves it, the applicant
// accepts the mailed invitation, registers the company with a logo that the public page then
// shows, and manages a member; a rejected application is told why by mail.
import type { Browser, Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  companyPassword,
  invitationFromLink,
  INVITATION_LINK,
  uniqueApplication,
} from '../support/company';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { noisyPng } from '../support/images';
import { AuthPages } from '../support/pages/auth-pages';
import { CompanyPages } from '../support/pages/company-pages';

/** A second person on their own phone: a browser context of their own, at the suite's viewport. */
async function anotherPerson(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page, auth: new AuthPages(page), company: new CompanyPages(page) };
}

/** Slows the page's uploads down, so that a person (and the test) can watch the progress bar. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('apply → approval → invitation → registration with a logo → public page → a member suspended and resumed; the last owner stays', async ({
  page,
  browser,
  authPages,
  shell,
  outbox,
}) => {
  test.setTimeout(120_000);
  const company = new CompanyPages(page);
  const application = uniqueApplication();

  // A guest applies for use and is mailed a receipt.
  await company.apply(application);
  const [receipt] = await outbox.list(application.email);
  expect(receipt?.subject).toBe('【JobMatch】ご利用申請を受け付けました');

  // The administrator finds it among the pending applications and approves it.
  await authPages.gotoLogin();
  await authPages.login(DEMO_ADMIN);
  await expect(page).toHaveURL(`${baseURL}/admin/organization-applications`);
  await company.openApplication(application.companyName);
  // what the company is vetted with: its 法人番号, address and website
  const details = company.main().getByRole('region', { name: '申請内容' });
  await expect(details).toContainText(`法人番号${application.corporateNumber}`);
  await expect(details).toContainText('〒100-0013 東京都千代田区霞が関3-1-1');
  await expect(details.getByRole('link', { name: application.website })).toBeVisible();
  await company.button('承認する').click();
  await company.dialog.getByRole('button', { name: '承認する' }).click();
  await expect(shell.toast('承認しました。招待メールを送信しました')).toBeVisible();
  await expect(company.main().getByText('承認済み')).toBeVisible();
  await page.goto('/auth/logout');
  await shell.expectLoggedOut();

  // The applicant opens the invitation, becomes the owner and lands in the registration wizard.
  const { link } = await outbox.waitForLink(application.email, INVITATION_LINK);
  const ownerPassword = companyPassword();
  await page.goto(invitationFromLink(link).path);
  await expect(
    company.main().getByText(`${application.companyName} からオーナーとして招待されています`),
  ).toBeVisible();
  await company.acceptInvitation('採用 花子', ownerPassword);
  await expect(page).toHaveURL(`${baseURL}/company/registration`);
  await expect(company.heading('企業情報の登録')).toBeVisible();
  await expect(company.field('企業名')).toHaveValue(application.companyName);
  await company.field('業種').fill('情報通信業');
  await company.button('次へ').click();
  await expect(company.main().getByText('ステップ 2 / 3')).toBeVisible();
  await company.field('市区町村').fill('千代田区');
  await company.button('次へ').click();
  await expect(company.main().getByText('ステップ 3 / 3')).toBeVisible();
  await company.field('会社概要').fill('エンジニアのための採用を支援しています。');

  // The logo uploads with a visible progress bar (a slow connection makes it last seconds).
  const restoreNetwork = await throttleUploads(page, 64 * 1024);
  const logo = company.imageField('ロゴ');
  await logo.locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: noisyPng(220, 220),
  });
  const progress = logo.getByRole('progressbar', { name: 'アップロードの進行状況' });
  await expect(progress).toBeVisible();
  await expect(logo.getByRole('button', { name: '中止' })).toBeVisible();
  await expect(logo.getByText('アップロードしました')).toBeVisible({ timeout: 30_000 });
  await restoreNetwork();
  await expect(logo.getByRole('img', { name: '現在のロゴ' })).toBeVisible();
  await company.button('登録する').click();
  await expect(shell.toast('企業情報を登録しました')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/company/mypage`);

  // The public company page shows what was saved, the logo included.
  await page.goto('/company/profile');
  await company.main().getByRole('link', { name: '公開ページを見る' }).click();
  await expect(page).toHaveURL(/\/organization\/[^/]+$/);
  await expect(page.getByRole('main')).toContainText('エンジニアのための採用を支援しています。');
  const publicLogo = page.getByRole('main').locator('img[src*="/api/catalog/files/"]').first();
  await expect(publicLogo).toBeVisible();
  expect(await publicLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(220);

  // The owner invites a member, who accepts on their own phone.
  const memberEmail = `e2e-member-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const memberPassword = companyPassword();
  await page.goto('/company/members');
  await expect(company.heading('メンバー管理')).toBeVisible();
  await company
    .main()
    .getByRole('textbox', { name: /^メールアドレス/ })
    .fill(memberEmail);
  await company.main().getByRole('combobox', { name: /^権限/ }).selectOption({ label: 'メンバー' });
  await company.button('招待を送信する').click();
  await expect(shell.toast(`${memberEmail} に招待を送信しました`)).toBeVisible();
  await expect(company.memberRow(memberEmail)).toContainText('招待中');

  const member = await anotherPerson(browser, page.viewportSize());
  try {
    const { link: memberLink } = await outbox.waitForLink(memberEmail, INVITATION_LINK);
    await member.page.goto(invitationFromLink(memberLink).path);
    await member.company.acceptInvitation('開発 次郎', memberPassword);
    await expect(member.page).toHaveURL(`${baseURL}/company/mypage`);
    await expect(member.page.getByRole('main')).toContainText(application.companyName);

    // The owner suspends the member, who can no longer sign in, then resumes them.
    await page.reload();
    await expect(company.memberRow(memberEmail)).toContainText('利用中');
    await company.memberAction('開発 次郎', '停止', '停止する');
    await expect(shell.toast('開発 次郎 の利用を停止しました')).toBeVisible();
    await expect(company.memberRow(memberEmail)).toContainText('停止中');

    // the suspension ended the member's login: their open page sends them to the login
    await member.page.reload();
    await expect(member.page).toHaveURL(/\/auth\/login\?intendedUrl=%2Fcompany%2Fmypage/);
    await member.auth.gotoLogin();
    await member.auth.login({ email: memberEmail, password: memberPassword });
    await expect(member.page.getByRole('main').getByRole('alert')).toHaveText(
      '権限がありません。管理者にお問い合わせください',
    );

    await company.memberAction('開発 次郎', '再開', '再開する');
    await expect(shell.toast('開発 次郎 の利用を再開しました')).toBeVisible();
    await expect(company.memberRow(memberEmail)).toContainText('利用中');
    await member.auth.login({ email: memberEmail, password: memberPassword });
    await expect(member.page).toHaveURL(`${baseURL}/company/mypage`);
  } finally {
    await member.context.close();
  }

  // The only owner cannot take themself out of the company: their own row offers no 停止.
  const ownRow = company.memberRow(application.email);
  await expect(ownRow).toContainText('（あなた）');
  await expect(ownRow.getByRole('button', { name: '停止' })).toHaveCount(0);
});

test("a rejected application's applicant is mailed the reason", async ({
  page,
  authPages,
  shell,
  outbox,
}) => {
  const company = new CompanyPages(page);
  const application = uniqueApplication();
  await company.apply(application);

  await authPages.gotoLogin();
  await authPages.login(DEMO_ADMIN);
  await expect(page).toHaveURL(`${baseURL}/admin/organization-applications`);
  await company.openApplication(application.companyName);
  await company.button('却下する').click();
  const reason = '事業内容を確認できませんでした。会社の紹介を添えて、もう一度お申し込みください。';
  await company.dialog.getByLabel(/^却下の理由/).fill(reason);
  await company.dialog.getByRole('button', { name: '却下する' }).click();
  await expect(shell.toast('却下しました。申請者に通知メールを送信しました')).toBeVisible();
  await expect(company.main().getByText('却下', { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await outbox.list(application.email)).map((mail) => mail.subject))
    .toContain('【JobMatch】ご利用申請の審査結果のお知らせ');
  const [result] = await outbox.list(application.email);
  expect(result?.text).toContain(reason);
});
