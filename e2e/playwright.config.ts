import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../scripts/lib/chromium.mjs';
import { baseURL } from './support/environment';

export default defineConfig({
  testDir: './tests',
  // The suite stops and starts remote servers of one shared topology: one worker, in order.
  workers: 1,
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
  projects: [{ name: 'chromium-mobile' }],
});
