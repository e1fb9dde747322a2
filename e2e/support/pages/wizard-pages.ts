// Page object of the mf-wizard remote: the sign-up wizard and the profile page.
// Texts are mf-wizard's own (mf-wizard/src/app/i18n/ja.ts) and the shared schemas' messages.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface BaseInfo {
  personName: string;
  furigana: string;
  zipCode: string;
  prefecture: string;
  cityTownVillage: string;
  townStreetBuilding: string;
  contactPhone: string;
}

export const WIZARD_HEADINGS = {
  baseInfo: '基本情報を入力してください',
  categorySelect: '希望する職種を選んでください',
  categoryExperience: '職種ごとの経験年数を選んでください',
  skillSelect: 'スキルを選んでください',
  career: '職務経歴・自己PR',
  desiredCompensation: '希望する報酬を選んでください',
  submit: '入力内容の確認',
} as const;

export class WizardPages {
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  heading(name: keyof typeof WIZARD_HEADINGS): Locator {
    return this.main.getByRole('heading', { level: 1, name: WIZARD_HEADINGS[name] });
  }
  get progress(): Locator {
    return this.main.getByRole('progressbar', { name: '登録の進み具合' });
  }
  get nextButton(): Locator {
    return this.main.getByRole('button', { name: '次へ', exact: true });
  }
  get skipButton(): Locator {
    return this.main.getByRole('button', { name: 'スキップして次へ', exact: true });
  }
  get backButton(): Locator {
    return this.main.getByRole('button', { name: '戻る', exact: true });
  }
  get finishButton(): Locator {
    return this.main.getByRole('button', { name: 'この内容で登録する' });
  }
  field(name: string | RegExp): Locator {
    return this.main.getByRole('textbox', { name });
  }
  select(name: string | RegExp): Locator {
    return this.main.getByRole('combobox', { name });
  }
  checkbox(name: string): Locator {
    return this.main.getByRole('checkbox', { name, exact: true });
  }
  skillGroup(name: string): Locator {
    return this.main.getByRole('group', { name: `${name}のスキル` });
  }

  async fillBaseInfo(info: BaseInfo): Promise<void> {
    await expect(this.heading('baseInfo')).toBeVisible();
    await this.field(/^氏名/).fill(info.personName);
    await this.field(/^フリガナ/).fill(info.furigana);
    await this.field(/^郵便番号/).fill(info.zipCode);
    await this.select(/^都道府県/).selectOption(info.prefecture);
    await this.field(/^市区町村/).fill(info.cityTownVillage);
    await this.field(/^町名・番地・建物名/).fill(info.townStreetBuilding);
    await this.field(/^電話番号/).fill(info.contactPhone);
  }

  async chooseCompensation(
    type: string,
    amount: string,
    scope: Locator = this.main,
  ): Promise<void> {
    await scope.getByRole('combobox', { name: /^報酬の種類/ }).selectOption({ label: type });
    await scope.getByRole('combobox', { name: /^希望報酬額/ }).selectOption({ label: amount });
  }

  /** Answers every page with the least there is to choose and registers (the caller asserts where it lands). */
  async completeWithOneJobType(info: BaseInfo): Promise<void> {
    await this.fillBaseInfo(info);
    await this.nextButton.click();
    await expect(this.heading('categorySelect')).toBeVisible();
    await this.checkbox('QAエンジニア').check();
    await this.nextButton.click();
    await expect(this.heading('categoryExperience')).toBeVisible();
    await this.select(/^QAエンジニア 経験年数/).selectOption({ label: '1年未満' });
    await this.nextButton.click();
    await expect(this.skillGroup('テスト・QA')).toBeVisible();
    await this.skillGroup('テスト・QA').getByRole('checkbox').first().check();
    await this.nextButton.click();
    await expect(this.heading('career')).toBeVisible();
    await this.skipButton.click();
    await expect(this.heading('desiredCompensation')).toBeVisible();
    await this.chooseCompensation('月給', '40万〜60万円');
    await this.nextButton.click();
    await expect(this.heading('submit')).toBeVisible();
    await this.finishButton.click();
  }

  // user.profile
  get profileHeading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: 'プロフィール' });
  }
  profileSection(name: string): Locator {
    return this.main.getByRole('region', { name });
  }
  editButton(section: string): Locator {
    return this.main.getByRole('button', { name: `${section}を編集する` });
  }
}
