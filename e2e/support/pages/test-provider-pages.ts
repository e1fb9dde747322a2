// Page object of the suite's OpenID provider (oidc-provider's development pages, English), which
// stands in for Google's account chooser and consent (e2e/support/oidc-provider.ts).
import type { Locator, Page } from '@playwright/test';

export class TestProviderPages {
  constructor(private readonly page: Page) {}

  get loginField(): Locator {
    return this.page.locator('input[name="login"]');
  }
  get passwordField(): Locator {
    return this.page.locator('input[name="password"]');
  }
  get signInButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign-in' });
  }
  get continueButton(): Locator {
    return this.page.getByRole('button', { name: 'Continue' });
  }

  /**
   * Signs in as a Google account with `email` (verified unless told otherwise; the form's login
   * field chooses the account's claims, api/test/support/oidc-provider-server.mjs) and consents.
   */
  async signInAndConsent(email: string, { verified = true } = {}): Promise<void> {
    await this.loginField.fill(verified ? email : `${email}|unverified`);
    await this.passwordField.fill('any password');
    await this.signInButton.click();
    await this.continueButton.click();
  }
}
