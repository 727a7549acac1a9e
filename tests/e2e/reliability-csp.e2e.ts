import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { trustedTypesDirective } from '../../demo/server/host-csp';
import { buyableSizes } from './shop-page';
import { reportLine } from './reliability-demo';
import { test, expect } from './fixtures';
import { moveWhenFree } from './slider-throttle';

/**
 * Issue 12 "Strict CSP": the host page (and every storefront page of the main origin) is served
 * with `default-src 'self'; script-src 'self' <kit>; style-src 'self' <kit>;
 * require-trusted-types-for 'script'; trusted-types <the kit's policies>` (demo/server/host-csp.ts).
 * A whole shopper journey (banner, search, product, cart, sign-in, favourites) raises 0
 * securitypolicyviolation events and 0 page errors.
 */

const TRUSTED_TYPES = trustedTypesDirective();
const REQUIRED = ["default-src 'self'", "require-trusted-types-for 'script'", TRUSTED_TYPES] as const;

const shownRoute = (page: Page) => page.locator('[data-vm-container]:not([hidden]) [data-route]');
const navigate = (page: Page, url: string) =>
  page.evaluate((to) => (window as unknown as { vitrinaRouter: { navigate(u: string): Promise<string> } }).vitrinaRouter.navigate(to), url);

/**
 * The product page's own buttons when it has them; otherwise the same elements composed into the
 * page by the test, as an integrator would (the product page is still being built).
 */
async function productButtons(page: Page, nmId: number, chrtId: number): Promise<'page' | 'composed'> {
  const own = page.locator('vt-add-to-cart').getByRole('button', { name: 'В корзину' });
  if (
    await own
      .first()
      .isVisible({ timeout: 3000 })
      .catch(() => false)
  )
    return 'page';
  await page.evaluate(
    ([product, size]) => {
      const view = document.querySelector('[data-vm-container]:not([hidden]) [data-route]')!;
      for (const tag of ['vt-add-to-cart', 'vt-favorite-toggle']) {
        const element = document.createElement(tag);
        element.setAttribute('product', String(product));
        element.setAttribute('size', String(size));
        view.append(element);
      }
    },
    [nmId, chrtId],
  );
  return 'composed';
}

/**
 * Every CSP violation of every document the page shows (the journey reloads through the sign-in
 * page, which a per-document watcher would forget), with the blocked sample and the script position.
 */
async function watchAllViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reliabilityViolation', (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reliabilityViolation: (text: string) => void }).__reliabilityViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return seen;
}

test.describe('reliability: strict CSP on the host page (issue 12)', () => {
  test('every storefront page of the main origin is served with the strict policy', async ({ page, baseUrl }) => {
    for (const path of ['/', '/catalog/0/search.aspx?search=x', '/lk/basket', '/no/such/page']) {
      const response = await page.request.get(`${baseUrl}${path}`);
      const csp = response.headers()['content-security-policy'] ?? '';
      for (const directive of REQUIRED) expect(csp, path).toContain(directive);
      expect(csp, path).toMatch(/script-src 'self'[^;]*http:\/\/localhost:\d+/);
      expect(csp, path).toMatch(/style-src 'self'[^;]*http:\/\/localhost:\d+/);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
    }
  });

  test('the sliders on swiper (the home carousel and shelves, the product gallery), moved by buttons, keys and thumbnails, raise 0 violations', async ({
    page,
    baseUrl,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const violations = await watchAllViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A move is followed by the §9 300 ms slide throttle: each press waits for its slider to take moves again.

    await page.goto(`${baseUrl}/`);
    const carousel = page.locator('vt-banner-carousel').first();
    await expect(carousel.locator('.slides.swiper-initialized')).toBeAttached({ timeout: 10_000 });
    await moveWhenFree(carousel.locator('.slides'), () => carousel.getByRole('button', { name: 'Следующий баннер' }).click());
    await expect(carousel.getByRole('group', { name: /^2 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await moveWhenFree(carousel.locator('.slides'), () => page.keyboard.press('ArrowRight'));
    await expect(carousel.getByRole('group', { name: /^3 из \d+$/ })).toBeInViewport({ ratio: 1 });

    const shelf = page.locator('.vt-shelf').first();
    await shelf.scrollIntoViewIfNeeded();
    const next = shelf.getByRole('button', { name: 'Следующие товары' });
    await expect(next).toBeEnabled({ timeout: 10_000 });
    await moveWhenFree(shelf.locator('.vt-shelf-slider'), () => next.click());
    await expect(shelf.getByRole('button', { name: 'Предыдущие товары' })).toBeEnabled();

    const product = generateDemoData().products.find((p) => !p.adult && p.hasPrice && p.pics >= 3)!;
    await navigate(page, `/catalog/${product.nmId}/detail.aspx`);
    const gallery = page.locator('vt-product-card:not([variant]) [part="gallery"]');
    await expect(gallery.locator('.photos.swiper-initialized')).toBeAttached({ timeout: 10_000 });
    const thumbs = gallery.getByRole('button', { name: /^Показать фото \d+$/ });
    await moveWhenFree(gallery.locator('.photos'), () => thumbs.nth(1).click());
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await moveWhenFree(gallery.locator('.photos'), () => page.keyboard.press('ArrowRight'));
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');

    reportLine(
      test.info(),
      'violations',
      `sliders on swiper under the strict CSP (${TRUSTED_TYPES}): ${violations.length} securitypolicyviolation events, ${errors.length} page errors`,
    );
    expect({ violations, errors }).toEqual({ violations: [], errors: [] });
  });

  test('a shopper journey (banner, search, product, cart, sign-in, favourites) raises 0 violations', async ({ page, baseUrl }) => {
    test.setTimeout(60_000);
    const violations = await watchAllViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const steps: string[] = [];

    // Home: the banner carousel; a banner opens its page in-app.
    await page.goto(`${baseUrl}/`);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaHomeEntrypoint');
    const banner = page.locator('vt-banner-carousel').first().getByRole('link').first();
    await expect(banner).toBeVisible();
    await banner.click();
    await expect(shownRoute(page)).not.toHaveAttribute('data-route', 'SpaHomeEntrypoint');
    steps.push('banner');

    // Search from the header.
    const box = page.getByRole('combobox', { name: /Поиск по товарам/ });
    await box.click();
    await box.fill('платье');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaSearchEntrypoint');
    steps.push('search');

    // A product, in-app; add it to the cart.
    const size = buyableSizes()[3]!;
    const productPath = `/catalog/${size.nmId}/detail.aspx`;
    await navigate(page, productPath);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaProductCardEntrypoint');
    const buttons = await productButtons(page, size.nmId, size.chrtId);
    await page.locator('vt-add-to-cart').getByRole('button', { name: 'В корзину' }).first().click();
    await expect(
      page
        .locator('vt-add-to-cart')
        .getByRole('button', { name: /1 товар в корзине/ })
        .first(),
    ).toBeVisible();
    steps.push(`product + cart (${buttons === 'page' ? "the page's own buttons" : 'elements composed into the product page'})`);

    // Sign in with the demo's page, back to the product.
    await page.goto(`${baseUrl}/security/login?returnUrl=${encodeURIComponent(productPath)}`);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`${baseUrl}${productPath}`);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaProductCardEntrypoint');
    steps.push('sign-in');

    // Favourite it, then see the cart and the favourites pages.
    await productButtons(page, size.nmId, size.chrtId);
    const toggle = page.getByRole('button', { name: 'В избранное' }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    steps.push('favourite');
    await navigate(page, '/lk/basket');
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaBasketEntrypoint');
    await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').first()).toBeVisible();
    await navigate(page, '/lk/favorites');
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaFavoritesEntrypoint');
    steps.push('basket and favourites pages');

    reportLine(
      test.info(),
      'violations',
      `host page under the strict CSP (${TRUSTED_TYPES}), journey ${steps.join(' → ')}: ${violations.length} securitypolicyviolation events, ${errors.length} page errors`,
    );
    expect({ violations, errors }).toEqual({ violations: [], errors: [] });
  });
});
