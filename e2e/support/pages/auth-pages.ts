// Page object of the mf-auth remote: login, sign-up, password reset, email verification.
// Texts are mf-auth's own (mf-auth/src/app/i18n/ja.ts) and the shared error catalogue.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { action } from './locators';

export interface Credentials {
  email: string;
  password: string;
}

export class AuthPages {
  /** mf-auth renders inside the shell's content area; the top bar may repeat the page title. */
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  // Fields every form shares
  get emailField(): Locator {
    return this.page.getByRole('textbox', { name: /^メールアドレス/ });
  }
  get passwordField(): Locator {
    return this.page.getByLabel(/^パスワード/);
  }

  // auth.login
  get loginHeading(): Locator {
    return this.main.getByRole('heading', { name: 'ログイン', exact: true });
  }
  get loginButton(): Locator {
    return this.page.getByRole('button', { name: 'ログインする' });
  }
  get forgotPasswordLink(): Locator {
    return this.page.getByRole('link', { name: 'パスワードをお忘れの方' });
  }
  /** A plain link to the api, which sends the browser to the OpenID provider (docs/accounts.md#google-sign-in). */
  get googleSignInLink(): Locator {
    return this.page.getByRole('link', { name: 'Googleでログイン' });
  }
  /** The Japanese message of `oauth_error` on the login page after a failed Google sign-in. */
  get googleSignInError(): Locator {
    return this.page.getByText('Googleでのログインに失敗しました。もう一度お試しください');
  }
  /** The Japanese message of `login_error`, wherever the form shows it. */
  get loginError(): Locator {
    return this.page.getByText('メールアドレスまたはパスワードが正しくありません');
  }

  async gotoLogin(query: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(`/auth/login${search ? `?${search}` : ''}`);
    await expect(this.loginHeading).toBeVisible();
  }

  /** Fills and submits the login form (the caller asserts where it lands). */
  async login({ email, password }: Credentials): Promise<void> {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
    await this.loginButton.click();
  }

  // auth.signup
  get signUpHeading(): Locator {
    return this.main.getByRole('heading', { name: '新規会員登録', exact: true });
  }

  async gotoSignUp(): Promise<void> {
    await this.page.goto('/auth/sign-up');
    await expect(this.signUpHeading).toBeVisible();
  }

  /** Fills the sign-up form, agrees to both documents and submits. */
  async signUp({ email, password }: Credentials): Promise<void> {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
    await this.page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }).check();
    await this.page.getByRole('checkbox', { name: '利用規約に同意する' }).check();
    await this.page.getByRole('button', { name: '登録する', exact: true }).click();
  }

  // auth.verify-email: the notice after sign-up, and where guards send an unverified user
  get verificationNoticeHeading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: 'メールアドレスを確認してください' });
  }
  /** The address the verification mail went to, as the notice shows it. */
  get verificationAddress(): Locator {
    return this.main.getByTestId('verification-address');
  }
  /** The resend button, whether waiting out its cooldown (「…（あとN秒）」) or ready. */
  get resendVerificationButton(): Locator {
    return this.main.getByRole('button', { name: /^確認メールを再送信する/ });
  }
  get verificationDoneButton(): Locator {
    return this.main.getByRole('button', { name: '確認が完了したら、こちらを押してください' });
  }
  get verificationLogoutLink(): Locator {
    return this.main.getByRole('link', { name: 'ログアウト', exact: true });
  }
  /** Toast shown once the verification link has been accepted. */
  get emailVerifiedToast(): Locator {
    return this.page.getByText('メールアドレスの確認が完了しました');
  }

  // auth.reset-password-request
  get resetRequestHeading(): Locator {
    return this.main.getByRole('heading', { name: 'パスワードの再設定', exact: true });
  }

  async requestPasswordReset(email: string): Promise<void> {
    await expect(this.resetRequestHeading).toBeVisible();
    await this.emailField.fill(email);
    await this.page.getByRole('button', { name: '再設定メールを送信する' }).click();
    await expect(
      this.main.getByRole('heading', { name: 'メールを確認してください' }),
    ).toBeVisible();
  }

  // auth.reset-password-submit / success
  async submitNewPassword(password: string): Promise<void> {
    await expect(this.main.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
    await this.page.getByLabel(/^新しいパスワード(?!（確認）)/).fill(password);
    await this.page.getByLabel(/^新しいパスワード（確認）/).fill(password);
    await this.page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  }
  get resetSuccessHeading(): Locator {
    return this.main.getByRole('heading', { name: 'パスワードを再設定しました' });
  }
  get resetSuccessLoginButton(): Locator {
    return action(this.main, 'ログインする');
  }
}
