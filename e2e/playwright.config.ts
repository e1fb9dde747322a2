import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../scripts/lib/chromium.mjs';
import { baseURL } from './support/environment';

/**
 * Specs that stop, override or deploy remotes of the one shared topology: what they change, every
 * page open meanwhile would see, so they run after the rest, one at a time.
 */
const TOPOLOGY_SPECS = [
  'independent-delivery.spec.ts',
  'remote-failure.spec.ts',
  'remote-override.spec.ts',
  'server-rendering.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // The other specs keep apart by their own accounts and data: a worker per core, files side by side.
  workers: '100%',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'parallel', testIgnore: TOPOLOGY_SPECS },
    { name: 'topology', testMatch: TOPOLOGY_SPECS, workers: 1, dependencies: ['parallel'] },
  ],
});
