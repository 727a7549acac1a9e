import { test, expect } from './fixtures';
import { layoutProblems } from './layout-rules';
import { LAYOUT_WIDTHS, openSettled, prepare, SHOP_SETTINGS, shopUrl, STOREFRONT_PAGES, viewportOf } from './storefront-pages';

/**
 * DESIGN.md "How it looks": every main page at every width from 320 to 1920 px, one load each and
 * one measurement in the page (layout-rules.ts): no sideways page scroll, no text out of the
 * viewport (shelves meant to scroll aside), no text cut without an ellipsis, one heading; in
 * Russian with roubles, Kazakh with tenge, Uzbek with sums (uz.localhost) and Georgian with lari
 * (ge.localhost).
 */
test.describe('layout at every width', () => {
  // Independent pages: spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  for (const setting of SHOP_SETTINGS) {
    for (const target of STOREFRONT_PAGES) {
      for (const width of setting.layoutWidths ?? LAYOUT_WIDTHS) {
        test(`${target.name} at ${width} px, ${setting.name}`, async ({ browser, request, baseUrl }) => {
          const context = await browser.newContext({ viewport: viewportOf(width), locale: setting.browserLocale });
          try {
            await prepare(context, request, baseUrl, target, setting);
            const page = await context.newPage();
            await openSettled(page, shopUrl(baseUrl, setting), target);
            expect(await page.evaluate(layoutProblems)).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
