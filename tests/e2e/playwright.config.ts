import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';

/**
 * e2e: real Chromium against the demo server (the one `npm start` runs), started by
 * global-setup.ts on free ports with a throw-away data folder.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two workers on CI as on a desktop: every test that sets server faults or settings has a demo
  // of its own (reliability-demo.ts, offline-demo), the rest share one read-mostly demo. Tests
  // mostly wait on the network and the page, so two files at a time fit a 2-core machine.
  // E2E_WORKERS overrides (1 to read a failure in order).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  // Bounds for a slow or shared machine: every wait is for a condition, so a longer bound costs
  // nothing when the page is quick and keeps a busy CI machine from failing a correct page.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['./reliability-reporter.ts']] : [['list'], ['./reliability-reporter.ts']],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    // The storefront registers a service worker (sw/); a test that serves or intercepts requests with
    // page.route would not see those the worker answers. The suite runs first visits without it;
    // tests/e2e/offline.e2e.ts allows it and is about it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
