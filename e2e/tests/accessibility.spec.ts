// Accessibility of every route of every audience (issue 36): axe-core with the WCAG 2.2 AA tags on
// each page of shared/src/config/paths.ts, signed in as whoever may open it, plus the open states a
// route pass would miss: the side menu, the filter panel with its groups open, and each kind of
// modal dialog. Violations are soft failures, so one run lists all of them. The header's message
// link is checked while it shows an unread badge (label in name, WCAG 2.5.3).
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations, settle } from '../support/accessibility';
import { type Account } from '../support/api';
import { DEMO_ENDED_POSTING, applyThroughApi, findProducts } from '../support/catalog';
import {
  DEMO_MEMBER,
  demoCompanyPosting,
  topicsOf,
  writeAsMember,
  writeAsSeeker,
} from '../support/chat';
import { DEMO_ADMIN, uniqueApplication } from '../support/company';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { AuthPages, type Credentials } from '../support/pages/auth-pages';
import { InterviewPages } from '../support/pages/interview-pages';
import { PositionsPages } from '../support/pages/positions-pages';
import { ShellChrome } from '../support/pages/shell-chrome';

const DEMO_OWNER = { email: 'owner@jobmatch.example', password: 'Owner1234!' };
const UNKNOWN_TOKEN = 'e2e-unknown-token';

/** Opens `path`, waits for it to draw and runs axe on it. */
async function checkRoute(page: Page, path: string, { heading = true } = {}): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await settle(page, { heading });
    await expectNoAxeViolations(page, path);
  });
}

/** Runs axe with the dialog `name` open (opened by `open`), then closes it with Escape. */
async function checkDialog(
  page: Page,
  where: string,
  open: () => Promise<void>,
  name?: string | RegExp,
): Promise<void> {
  await test.step(`dialog: ${where}`, async () => {
    await open();
    const dialog = page.getByRole('dialog', name ? { name } : undefined);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `the open dialog of ${where}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

/** Opens the side menu (the account icon signed in, the menu icon for guests) and runs axe. */
async function checkSideMenu(page: Page, path: string): Promise<void> {
  await test.step(`side menu on ${path}`, async () => {
    await page.goto(path);
    await settle(page);
    const shell = new ShellChrome(page);
    await shell.menuButton.click();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, `the side menu on ${path}`);
    await page.keyboard.press('Escape');
  });
}

/** The filter panel with every group open. */
async function checkFilterPanel(page: Page): Promise<void> {
  await test.step('/positions/filter with every group open', async () => {
    await page.goto('/positions/filter');
    await settle(page);
    const collapsed = page.getByRole('main').locator('button[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    await expectNoAxeViolations(page, 'the filter panel with its groups open');
  });
}

/** Opens posting `postingId` and runs axe with its apply button's dialog `name` open. */
async function checkApplyDialog(
  page: Page,
  postingId: string,
  where: string,
  name: string,
): Promise<void> {
  await page.goto(`/positions/${postingId}`);
  await settle(page);
  await checkDialog(page, where, () => new PositionsPages(page).applyButton.click(), name);
}

/**
 * The apply dialog on posting `postingId`, then the save-a-search dialog on the list searched for
 * エンジニア (この条件を保存 shows once there is something to save); `audience` ends each step's name.
 */
async function checkApplyAndSaveSearchDialogs(
  page: Page,
  postingId: string,
  { audience, applyDialog }: { audience: string; applyDialog: string },
): Promise<void> {
  await checkApplyDialog(page, postingId, `apply${audience}`, applyDialog);
  const positions = new PositionsPages(page);
  await positions.gotoList();
  await positions.search('エンジニア');
  await checkDialog(page, `save a search${audience}`, () =>
    page.getByRole('button', { name: 'この条件を保存' }).click(),
  );
}

/** The header's message link shows an unread badge, and its name contains the badge's text. */
async function expectLabelInName(shell: ShellChrome): Promise<void> {
  await expect(shell.chatIcon).toHaveAccessibleName(/未読/);
  const shown = (await shell.chatIcon.innerText()).trim();
  expect(shown, 'the badge shows a count').toMatch(/^\d+\+?$/);
  await expect(shell.chatIcon).toHaveAccessibleName(
    new RegExp(`未読${shown.replace('+', '\\+')}件`),
  );
}

/** A browser context of its own, signed in through the login form. */
async function signedIn(
  newContext: () => Promise<BrowserContext>,
  credentials: Credentials,
  landing: RegExp,
): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  const auth = new AuthPages(page);
  await auth.gotoLogin();
  await auth.login(credentials);
  await expect(page).toHaveURL(landing);
  return page;
}

/** The href of the first link of the main area whose href starts with `prefix`. */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.getByRole('main').locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** A job seeker who applied to the demo company, wrote to it and has an answer unread. */
async function seekerInConversation(
  request: Parameters<typeof applyThroughApi>[0],
  seeker: Account,
): Promise<{ topicId: string }> {
  const { posting } = await demoCompanyPosting(request);
  await applyThroughApi(request, seeker, posting);
  const [topic] = await topicsOf(request, seeker);
  expect(topic, 'applying opened a conversation').toBeTruthy();
  await writeAsSeeker(request, seeker, topic!.id, ['アクセシビリティ確認のメッセージです。']);
  await writeAsMember(request, topic!.id, 'ご連絡ありがとうございます。');
  return { topicId: topic!.id };
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // The audiences are apart (accounts of their own, the demo ones only read): side by side.
  test.describe.configure({ mode: 'parallel', timeout: 420_000 });

  test('guest: every public page, the side menu, the filter panel and the login prompts', async ({
    page,
    request,
  }) => {
    const {
      value: [posting],
    } = await findProducts(request, { $top: 1 });
    expect(posting, 'the demo catalogue has postings').toBeTruthy();
    const organizationId = posting!.organizationId;

    for (const path of [
      '/',
      '/home',
      '/positions',
      '/positions/filter',
      `/positions/${posting!.id}`,
      `/positions/${DEMO_ENDED_POSTING.id}`,
      `/organization/${organizationId}`,
      `/organization/${organizationId}/positions`,
      '/auth/login',
      '/auth/sign-up',
      '/auth/reset-password-request',
      `/auth/reset-password-submit/${UNKNOWN_TOKEN}`,
      '/auth/reset-password-success',
      `/auth/verify-email-success/${UNKNOWN_TOKEN}`,
      '/auth/google-link',
      '/auth/onetime-login',
      `/auth/onetime-login/${UNKNOWN_TOKEN}`,
      `/settings/verify-change-email-success/${UNKNOWN_TOKEN}`,
      '/settings/deactivate-account-success',
      '/company/apply',
      `/company/auth/accept-invitation/${UNKNOWN_TOKEN}/${UNKNOWN_TOKEN}`,
      '/legal/privacy',
      '/legal/terms',
      '/no-such-page',
    ])
      await checkRoute(page, path);

    await checkSideMenu(page, '/positions');
    await checkFilterPanel(page);
    await checkRoute(page, '/auth/logout', { heading: false });

    await checkApplyAndSaveSearchDialogs(page, posting!.id, {
      audience: ' as a guest',
      applyDialog: '応募するにはログインが必要です',
    });
  });

  test('a modal dialog holds focus (the page behind is inert), closes on Escape and on its backdrop, and gives focus back', async ({
    page,
    request,
  }) => {
    const {
      value: [posting],
    } = await findProducts(request, { $top: 1 });
    const positions = new PositionsPages(page);
    await page.goto(`/positions/${posting!.id}`);
    await settle(page);
    await positions.applyButton.click();
    const dialog = positions.guestDialog;
    await expect(dialog).toBeVisible();
    // showModal(): Tab goes round the dialog's controls (and the browser's own UI, the <body>
    // here), never to the page behind
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement === document.body
          ? 'body'
          : document.activeElement?.closest('dialog')
            ? 'dialog'
            : 'page',
      );
      expect(where, `focus after Tab ${press + 1}`).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(positions.applyButton).toBeFocused();

    await positions.applyButton.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
  });

  test('job seeker: every page of theirs with an unread answer, the menu, the filter panel and their dialogs', async ({
    browser,
    request,
    onboardedAccount,
  }) => {
    const { topicId } = await seekerInConversation(request, onboardedAccount);
    const page = await signedIn(
      () => browser.newContext({ baseURL }),
      onboardedAccount,
      /\/(mypage|positions)/,
    );
    const shell = new ShellChrome(page);
    const {
      value: [, other],
    } = await findProducts(request, { $top: 2 });
    const organizationId = other!.organizationId;

    await checkRoute(page, '/mypage');
    await expectLabelInName(shell);
    for (const path of [
      '/',
      '/positions',
      '/positions/filter',
      '/positions/saved',
      `/positions/${other!.id}`,
      `/organization/${organizationId}`,
      `/organization/${organizationId}/positions`,
      '/job-applications',
      '/messages/topics',
      '/profile',
      '/settings',
      '/settings/change-email',
      '/settings/change-password',
      '/settings/two-factor',
      '/settings/saved-searches',
      '/settings/deactivate-account',
      '/auth/verify-email',
      '/auth/google-link',
      '/sign-up-wizard/base-info',
      '/no-such-page',
      // last, since opening the thread reads the answer and the badge goes
      `/messages/topics/${topicId}`,
    ])
      await checkRoute(page, path);

    await checkSideMenu(page, '/positions');
    await checkFilterPanel(page);

    await checkApplyAndSaveSearchDialogs(page, other!.id, {
      audience: '',
      applyDialog: 'この求人に応募しますか？',
    });
    // saving says so in a dialog of its own, and leaves a search to open the delete confirmation on
    await checkDialog(
      page,
      'a search saved',
      async () => {
        await page.getByRole('button', { name: 'この条件を保存' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '保存', exact: true }).click();
      },
      '検索条件を保存しました',
    );
    await page.goto('/settings/saved-searches');
    await settle(page);
    await checkDialog(page, 'delete a saved search', () =>
      page.getByRole('main').getByRole('button', { name: '削除', exact: true }).first().click(),
    );

    await page.goto('/job-applications');
    await settle(page);
    await checkDialog(page, 'withdraw an application', () =>
      page
        .getByRole('main')
        .getByRole('button', { name: /を取り下げる$/ })
        .first()
        .click(),
    );
    await page.context().close();
  });

  test('new job seeker: email verification, the sign-up wizard and the apply prompts', async ({
    browser,
    account,
    verifiedAccount,
    request,
  }) => {
    const {
      value: [posting],
    } = await findProducts(request, { $top: 1 });

    const unverified = await signedIn(
      () => browser.newContext({ baseURL }),
      account,
      /\/auth\/verify-email|\/positions/,
    );
    await checkRoute(unverified, '/auth/verify-email');
    await checkApplyDialog(
      unverified,
      posting!.id,
      'apply before verifying',
      'メールアドレスの確認が必要です',
    );
    await unverified.context().close();

    const page = await signedIn(
      () => browser.newContext({ baseURL }),
      verifiedAccount,
      /\/sign-up-wizard|\/positions/,
    );
    for (const wizardPage of [
      'base-info',
      'category-select',
      'category-experience',
      'skill-select',
      'career',
      'desired-compensation',
      'submit',
    ])
      await checkRoute(page, `/sign-up-wizard/${wizardPage}`);
    await checkApplyDialog(
      page,
      posting!.id,
      'apply before the profile',
      'プロフィールの登録が必要です',
    );
    await page.context().close();
  });

  for (const [role, credentials] of [
    ['owner', DEMO_OWNER],
    ['member', DEMO_MEMBER],
  ] as const) {
    test(`company ${role}: every company page with an unread message, the menu and the desk's dialogs`, async ({
      browser,
      request,
      onboardedAccount,
    }) => {
      await seekerInConversation(request, onboardedAccount);
      const { posting } = await demoCompanyPosting(request);
      const page = await signedIn(
        () => browser.newContext({ baseURL }),
        credentials,
        /\/company\//,
      );
      const shell = new ShellChrome(page);

      await checkRoute(page, '/company/mypage');
      await expectLabelInName(shell);
      for (const path of [
        '/',
        '/company/registration',
        '/company/profile',
        '/company/members',
        '/company/jobs',
        '/company/jobs/new',
        `/company/jobs/${posting.id}`,
        `/company/jobs/${posting.id}/edit`,
        `/company/jobs/${posting.id}/applicants`,
        '/company/applicants',
        '/company/messages/topics',
        '/company/message-templates',
        '/company/pipeline',
        '/positions',
        `/positions/${posting.id}`,
        '/settings',
        '/settings/change-password',
        '/settings/two-factor',
        '/no-such-page',
      ])
        await checkRoute(page, path);

      await page.goto('/company/applicants');
      await settle(page);
      const applicant = await firstLink(page, '/company/applicants/');
      await checkRoute(page, applicant);
      await checkDialog(page, 'propose interview dates', () =>
        new InterviewPages(page).proposeButton.first().click(),
      );

      await page.goto('/company/messages/topics');
      await settle(page);
      await checkRoute(page, await firstLink(page, '/company/messages/topics/'));

      await checkSideMenu(page, '/company/mypage');

      await page.goto(`/company/jobs/${posting.id}/edit`);
      await settle(page);
      await checkDialog(page, 'preview a posting', () =>
        page.getByRole('main').getByRole('button', { name: 'プレビュー', exact: true }).click(),
      );
      await page.goto('/company/message-templates');
      await settle(page);
      await checkDialog(page, 'add a message template', () =>
        page.getByRole('main').getByRole('button', { name: '定型文を追加' }).click(),
      );
      if (role === 'owner') {
        await page.goto('/company/members');
        await settle(page);
        await checkDialog(page, "a member's action", () =>
          page
            .getByRole('main')
            .getByRole('group', { name: /の操作$/ })
            .first()
            .getByRole('button')
            .first()
            .click(),
        );
      }
      await page.context().close();
    });
  }

  test('administrator: the review pages, the menu and the rejection dialog', async ({
    browser,
    request,
  }) => {
    // an application waiting for review, to open and to reject
    const applied = await request.post('/api/organization/organizations', {
      headers: { 'x-nb-fingerprint': `e2e-${crypto.randomUUID()}` },
      data: uniqueApplication(),
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const page = await signedIn(() => browser.newContext({ baseURL }), DEMO_ADMIN, /\/admin\//);
    for (const path of [
      '/',
      '/admin/organization-applications',
      '/admin/message-templates',
      '/settings',
      '/settings/change-password',
      '/no-such-page',
    ])
      await checkRoute(page, path);
    await checkSideMenu(page, '/admin/organization-applications');

    await page.goto('/admin/organization-applications');
    await settle(page);
    const application = await firstLink(page, '/admin/organization-applications/');
    await checkRoute(page, application);
    await checkDialog(page, 'reject an application', () =>
      page.getByRole('main').getByRole('button', { name: '却下する' }).first().click(),
    );
    await page.context().close();
  });
});
