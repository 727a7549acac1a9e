import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';

/**
 * Screenshot baselines of the storefront's main pages (DESIGN.md "How it looks"), against the
 * demo server as the e2e suite starts it. Its own config, so `npm run test:visual` runs it and
 * `npm run test:visual -- --update-snapshots` writes new baselines on purpose (README.md).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  globalSetup: '../e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Antialiasing and font hinting differ a little between machines with the same Chromium.
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  reporter: [['list']],
  outputDir: '../../test-results/visual',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
