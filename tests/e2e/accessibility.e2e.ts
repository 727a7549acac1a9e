import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addEachToCart, buyableSizes, demoToken, signInBeforeLoad } from './shop-page';
import { axeViolations } from './axe';

/**
 * The assembled storefront as a screen-reader or keyboard shopper meets it: axe-core finds nothing
 * on the pages a shopper goes through, signed in, on a desktop and a phone width. One landmark per
 * role and name (the shell's wrappers are not landmarks of their own: <vt-header> and <vt-footer>
 * are), headings in order.
 */

const product = buyableSizes()[3]!;

interface Stop {
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator;
}

/** A guest's pages, with one line in the basket (a guest's cart lives in the browser: a known state). */
const GUEST: Stop[] = [
  { path: '/', ready: (page) => page.locator('.page--home vt-product-card').first() },
  { path: '/catalog/zhenshchinam/odezhda/platya', ready: (page) => page.locator('vt-product-grid').getByRole('link').first() },
  { path: `/catalog/0/search.aspx?search=${encodeURIComponent(product.name)}`, ready: (page) => page.locator('vt-product-grid').getByRole('link').first() },
  {
    path: `/catalog/${product.nmId}/detail.aspx`,
    ready: (page) =>
      page
        .locator('.page vt-product-card')
        .getByRole('button', { name: /В корзину|товар/ })
        .first(),
  },
  { path: '/services/o-nas', ready: (page) => page.getByRole('navigation', { name: 'Информационные разделы' }) },
  { path: '/lk/basket', ready: (page) => page.locator('vt-cart').getByText(product.name).first() },
];

/** The signed-in shopper's pages (their server state is not changed here). */
const SIGNED_IN: Stop[] = [
  { path: '/lk/favorites', ready: (page) => page.locator('vt-favorites').getByRole('searchbox') },
  { path: '/lk', ready: (page) => page.locator('vt-cabinet').getByRole('navigation').first() },
  { path: '/lk/mywallet/purchases', ready: (page) => page.locator('vt-wallet').getByRole('heading', { name: 'Покупки с кошельком' }) },
];

for (const width of [1366, 390]) {
  test.describe(`axe on the storefront at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 800, hasTouch: width < 800 });

    test('home, catalog, search, product, service page, basket, favourites, account and wallet: no violations', async ({ page, browser, baseUrl, request }) => {
      test.setTimeout(180_000);
      await addEachToCart(page, baseUrl, [product]);
      const found = await violationsAlong(page, baseUrl, GUEST);
      const signedIn = await browser.newPage({ viewport: { width, height: 900 }, isMobile: width < 800, hasTouch: width < 800 });
      await signInBeforeLoad(signedIn, await demoToken(request, baseUrl, 'regular'));
      found.push(...(await violationsAlong(signedIn, baseUrl, SIGNED_IN)));
      await signedIn.close();
      expect(found).toEqual([]);
    });
  });
}

async function violationsAlong(page: Page, baseUrl: string, stops: readonly Stop[]): Promise<string[]> {
  const found: string[] = [];
  for (const { path, ready } of stops) {
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('main#app')).not.toHaveAttribute('aria-busy', 'true');
    await expect(ready(page)).toBeVisible();
    for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
  }
  return found;
}
