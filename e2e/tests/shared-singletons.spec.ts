// Shell and remotes must share one instance of every provider library and of the session: the
// shell's `./session` expose re-exports a workspace module shared as an MF singleton. Proven two
// ways: behaviour (a login through mf-auth's form switches the shell's header, no reload) and
// the federation share scope (one loaded copy of each singleton).
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';

interface ShareEntry {
  instance: string;
  scope: string;
  pkg: string;
  version: string;
  loaded: boolean;
  from: string;
  useIn: string[];
}

test('a login through mf-auth switches the shell header without a reload', async ({
  page,
  verifiedAccount,
  authPages,
  shell,
}) => {
  await page.goto('/home');
  await shell.expectLoggedOut();
  await shell.reachForThePage();
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));

  await shell.loginButton.click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
  await authPages.login(verifiedAccount);

  await shell.expectLoggedIn();
  expect(
    await page.evaluate(() => (window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage),
    'no page reload',
  ).toBe(true);
});

/** Declared singletons (docs/contracts.md) that the shell and mf-auth both load. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@jobmatch/shared',
  '@jobmatch/shared/session',
  '@jobmatch/shared/toast',
];
/**
 * The ones mf-auth's login page imports itself (session and toast it reaches through
 * `shell/session` and `shell/toast`; its styles through the app kit and Emotion's JSX runtime).
 */
const USED_BY_MF_AUTH = [
  'react',
  'react-router',
  '@tanstack/react-query',
  'react-i18next',
  '@emotion/react/jsx-runtime',
  '@jobmatch/shared',
];

test('the federation share scope holds one loaded copy of each singleton, which mf-auth uses', async ({
  page,
  authPages,
  shell,
}) => {
  await authPages.gotoLogin();
  await shell.reachForThePage();

  const entries = await page.evaluate(() => {
    type Shared = { loaded?: boolean; from?: string; useIn?: string[] };
    type ShareMap = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: ShareMap } })
      .__FEDERATION__?.__SHARE__;
    const out: ShareEntry[] = [];
    for (const [instance, scopes] of Object.entries(share ?? {}))
      for (const [scope, packages] of Object.entries(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, shared] of Object.entries(versions))
            out.push({
              instance,
              scope,
              pkg,
              version,
              loaded: !!shared.loaded,
              from: shared.from ?? '',
              useIn: shared.useIn ?? [],
            });
    return out;
  });
  expect(entries.length, 'globalThis.__FEDERATION__.__SHARE__ is populated').toBeGreaterThan(0);

  for (const pkg of SINGLETONS) {
    const loaded = entries.filter((entry) => entry.pkg === pkg && entry.loaded);
    const copies = new Set(loaded.map((entry) => `${entry.version} from ${entry.from}`));
    expect([...copies], `${pkg}: exactly one loaded copy`).toHaveLength(1);
  }
  for (const pkg of USED_BY_MF_AUTH) {
    const users = new Set(
      entries.filter((entry) => entry.pkg === pkg && entry.loaded).flatMap((entry) => entry.useIn),
    );
    expect([...users], `${pkg}: mf_auth uses the shared copy`).toContain('mf_auth');
  }
  // The session and toast state has one provider, the shell; no remote brought its own.
  for (const pkg of ['@jobmatch/shared/session', '@jobmatch/shared/toast']) {
    const providers = new Set(
      entries.filter((entry) => entry.pkg === pkg).map((entry) => entry.from),
    );
    expect([...providers], `${pkg}: provided by the shell only`).toEqual(['shell']);
  }
});
