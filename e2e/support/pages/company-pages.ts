// Page object of the mf-company remote: applying for use, the administrators' review, accepting
// an invitation, the registration wizard, the company profile and members. Texts are mf-company's
// own (mf-company/src/app/i18n/ja.ts) and the shared upload field's.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class CompanyPages {
  private readonly mainArea: Locator;

  constructor(private readonly page: Page) {
    this.mainArea = page.getByRole('main');
  }

  /** The content area, where the remote renders. */
  main(): Locator {
    return this.mainArea;
  }

  heading(name: string | RegExp): Locator {
    return this.mainArea.getByRole('heading', { level: 1, name });
  }

  /** A form field by its label, which a required field's asterisk follows. */
  field(label: string | RegExp): Locator {
    const name = typeof label === 'string' ? new RegExp(`^${label}(?:\\*|$)`) : label;
    return this.mainArea.getByLabel(name);
  }

  button(name: string | RegExp): Locator {
    return this.mainArea.getByRole('button', { name, exact: typeof name === 'string' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  // company.apply
  async apply(application: {
    companyName: string;
    corporateNumber: string;
    contactName: string;
    email: string;
    phoneNumber: string;
    postalCode: string;
    addressLine1: string;
    addressLine2: string;
    addressLine3: string;
    website: string;
    description: string;
  }): Promise<void> {
    await this.page.goto('/company/apply');
    await expect(this.heading('企業の利用申請')).toBeVisible();
    await this.field('企業名').fill(application.companyName);
    await this.field('法人番号').fill(application.corporateNumber);
    await this.field('担当者名').fill(application.contactName);
    await this.mainArea.getByRole('textbox', { name: /^メールアドレス/ }).fill(application.email);
    await this.field('電話番号').fill(application.phoneNumber);
    await this.field(/^郵便番号/).fill(application.postalCode);
    await this.mainArea
      .getByRole('combobox', { name: /^都道府県/ })
      .selectOption(application.addressLine1);
    await this.field('市区町村').fill(application.addressLine2);
    await this.field('町名・番地・建物名').fill(application.addressLine3);
    await this.field(/^ウェブサイト/).fill(application.website);
    await this.field(/^企業の紹介/).fill(application.description);
    await this.button('利用を申請する').click();
    await expect(this.heading('利用申請を受け付けました')).toBeVisible();
  }

  // admin.organization-applications(.show)
  async openApplication(companyName: string): Promise<void> {
    await this.page.goto('/admin/organization-applications?status=pending');
    await this.mainArea.getByRole('link', { name: companyName }).click();
    await expect(this.heading(companyName)).toBeVisible();
  }

  // company.accept-invitation
  async acceptInvitation(name: string, password: string): Promise<void> {
    await expect(this.heading('招待の受け入れ')).toBeVisible();
    await this.field('氏名').fill(name);
    await this.mainArea.getByLabel(/^パスワード(?!（)/).fill(password);
    await this.mainArea.getByLabel(/^パスワード（確認）/).fill(password);
    await this.button('登録して参加する').click();
  }

  // company.registration / company.profile
  imageField(label: string): Locator {
    return this.mainArea.getByRole('group', { name: label, exact: true });
  }

  // company.members
  memberRow(text: string): Locator {
    return this.mainArea.getByRole('row').filter({ hasText: text });
  }

  async memberAction(subject: string, action: string, confirm: string): Promise<void> {
    await this.mainArea
      .getByRole('group', { name: `${subject} の操作` })
      .getByRole('button', { name: action })
      .click();
    await this.dialog.getByRole('button', { name: confirm }).click();
  }
}
