// A posting's life end to end across shell, mf-company, mf-positions, mf-auth and the api
// (docs/jobs.md): the owner of a new company writes a posting with a title image and publishes
// it, a job seeker finds it in search and applies, the owner moves the application PENDING →
// PROCESSING → ACCEPTED (the seeker sees 内定 and is mailed), and archiving the posting shows the
// seeker 掲載終了 and takes the applicant out of the company's lists.
import type { Browser } from '@playwright/test';
import { createCompanyOwner } from '../support/company';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { noisyPng } from '../support/images';
import { runJob } from '../support/matching';
import { AuthPages } from '../support/pages/auth-pages';
import { CompanyPages } from '../support/pages/company-pages';
import { PositionsPages } from '../support/pages/positions-pages';

/** The job seeker on their own phone: a browser context of their own, at the suite's viewport. */
async function jobSeekerPhone(
  browser: Browser,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page, auth: new AuthPages(page), positions: new PositionsPages(page) };
}

test('a posting with a title image is published, found, applied to, decided on and archived', async ({
  page,
  browser,
  request,
  outbox,
  authPages,
  shell,
  onboardedAccount,
}) => {
  test.setTimeout(180_000);
  const company = new CompanyPages(page);
  const owner = await createCompanyOwner(request, outbox);
  // a word no demo posting has, so that the search finds this posting alone
  const keyword = `E2E${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const title = `Rustエンジニア（${keyword}）`;
  let postingPath = '';

  await test.step('the owner writes the posting, uploads a title image and sees the preview', async () => {
    await authPages.gotoLogin();
    await authPages.login(owner);
    await expect(page).toHaveURL(`${baseURL}/company/mypage`);
    await shell.menuButton.click();
    await shell.sideMenu.getByRole('link', { name: '求人管理' }).click();
    await expect(company.heading('求人管理')).toBeVisible();
    await expect(company.main().getByText('まだ求人がありません')).toBeVisible();
    // the header's button and the empty list's own
    await company.main().getByRole('link', { name: '新しい求人を作成' }).first().click();
    await expect(company.heading('求人の作成')).toBeVisible();

    await company.field('求人タイトル').fill(title);
    await company.field('職種').selectOption({ label: 'バックエンドエンジニア' });
    await company
      .field('仕事内容')
      .fill(`決済基盤を Rust で作り直すチームのメンバーを募集します。${keyword}`);
    await company.field('応募条件').fill('Rust または Go での開発経験2年以上');
    await company.field('雇用形態').selectOption({ label: '正社員' });
    await company.field('給与形態').selectOption({ label: '月給' });
    await company.field('給与額（円）').fill('600000');
    await company.field('契約期間（か月）').fill('12');
    await company.field('勤務開始時刻').fill('10:00');
    await company.field('勤務終了時刻').fill('19:00');
    await company.field('都道府県').selectOption({ label: '東京都' });
    await company.field('市区町村').fill('渋谷区');
    await company.field('働き方').selectOption({ label: 'フルリモート' });
    const rust = company.main().getByRole('checkbox', { name: 'Rust', exact: true });
    if (!(await rust.isVisible()))
      await company
        .main()
        .getByRole('button', { name: /^バックエンド/ })
        .click();
    await rust.check();

    const image = company.imageField('タイトル画像');
    await image.locator('input[type=file]').setInputFiles({
      name: 'title.png',
      mimeType: 'image/png',
      buffer: noisyPng(684, 270),
    });
    await expect(image.getByText('アップロードしました')).toBeVisible({ timeout: 30_000 });

    await company.button('プレビュー').click();
    await expect(company.dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(company.dialog.locator('img[src*="/api/catalog/files/"]')).toBeVisible();
    await company.dialog.getByRole('button', { name: 'プレビューを閉じる' }).first().click();
    await expect(company.dialog).toHaveCount(0);
  });

  await test.step('a 正社員 posting is published only with its 年収 range', async () => {
    await company.button('公開する').click();
    await expect(
      company
        .main()
        .getByText('正社員・契約社員の求人を公開するには年収の下限と上限を入力してください'),
    ).toBeVisible();
    await expect(company.field('年収の下限（円）')).toBeFocused();
    await expect(page).toHaveURL(/\/company\/jobs\/new$/);
    await company.field('年収の下限（円）').fill('7000000');
    await company.field('年収の上限（円）').fill('9000000');
  });

  await test.step('publishing it shows it at once on its company page as 公開中', async () => {
    await company.button('公開する').click();
    await expect(shell.toast('求人を公開しました')).toBeVisible();
    // the posting's own page, not the form's /company/jobs/new still on its way out
    await expect(page).toHaveURL(/\/company\/jobs\/(?!new$)[^/]+$/);
    postingPath = new URL(page.url()).pathname;
    await expect(company.main().getByText('公開中').first()).toBeVisible();
  });
  const productId = postingPath.split('/').pop()!;

  const seeker = await jobSeekerPhone(browser, page.viewportSize());
  try {
    await test.step('a job seeker finds it by a word of its description, sees the image and applies', async () => {
      await seeker.auth.gotoLogin();
      await seeker.auth.login(onboardedAccount);
      await expect(seeker.page).toHaveURL(`${baseURL}/mypage`);
      await seeker.positions.gotoList();
      await seeker.positions.search(keyword);
      await expect(seeker.positions.resultCount).toHaveText('検索結果 1件');
      await seeker.positions.resultLinks.filter({ hasText: title }).click();
      await expect(seeker.page).toHaveURL(`${baseURL}/positions/${productId}`);
      await expect(seeker.positions.positionHeading).toHaveText(title);
      const titleImage = seeker.page
        .getByRole('main')
        .locator('img[src*="/api/catalog/files/"]')
        .first();
      await expect(titleImage).toBeVisible();
      expect(await titleImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(684);
      await seeker.positions.applyButton.click();
      await seeker.positions.confirmDialog
        .getByRole('button', { name: '応募する', exact: true })
        .click();
      await expect(seeker.positions.successDialog).toBeVisible();
    });

    await test.step('the owner sees the applicant and moves PENDING → PROCESSING → ACCEPTED', async () => {
      await page.goto(postingPath);
      await expect(company.main().getByRole('link', { name: /山田 太郎/ })).toBeVisible();
      await page.goto('/company/applicants');
      const row = company.main().getByRole('link', { name: /山田 太郎/ });
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(page).toHaveURL(/\/company\/applicants\/[^/]+$/);
      await expect(company.heading('山田 太郎')).toBeVisible();
      await expect(company.main()).toContainText(title);
      await expect(company.main()).toContainText('未対応');

      await company.button('選考中にする').click();
      await expect(shell.toast('選考中にしました')).toBeVisible();
      await expect(company.button('未対応に戻す')).toBeVisible();
      await company.button('採用する').click();
      await company.dialog.getByRole('button', { name: '採用する' }).click();
      await expect(shell.toast('採用にしました。応募者にメールでお知らせします')).toBeVisible();
      await expect(company.button('採用する')).toHaveCount(0);
      await expect(company.button('不採用にする')).toHaveCount(0);
    });

    await test.step('the job seeker sees 内定 in the applications and is mailed the settled status once', async () => {
      await seeker.page.goto('/job-applications');
      await expect(seeker.positions.applicationsHeading).toBeVisible();
      const card = seeker.positions.application(title);
      await expect(card).toContainText('内定');
      await expect(card.getByRole('link', { name: title })).toBeVisible();
      const statusMails = async () =>
        (await outbox.list(onboardedAccount.email)).filter(
          (mail) => mail.subject === '【JobMatch】応募状況が更新されました',
        );
      // nothing before the grace period (docs/conversations.md#status-mails)
      expect(await statusMails()).toHaveLength(0);
      await runJob(request, 'status-mails', new Date(Date.now() + 11 * 60_000));
      const mails = await statusMails();
      // 選考中 and then 内定 within a minute: one mail, of the latest
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('現在の応募状況：内定');
    });

    await test.step('archiving takes the applicant out of the lists and shows the seeker 掲載終了', async () => {
      await page.goto(postingPath);
      await company.button('アーカイブ').click();
      await company.dialog.getByRole('button', { name: 'アーカイブする' }).click();
      await expect(shell.toast('求人をアーカイブしました')).toBeVisible();
      await expect(company.main().getByText('アーカイブ', { exact: true }).first()).toBeVisible();
      await page.goto('/company/applicants');
      await expect(company.main().getByText('応募はまだありません')).toBeVisible();

      await seeker.page.reload();
      const card = seeker.positions.application(title);
      await expect(card).toContainText('掲載終了');
      await expect(card.getByRole('link')).toHaveCount(0);
      await seeker.page.goto(`/positions/${productId}`);
      await expect(
        seeker.page.getByRole('heading', { name: 'ページが見つかりません' }),
      ).toBeVisible();
    });
  } finally {
    await seeker.context.close();
  }
});
