// The seeker's career profile end to end across shell, mf-wizard, mf-positions' api, mf-company
// and the api (docs/wizard.md#career-profile, #postal-code-autofill): a fresh seeker's postcode
// fills the address from the postal data mf-wizard ships, the seeker records a career entry,
// 自己PR and a GitHub link on /profile, applies to a posting of the demo company, and its owner
// reads them on the applicant's page (links in a new tab, without opener or referrer).
import type { Browser } from '@playwright/test';
import { findProducts, applyThroughApi, type Product } from '../support/catalog';
import { baseURL } from '../support/environment';
import { expect, test as base } from '../support/fixtures';
import { AuthPages } from '../support/pages/auth-pages';
import { CompanyPages } from '../support/pages/company-pages';
import { WizardPages } from '../support/pages/wizard-pages';

const test = base.extend<{ wizard: WizardPages }>({
  wizard: async ({ page }, provide) => {
    await provide(new WizardPages(page));
  },
});

const DEMO_OWNER = { email: 'owner@jobmatch.example', password: 'Owner1234!' };
const DEMO_COMPANY = 'アヤメエンジニアリング株式会社';

async function aPostingOfTheDemoCompany(request: Parameters<typeof findProducts>[0]) {
  const { value } = await findProducts(request, { $top: 100 });
  const posting = value.find((product: Product) => product.organization?.name === DEMO_COMPANY);
  expect(posting, `a public posting of ${DEMO_COMPANY}`).toBeDefined();
  return posting!;
}

/** The company owner at a desk of their own: a browser context apart from the seeker's. */
async function ownerDesk(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page, auth: new AuthPages(page), company: new CompanyPages(page) };
}

test('postcode autofill, a career entry, 自己PR and a GitHub link on /profile, read by the company after applying', async ({
  page,
  browser,
  request,
  authPages,
  shell,
  wizard,
  onboardedAccount,
}) => {
  test.setTimeout(120_000);
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 6);
  // a name no other applicant of the demo company has
  const personName = `経歴 ${id}`;
  const company = `株式会社キャリア${id}`;
  const selfPr = `決済基盤の設計から運用まで担当してきました。${id}`;
  const githubUrl = `https://github.com/e2e-${id}`;

  await test.step('log in and open the profile', async () => {
    await authPages.gotoLogin();
    await authPages.login(onboardedAccount);
    await expect(page).toHaveURL(`${baseURL}/mypage`);
    await shell.expectLoggedIn();
    await page.goto('/profile');
    await expect(wizard.profileHeading).toBeVisible();
  });

  await test.step('基本情報: a postcode fills 都道府県 and 市区町村 from the shipped data; the rest stays', async () => {
    await wizard.editButton('基本情報').click();
    const section = wizard.profileSection('基本情報');
    await section.getByRole('textbox', { name: /^氏名/ }).fill(personName);
    const zipCode = section.getByRole('textbox', { name: /^郵便番号/ });
    // the account's code is 1000001: another one first, then 1000001 again
    await zipCode.fill('5300001');
    await expect(section.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('大阪府');
    await expect(section.getByRole('textbox', { name: /^市区町村/ })).toHaveValue('大阪市北区');
    await zipCode.fill('1000001');
    await expect(section.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('東京都');
    await expect(section.getByRole('textbox', { name: /^市区町村/ })).toHaveValue('千代田区');
    await expect(section.getByRole('status')).toHaveText('住所を入力しました');
    // the account's own street address is not replaced by the town
    await expect(section.getByRole('textbox', { name: /^町名・番地・建物名/ })).toHaveValue(
      '千代田1-1',
    );
    await section.getByRole('button', { name: '保存する' }).click();
    await expect(shell.toast('基本情報を保存しました')).toBeVisible();
  });

  await test.step('職務経歴: add an entry (現在も在籍中) and save', async () => {
    await wizard.editButton('職務経歴').click();
    const section = wizard.profileSection('職務経歴');
    await section.getByRole('button', { name: '職務経歴を追加' }).click();
    const entry = section.getByRole('group', { name: '職務経歴を追加' });
    await entry.getByRole('textbox', { name: /会社名/ }).fill(company);
    await entry.getByRole('textbox', { name: /職種・役職/ }).fill('バックエンドエンジニア');
    await entry.getByRole('combobox', { name: /雇用形態/ }).selectOption({ label: '正社員' });
    await entry.getByLabel(/開始年月/).fill('2021-04');
    await entry.getByRole('checkbox', { name: '現在も在籍中' }).check();
    await entry.getByRole('textbox', { name: /業務内容/ }).fill('Go で決済 API を開発');
    await entry.getByRole('button', { name: '追加する' }).click();
    await expect(section.getByRole('heading', { name: company })).toBeVisible();
    await section.getByRole('button', { name: '保存する' }).click();
    await expect(shell.toast('職務経歴を保存しました')).toBeVisible();
  });

  await test.step('自己PR and a GitHub link: save each', async () => {
    await wizard.editButton('自己PR').click();
    const selfPrSection = wizard.profileSection('自己PR');
    await selfPrSection.getByRole('textbox', { name: /自己PR/ }).fill(selfPr);
    await selfPrSection.getByRole('button', { name: '保存する' }).click();
    await expect(shell.toast('自己PRを保存しました')).toBeVisible();

    await wizard.editButton('リンク').click();
    const links = wizard.profileSection('リンク');
    await links.getByRole('button', { name: 'リンクを追加' }).click();
    await links.getByRole('combobox', { name: /リンク1の種類/ }).selectOption({ label: 'GitHub' });
    await links.getByRole('textbox', { name: /リンク1のURL/ }).fill(githubUrl);
    await links.getByRole('button', { name: '保存する' }).click();
    await expect(shell.toast('リンクを保存しました')).toBeVisible();
  });

  await test.step('after a reload the profile shows them', async () => {
    await page.reload();
    await expect(wizard.profileHeading).toBeVisible();
    const career = wizard.profileSection('職務経歴');
    await expect(career.getByRole('heading', { name: company })).toBeVisible();
    await expect(career).toContainText('2021年4月 〜 現在・正社員');
    await expect(career).toContainText('Go で決済 API を開発');
    await expect(wizard.profileSection('自己PR')).toContainText(selfPr);
    await expect(
      wizard.profileSection('リンク').getByRole('link', { name: new RegExp(githubUrl) }),
    ).toHaveAttribute('href', githubUrl);
    await expect(wizard.profileSection('基本情報')).toContainText(personName);
  });

  const posting = await aPostingOfTheDemoCompany(request);
  await test.step('the seeker applies to a posting of the demo company', async () => {
    await applyThroughApi(request, onboardedAccount, posting);
  });

  const owner = await ownerDesk(browser, page.viewportSize());
  try {
    await test.step('the owner reads the career, 自己PR and link on the applicant page', async () => {
      await owner.auth.gotoLogin();
      await owner.auth.login(DEMO_OWNER);
      await expect(owner.page).toHaveURL(`${baseURL}/company/mypage`);
      await owner.page.goto('/company/applicants');
      const row = owner.company.main().getByRole('link', { name: new RegExp(personName) });
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(owner.company.heading(personName)).toBeVisible();
      const resume = owner.company.main().getByRole('region', { name: '職務経歴・自己PR' });
      await expect(resume.getByRole('heading', { name: company })).toBeVisible();
      await expect(resume).toContainText('バックエンドエンジニア');
      await expect(resume).toContainText('Go で決済 API を開発');
      await expect(resume).toContainText(selfPr);
      const link = resume.getByRole('link', { name: new RegExp(githubUrl) });
      await expect(link).toHaveAttribute('href', githubUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  } finally {
    await owner.context.close();
  }
});
