import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../scripts/lib/chromium.mjs';
import { baseURL } from './support/environment';

/**
 * Specs that run after the rest, one at a time: those that stop, override or deploy remotes of the
 * one shared topology (every page open meanwhile would see it), and those that compare a search's
 * count on screen with the api's, which a posting published by a spec running beside them would
 * change in between.
 */
const SERIAL_SPECS = [
  'independent-delivery.spec.ts',
  'remote-failure.spec.ts',
  'remote-override.spec.ts',
  'server-rendering.spec.ts',
  'positions.spec.ts',
  'positions-matching.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // The other specs keep apart by their own accounts and data, so they may run side by side. A
  // worker per core: one worker's browser, api and remote servers left the cores about a fifth
  // idle, waiting on each other; two fill them, 6.2 minutes against 7.5 (docs/testing.md).
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
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot of
    // the end; a screenshot at every step would cost the end-to-end step about a tenth of its time
    // (docs/testing.md#where-the-time-goes).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'parallel', testIgnore: SERIAL_SPECS },
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1, dependencies: ['parallel'] },
  ],
});
