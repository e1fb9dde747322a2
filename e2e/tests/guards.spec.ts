// The shell's route guards and redirects (docs/shell.md#guards).
import { baseURL } from '../support/environment';
import { createCompanyOwner, DEMO_ADMIN } from '../support/company';
import { expect, test } from '../support/fixtures';

test('a guest opening a login-only page is sent to login with intendedUrl', async ({
  page,
  authPages,
}) => {
  await page.goto('/auth/verify-email-success/x');
  await expect(authPages.loginHeading).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/auth/login');
  expect(url.searchParams.get('intendedUrl')).toBe('/auth/verify-email-success/x');
});

test('a guest opening the messages of either side is sent to login with intendedUrl', async ({
  page,
  authPages,
}) => {
  for (const messages of ['/messages/topics', '/company/messages/topics/some-topic']) {
    await page.goto(messages);
    await expect(authPages.loginHeading).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('intendedUrl')).toBe(messages);
  }
});

test('an administrator is sent away from both inboxes to the applications to review', async ({
  page,
  authPages,
}) => {
  await authPages.gotoLogin();
  await authPages.login(DEMO_ADMIN);
  await expect(page).toHaveURL(`${baseURL}/admin/organization-applications`);
  for (const messages of ['/messages/topics', '/company/messages/topics']) {
    await page.goto(messages);
    await expect(page).toHaveURL(`${baseURL}/admin/organization-applications`);
  }
});

test('/ redirects (replace) to /home', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/home`);

  // A replace leaves no "/" entry behind: the history is as long as after opening /home directly.
  const direct = await context.newPage();
  await direct.goto('/home');
  const expected = await direct.evaluate(() => history.length);
  expect(await page.evaluate(() => history.length), 'history entries after the redirect').toBe(
    expected,
  );
});

test('the logo leads through / to /home, and Back returns to the page before', async ({
  page,
  authPages,
  shell,
}) => {
  await authPages.gotoLogin();
  await shell.topBar.getByRole('link', { name: /トップへ$/ }).click();
  await expect(page).toHaveURL(`${baseURL}/home`);
  await page.goBack();
  await expect(page, 'the "/" redirect replaced only its own entry').toHaveURL(
    `${baseURL}/auth/login`,
  );
});

test('an unknown path shows the 404 page whose button goes back to the top', async ({
  page,
  shell,
}) => {
  await page.goto('/no-such-page/e2e');
  await expect(shell.notFoundHeading).toBeVisible();
  await expect(shell.topBar).toBeVisible();
  await shell.backToTopButton.click();
  await expect(page).toHaveURL(`${baseURL}/home`);
});

test('after login intendedUrl is followed when it is a same-site path', async ({
  page,
  verifiedAccount,
  authPages,
}) => {
  await authPages.gotoLogin({ intendedUrl: '/positions?search=e2e' });
  await authPages.login(verifiedAccount);
  await expect(page).toHaveURL(`${baseURL}/positions?search=e2e`);
});

test('after login intendedUrl=//evil.example is not followed', async ({
  page,
  verifiedAccount,
  authPages,
  shell,
}) => {
  const offSite: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );

  await authPages.gotoLogin({ intendedUrl: '//evil.example' });
  await authPages.login(verifiedAccount);

  await shell.expectLoggedIn();
  await expect(page).toHaveURL(/\/sign-up-wizard\//);
  expect(new URL(page.url()).origin).toBe(baseURL);
  expect(offSite).toEqual([]);
});

test('a job seeker is sent away from the company and admin pages to their mypage', async ({
  page,
  onboardedAccount,
  authPages,
}) => {
  await authPages.gotoLogin({ intendedUrl: '/company/mypage' });
  await authPages.login(onboardedAccount);
  await expect(page).toHaveURL(`${baseURL}/mypage`);
  await page.goto('/admin/organization-applications');
  await expect(page).toHaveURL(`${baseURL}/mypage`);
  for (const companyPage of [
    '/company/members',
    '/company/jobs',
    '/company/jobs/new',
    '/company/applicants',
    '/company/applicants/some-order',
  ]) {
    await page.goto(companyPage);
    await expect(page).toHaveURL(`${baseURL}/mypage`);
  }
  // the company inbox is mf-chat's, under /company: the same rule keeps it to company users
  await page.goto('/company/messages/topics');
  await expect(page).toHaveURL(`${baseURL}/mypage`);
});

test("a company user lands on the company mypage after login and never on the job seekers' pages", async ({
  page,
  request,
  outbox,
  authPages,
}) => {
  const owner = await createCompanyOwner(request, outbox);
  await page.goto('/company/members');
  await expect(authPages.loginHeading).toBeVisible();
  await authPages.gotoLogin();
  await authPages.login(owner);
  await expect(page).toHaveURL(`${baseURL}/company/mypage`);
  await expect(page.getByRole('main')).toContainText(owner.companyName);
  for (const jobSeekerPage of [
    '/job-applications',
    '/sign-up-wizard/base-info',
    '/mypage',
    '/messages/topics',
    '/messages/topics/some-topic',
  ]) {
    await page.goto(jobSeekerPage);
    await expect(page).toHaveURL(`${baseURL}/company/mypage`);
  }
});
