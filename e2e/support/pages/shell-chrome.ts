// Page object of the shell's own chrome: top bar, side menu, content area fallbacks, error
// pages and toasts. Everything a remote renders lives inside `content`. Texts are the shell's own
// (shell/src/app/i18n/ja.ts).
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { action } from './locators';

export class ShellChrome {
  constructor(private readonly page: Page) {}

  get topBar(): Locator {
    return this.page.getByRole('banner');
  }
  get content(): Locator {
    return this.page.getByRole('main');
  }

  // Logged-out header
  get loginButton(): Locator {
    return action(this.topBar, 'ログイン');
  }
  get signUpButton(): Locator {
    return action(this.topBar, '無料登録');
  }
  // Logged-in header
  /** Named メッセージ, or メッセージ（未読N件） (N as the badge shows it, 100+) while something is unread. */
  get chatIcon(): Locator {
    return action(this.topBar, /^メッセージ(（未読\d+\+?件）)?$/);
  }
  /** Logged in, the account icon is also the side menu's toggle. */
  get accountIcon(): Locator {
    return this.topBar.getByRole('button', { name: 'アカウントメニュー' });
  }
  /** The side menu's toggle: a menu icon for guests, the account icon for members. */
  get menuButton(): Locator {
    return this.topBar.getByRole('button', { name: /^(メニューを開く|アカウントメニュー)$/ });
  }

  /**
   * The visitor reaches for the page (a mouse over it) and the app runs: a guest's
   * server-rendered page starts on intent (docs/server-rendering.md#start-on-intent). Before it, a
   * link is the server's (the next page is loaded anew).
   */
  async reachForThePage(): Promise<void> {
    await this.content.hover();
    await expect(this.page.locator('html[data-app-started]')).toHaveCount(1);
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.loginButton).toBeVisible();
    await expect(this.signUpButton).toBeVisible();
    await expect(this.accountIcon).toHaveCount(0);
  }

  async expectLoggedIn(): Promise<void> {
    await expect(this.accountIcon).toBeVisible();
    await expect(this.chatIcon).toBeVisible();
    await expect(this.loginButton).toHaveCount(0);
  }

  // Side menu
  get sideMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'メインメニュー' });
  }

  // Mobile footer
  get breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'パンくずリスト' });
  }

  async logOutThroughMenu(): Promise<void> {
    await this.menuButton.click();
    await action(this.sideMenu, 'ログアウト').click();
  }

  // Content-area fallback when a remote cannot be loaded
  get retryButton(): Locator {
    return this.content.getByRole('button', { name: 'もう一度試す' });
  }
  get remoteUnavailableHeading(): Locator {
    return this.content.getByRole('heading', { name: 'この画面を表示できません' });
  }

  // Error pages
  get notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: 'ページが見つかりません' });
  }
  /** The 500 page: something crashed inside the content area. */
  get serverErrorHeading(): Locator {
    return this.content.getByRole('heading', { name: 'エラーが発生しました' });
  }
  get backToTopButton(): Locator {
    return action(this.content, 'トップへ戻る');
  }

  /** A toast (or any live message) with this text. */
  toast(text: string | RegExp): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: text })
      .or(this.page.getByRole('alert').filter({ hasText: text }));
  }
}
