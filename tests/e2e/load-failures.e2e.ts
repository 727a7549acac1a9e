import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { serveShop, SHOP_PATH } from './shop-page';

/** storefront-shell.md §8 image load failure and storefront-routing-wallet.md §8 chunk load failure, as a shopper meets them. */

const product = generateDemoData().products.find((p) => p.hasPrice && !p.adult && p.pics >= 3 && p.name.ru !== '')!;

test.describe('load failures (storefront-shell §8 images, routing-wallet §8 chunks)', () => {
  test('pictures that fail on every host give the "Нет фото" placeholder, a mark, and the performance_static_download analytic', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.route(/\/images\/[a-z0-9]+\/\d+\.webp$/, (route) => route.abort('failed'));
    // The journal also carries the page's page views: wait for the static-download report.
    const analytic = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/v1\/set$/.test(r.url()) && (r.postData() ?? '').includes('performance_static_download'),
    );
    await page.goto(`${baseUrl}/catalog/${product.nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name: product.name.ru })).toBeVisible();
    await expect(card.locator('[part="gallery"]').getByRole('img', { name: 'Нет фото' }).first()).toBeVisible();
    const events = (await analytic).postDataJSON() as Array<Record<string, unknown>>;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'performance_static_download', errors: 5 });
    expect(await page.evaluate(() => performance.getEntriesByName('vt-image-placeholder').length)).toBeGreaterThan(0);
  });

  test("an element's chunk that does not load is asked once more, then the shopper is offered a reload that works", async ({ page, baseUrl }) => {
    let failing = true;
    let asked = 0;
    await page.route(/\/dist\/chunks\/product-card\.define-[\w-]+\.js$/, (route) => {
      if (!failing) return route.continue();
      asked += 1;
      return route.abort('internetdisconnected');
    });
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await serveShop(page, baseUrl, `<vt-product-card nm-id="${product.nmId}"></vt-product-card>`);
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    const offer = page.getByRole('alert').filter({ hasText: 'Часть страницы не загрузилась.' });
    await expect(offer).toBeVisible();
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(logged.some((text) => text.includes('Loading chunk vt-product-card failed'))).toBe(true);
    failing = false;
    await offer.getByRole('button', { name: 'Обновить страницу' }).click();
    await expect(page.locator('vt-product-card:not([variant])').getByRole('heading', { level: 1, name: product.name.ru })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});
