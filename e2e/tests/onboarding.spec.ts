// Onboarding end to end across shell, mf-auth, mf-wizard and the api: a fresh user signs up,
// verifies the email from the mail, fills the sign-up wizard (with a reload and back/forward in
// the middle), finishes it, then changes the desired compensation on the profile page.
import { baseURL } from '../support/environment';
import { expect, test as base } from '../support/fixtures';
import { WizardPages } from '../support/pages/wizard-pages';

const test = base.extend<{ wizard: WizardPages }>({
  wizard: async ({ page }, provide) => {
    await provide(new WizardPages(page));
  },
});

const verifyLinkPattern = /\/auth\/verify-email-success\/[^/?#]+/;

test('sign up, verify, complete the wizard and edit the profile', async ({
  page,
  credentials,
  outbox,
  authPages,
  shell,
  wizard,
}) => {
  await test.step('sign up and open the verification link: the wizard starts', async () => {
    await authPages.gotoSignUp();
    await authPages.signUp(credentials);
    await expect(authPages.verificationNoticeHeading).toBeVisible();
    const { link } = await outbox.waitForLink(credentials.email, verifyLinkPattern);
    await page.goto(link);
    await expect(shell.toast('メールアドレスの確認が完了しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/base-info`);
    await expect(wizard.progress).toHaveAttribute('aria-valuenow', '1');
  });

  await test.step('the onboarded guard sends an incomplete user to the wizard, keeping the way', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/base-info?intendedUrl=%2Fprofile`);
    // the rest of this journey is the plain wizard, which ends on /mypage
    await page.goto('/sign-up-wizard/base-info');
    await expect(wizard.heading('baseInfo')).toBeVisible();
  });

  await test.step('base info: the format rules show, then the page is accepted', async () => {
    await wizard.fillBaseInfo({
      personName: '山田 太郎',
      furigana: 'やまだ',
      zipCode: '1000001',
      prefecture: '東京都',
      cityTownVillage: '千代田区',
      townStreetBuilding: '千代田1-1',
      contactPhone: '09012345678',
    });
    await expect(page.getByText('フリガナは全角カタカナで入力してください').first()).toBeVisible();
    await wizard.field(/^フリガナ/).fill('ヤマダ　タロウ');
    await wizard.nextButton.click();
    await expect(wizard.heading('categorySelect')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/category-select`);
  });

  await test.step('a reload keeps the answers; back and forward move between pages', async () => {
    await page.reload();
    await expect(wizard.heading('categorySelect')).toBeVisible();
    await wizard.backButton.click();
    await expect(wizard.heading('baseInfo')).toBeVisible();
    await expect(wizard.field(/^氏名/)).toHaveValue('山田 太郎');
    await expect(wizard.field(/^フリガナ/)).toHaveValue('ヤマダ　タロウ');
    await wizard.nextButton.click();
    await expect(wizard.heading('categorySelect')).toBeVisible();
  });

  await test.step('job types decide the experience selects and the skill sub-pages', async () => {
    await wizard.checkbox('フロントエンドエンジニア').check();
    await wizard.checkbox('QAエンジニア').check();
    await wizard.nextButton.click();
    await expect(wizard.heading('categoryExperience')).toBeVisible();
    await wizard.select(/^フロントエンドエンジニア 経験年数/).selectOption({ label: '3〜5年' });
    await wizard.select(/^QAエンジニア 経験年数/).selectOption({ label: '1年未満' });
    await wizard.nextButton.click();

    // one sub-page per skill group of the chosen job types: frontend, then test & QA
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/skill-select?subPage=frontend`);
    await expect(wizard.skillGroup('フロントエンド')).toBeVisible();
    await wizard.checkbox('React').check();
    await wizard.checkbox('TypeScript').check();
    await wizard.nextButton.click();
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/skill-select?subPage=test_qa`);
    await wizard.skillGroup('テスト・QA').getByRole('checkbox').first().check();
    await wizard.nextButton.click();
  });

  await test.step('the career page is optional: skipped', async () => {
    await expect(wizard.heading('career')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/career`);
    await wizard.skipButton.click();
  });

  await test.step('compensation and the summary', async () => {
    await expect(wizard.heading('desiredCompensation')).toBeVisible();
    await expect(wizard.select(/^希望報酬額/)).toBeDisabled();
    await wizard.chooseCompensation('月給', '40万〜60万円');
    await wizard.nextButton.click();
    await expect(wizard.heading('submit')).toBeVisible();
    // six pages plus the two skill sub-pages: the last of eight steps
    await expect(wizard.progress).toHaveAttribute('aria-valuemax', '8');
    await expect(wizard.progress).toHaveAttribute('aria-valuenow', '8');
    await expect(page.getByRole('main').getByText('40万〜60万円')).toBeVisible();
    await expect(page.getByRole('main').getByText(/React/)).toBeVisible();
  });

  await test.step('finish: success toast and /mypage', async () => {
    await wizard.finishButton.click();
    await expect(shell.toast('プロフィールの登録が完了しました')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/mypage`);
    // the registration-complete mail, once
    await expect
      .poll(
        async () =>
          (await outbox.list(credentials.email)).filter((mail) =>
            mail.subject.includes('プロフィール登録が完了しました'),
          ).length,
      )
      .toBe(1);
    // the wizard is done: coming back leads to /mypage
    await page.goto('/sign-up-wizard/base-info');
    await expect(page).toHaveURL(`${baseURL}/mypage`);
  });

  await test.step('the profile shows the answers; the compensation is edited and kept after a reload', async () => {
    await page.goto('/profile');
    await expect(wizard.profileHeading).toBeVisible();
    await expect(wizard.profileSection('基本情報')).toContainText('山田 太郎');
    await expect(wizard.profileSection('希望職種')).toContainText('QAエンジニア');
    await wizard.editButton('希望報酬').click();
    await wizard.chooseCompensation('日給', '3万〜4万円', wizard.profileSection('希望報酬'));
    await wizard.profileSection('希望報酬').getByRole('button', { name: '保存する' }).click();
    await expect(shell.toast('希望報酬を保存しました')).toBeVisible();
    await page.reload();
    await expect(wizard.profileSection('希望報酬')).toContainText('日給');
    await expect(wizard.profileSection('希望報酬')).toContainText('3万〜4万円');
  });
});
