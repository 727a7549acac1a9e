import { test, expect } from './fixtures';
import { layoutProblems } from './layout-rules';
import { axeViolations } from './axe';
import { LAYOUT_WIDTHS, openSettled, prepare, SHOP_SETTINGS, shopUrl, STOREFRONT_PAGES, viewportOf } from './storefront-pages';

/**
 * DESIGN.md "How it looks": every main page at every width from 320 to 1920 px, one load each and
 * one measurement in the page (layout-rules.ts): no sideways page scroll, no text out of the
 * viewport (shelves meant to scroll aside), no text cut without an ellipsis, one heading; in
 * Russian with roubles, Kazakh with tenge, Uzbek with sums (uz.localhost) and Georgian with lari
 * (ge.localhost). At a phone's and a laptop's width the same load is also read by axe-core, as a
 * screen reader meets it: one landmark per role and name, headings in order, names and contrast.
 *
 * The widths of one page are tabs of one browser context, as one shopper's are (signed in once):
 * each width is still a fresh load at that viewport, measured once settled.
 */
/** The widths axe reads the page at: a phone's and a laptop's. */
const AXE_WIDTHS: readonly number[] = [390, 1366];

test.describe('layout at every width', () => {
  // Independent pages: spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  for (const setting of SHOP_SETTINGS) {
    for (const target of STOREFRONT_PAGES) {
      const widths = setting.layoutWidths ?? LAYOUT_WIDTHS;
      test(`${target.name} at ${widths.join(', ')} px, ${setting.name}`, async ({ browser, request, baseUrl }) => {
        test.setTimeout(60_000 * widths.length);
        const context = await browser.newContext({ locale: setting.browserLocale });
        try {
          await prepare(context, request, baseUrl, target, setting);
          // The widths load side by side, as tabs: a load mostly waits (for the network to go quiet, the page to settle).
          const problems = await Promise.all(
            widths.map(async (width): Promise<[number, unknown[]]> => {
              const page = await context.newPage();
              await page.setViewportSize(viewportOf(width));
              await openSettled(page, shopUrl(baseUrl, setting), target);
              const layout = await page.evaluate(layoutProblems);
              return [width, AXE_WIDTHS.includes(width) ? [...layout, ...(await axeViolations(page))] : layout];
            }),
          );
          expect(Object.fromEntries(problems)).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
        } finally {
          await context.close();
        }
      });
    }
  }
});
