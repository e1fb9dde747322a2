// The shell starts only when every service that /app-config.json requires answers its ping with
// a version at least the required one (docs/shell.md#start-up and #services-and-versions). When this fails, every other spec
// fails too, with the shell's "app_initialization_failed" page: this spec says which service.
import { expect, test } from '../support/fixtures';

/** Base paths of the services (docs/shell.md#services-and-versions). */
const SERVICE_BASE_PATHS: Record<string, string> = {
  auth: '/api/demand-auth',
  user: '/api/demand-user',
  catalog: '/api/catalog',
  order: '/api/order',
  organization: '/api/organization',
  chat: '/api/chat',
};

const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
const atLeast = (actual: string, wanted: string) => {
  const [a, b] = [parse(actual), parse(wanted)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

test('every service /app-config.json requires answers its ping with a satisfying version', async ({
  request,
}) => {
  const config = (await (await request.get('/app-config.json')).json()) as {
    requiredServiceVersions?: Record<string, string>;
  };
  const required = Object.entries(config.requiredServiceVersions ?? {});
  expect(required.length, 'requiredServiceVersions lists the services').toBeGreaterThan(0);

  for (const [service, version] of required) {
    const base = SERVICE_BASE_PATHS[service];
    expect.soft(base, `known service ${service}`).toBeDefined();
    if (!base) continue;
    const response = await request.get(`${base}/ping`);
    expect.soft(response.status(), `GET ${base}/ping (required: ${service} ${version})`).toBe(200);
    if (!response.ok()) continue;
    const ping = (await response.json()) as { serviceVersion: string };
    expect
      .soft(
        atLeast(ping.serviceVersion, version),
        `${service} ${ping.serviceVersion} >= ${version}`,
      )
      .toBe(true);
  }
});

test('the shell starts and renders its chrome', async ({ page, shell }) => {
  await page.goto('/auth/login');
  await expect(shell.topBar).toBeVisible();
  await expect(page.getByText('app_initialization_failed')).toHaveCount(0);
});

test('the home page loads without a failed request, favicon included', async ({ page, shell }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/home');
  await expect(shell.topBar).toBeVisible();
  const icon = await page.locator('link[rel=icon]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const favicon = await page.request.get(icon!);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
