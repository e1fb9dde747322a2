// Google sign-in end to end against a real OpenID provider on loopback (oidc-provider, started by
// global setup): the login page's button, the provider's login and consent, and back to the
// wizard signed in; an unverified address comes back to the login page with the error
// (docs/accounts.md#google-sign-in).
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { TestProviderPages } from '../support/pages/test-provider-pages';
import { WizardPages } from '../support/pages/wizard-pages';

test('a new person signs in with Google from the login page and lands in the wizard, signed in', async ({
  page,
  credentials,
  authPages,
  shell,
}) => {
  const provider = new TestProviderPages(page);
  const wizard = new WizardPages(page);

  await test.step('the login page offers Google', async () => {
    await authPages.gotoLogin();
    await authPages.googleSignInLink.click();
  });

  await test.step('the provider signs the person in and asks for consent', async () => {
    await expect(provider.loginField).toBeVisible();
    await provider.signInAndConsent(credentials.email);
  });

  await test.step('back in the app: a new job seeker, signed in, at the wizard', async () => {
    await expect(page).toHaveURL(`${baseURL}/sign-up-wizard/base-info`);
    await expect(wizard.heading('baseInfo')).toBeVisible();
    await shell.expectLoggedIn();
  });

  await test.step('a reload keeps the session (the refresh cookie and the signed-in hint)', async () => {
    await page.reload();
    await expect(wizard.heading('baseInfo')).toBeVisible();
    await shell.expectLoggedIn();
  });
});

test('an unverified Google address comes back to the login page with the error', async ({
  page,
  credentials,
  authPages,
  shell,
}) => {
  const provider = new TestProviderPages(page);
  await authPages.gotoLogin();
  await authPages.googleSignInLink.click();
  await provider.signInAndConsent(credentials.email, { verified: false });
  await expect(page).toHaveURL(`${baseURL}/auth/login?error=oauth_error`);
  await expect(authPages.googleSignInError).toBeVisible();
  // the hint set before leaving cost one refused refresh, which cleared it: a guest again
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('jobmatch.signedIn')))
    .toBeNull();
  await expect(shell.accountIcon).toHaveCount(0);
});
