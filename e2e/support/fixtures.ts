// The suite's fixtures (Playwright `test.extend`): unique data per test, the dev outbox, one page
// object per remote, and control over the topology's remote servers. Specs import `test` and
// `expect` from here.
import { test as base, expect } from '@playwright/test';
import {
  type Account,
  completeProfile,
  createAccount,
  uniqueCredentials,
  verifyEmail,
} from './api';
import { type Outbox, createOutbox } from './outbox';
import { AuthPages, type Credentials } from './pages/auth-pages';
import { SettingsPages } from './pages/settings-pages';
import { ShellChrome } from './pages/shell-chrome';
import { type RemoteControl, createRemoteControl } from './remote-control';
import { type RemoteDeployer, createRemoteDeployer } from './remote-deploy';

interface Fixtures {
  /** Unique credentials nobody has registered yet. */
  credentials: Credentials;
  /** A job seeker registered through the api for this test only (email not verified). */
  account: Account;
  /** Like `account`, with the email already verified (through the mail link's token). */
  verifiedAccount: Account;
  /** Like `verifiedAccount`, with the profile completed (ready to apply). */
  onboardedAccount: Account;
  outbox: Outbox;
  authPages: AuthPages;
  settingsPages: SettingsPages;
  shell: ShellChrome;
  /** Stops/starts remote servers; whatever a test stopped is started again afterwards. */
  remotes: RemoteControl;
  /** Publishes mf-auth releases with `pnpm deploy:remote`; its edits are undone afterwards. */
  authDeployer: RemoteDeployer;
  /** The same for mf-positions, whose public pages the server renders. */
  positionsDeployer: RemoteDeployer;
  /** Automatic: the browser console's errors, attached to every failed test's report. */
  consoleErrors: string[];
}

// The fixture callback is named `provide`, not Playwright's usual `use`, so the React hooks lint
// rule does not mistake it for React's `use()`.
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      await provide(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('browser-console-errors', {
          body: errors.join('\n'),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  credentials: async ({}, provide) => {
    await provide(uniqueCredentials());
  },
  account: async ({ request }, provide) => {
    await provide(await createAccount(request));
  },
  verifiedAccount: async ({ request, outbox }, provide) => {
    const account = await createAccount(request);
    await verifyEmail(request, account, outbox.waitForLink);
    await provide(account);
  },
  onboardedAccount: async ({ request, outbox }, provide) => {
    const account = await createAccount(request);
    await verifyEmail(request, account, outbox.waitForLink);
    await completeProfile(request, account);
    await provide(account);
  },
  outbox: async ({ request }, provide) => {
    await provide(createOutbox(request));
  },
  authPages: async ({ page }, provide) => {
    await provide(new AuthPages(page));
  },
  settingsPages: async ({ page }, provide) => {
    await provide(new SettingsPages(page));
  },
  shell: async ({ page }, provide) => {
    await provide(new ShellChrome(page));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  remotes: async ({}, provide) => {
    const control = createRemoteControl();
    try {
      await provide(control);
    } finally {
      await control.restartStopped();
    }
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  authDeployer: async ({}, provide) => {
    await provideDeployer('mf-auth', provide);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  positionsDeployer: async ({}, provide) => {
    await provideDeployer('mf-positions', provide);
  },
});

/** A remote's deployer for one test, its edits undone and its release put back afterwards. */
async function provideDeployer(
  dir: string,
  provide: (deployer: RemoteDeployer) => Promise<void>,
): Promise<void> {
  const deployer = createRemoteDeployer(dir);
  try {
    await provide(deployer);
  } finally {
    await deployer.restore();
  }
}

export { expect };
