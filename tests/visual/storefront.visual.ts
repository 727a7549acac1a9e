import { test, expect } from '../e2e/fixtures';
import { openSettled, prepare, STOREFRONT_PAGES, viewportOf } from '../e2e/storefront-pages';

/**
 * Screenshot baselines of the storefront's main pages (DESIGN.md "How it looks"): the first screen
 * at a phone's, a tablet's and a laptop's width, in the light and the dark theme (the storefront
 * follows the system's colour scheme: host/host.css). The demo's data is seeded and fixed; motion
 * is reduced (the banners do not rotate) and animations are off, so on the same Chromium a
 * baseline changes only when the page does. Update on purpose: npm run test:visual -- --update-snapshots
 * (README.md "Screenshot baselines").
 */
const WIDTHS = [390, 768, 1366] as const;
const THEMES = ['light', 'dark'] as const;

test.describe.configure({ mode: 'parallel' });

for (const target of STOREFRONT_PAGES) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      test(`${target.name} at ${width} px, ${theme}`, async ({ browser, request, baseUrl }) => {
        const context = await browser.newContext({
          viewport: viewportOf(width),
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
          locale: 'ru-RU',
          timezoneId: 'Europe/Moscow',
        });
        try {
          await prepare(context, request, baseUrl, target);
          const page = await context.newPage();
          // The page's clock stands still at one moment (delivery dates, "today"), timers still run.
          await page.clock.setFixedTime(new Date('2026-03-02T09:00:00+03:00'));
          await openSettled(page, baseUrl, target);
          await expect(page).toHaveScreenshot(`${target.name}-${width}-${theme}.png`);
        } finally {
          await context.close();
        }
      });
    }
  }
}
