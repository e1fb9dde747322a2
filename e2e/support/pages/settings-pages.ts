// Page object of the mf-settings remote: the settings page, email change, password change and
// deactivation. Texts are mf-settings' own (mf-settings/src/app/i18n/ja.ts) and the shared schemas'.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class SettingsPages {
  /** The remote renders inside the shell's content area; the top bar may repeat the page title. */
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  heading(name: string): Locator {
    return this.main.getByRole('heading', { level: 1, name, exact: true });
  }

  // settings
  get settingsHeading(): Locator {
    return this.heading('設定');
  }
  /** The group that shows the current address and a pending change. */
  get accountGroup(): Locator {
    return this.main.getByRole('region', { name: 'アカウント', exact: true });
  }
  get pendingChange(): Locator {
    return this.accountGroup.getByRole('group', { name: '変更手続き中' });
  }

  async openFromSettings(linkName: string, heading: string): Promise<void> {
    await this.main.getByRole('link', { name: linkName }).click();
    await expect(this.heading(heading)).toBeVisible();
  }

  // Fields
  get newEmailField(): Locator {
    return this.page.getByRole('textbox', { name: /^新しいメールアドレス/ });
  }
  get currentPasswordField(): Locator {
    return this.page.getByLabel(/^現在のパスワード/);
  }
  get newPasswordField(): Locator {
    return this.page.getByLabel(/^新しいパスワード(?!（)/);
  }
  get confirmPasswordField(): Locator {
    return this.page.getByLabel(/^新しいパスワード（確認）/);
  }
  /** The server's answer to the last submit, above the form. */
  get formError(): Locator {
    return this.main.getByRole('alert');
  }

  // settings.change-email
  async requestEmailChange(email: string, password: string): Promise<void> {
    await this.newEmailField.fill(email);
    await this.currentPasswordField.fill(password);
    await this.page.getByRole('button', { name: '確認メールを送信する' }).click();
  }

  // settings.change-password
  async fillPasswordChange(current: string, next: string, confirmation = next): Promise<void> {
    await this.currentPasswordField.fill(current);
    await this.newPasswordField.fill(next);
    await this.confirmPasswordField.fill(confirmation);
  }
  get changePasswordButton(): Locator {
    return this.page.getByRole('button', { name: 'パスワードを変更する' });
  }

  // settings.deactivate-account
  get deactivateButton(): Locator {
    return this.page.getByRole('button', { name: '退会する' });
  }
}
