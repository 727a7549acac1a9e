import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { serveShop, SHOP_PATH } from './shop-page';

/** Issue 10 "Must show": the product popup (desktop) and page (mobile), a size choice, add to cart; a failing card call. */

interface DemoProduct { nmId: number; name: string; sizes: string[] }

/** A priced, non-adult product with pictures and at least two sizes in stock (names known). */
function productWithSizes(): DemoProduct {
  for (const p of generateDemoData().products) {
    const inStock = p.sizes.filter((s) => s.name !== '' && s.stocks.reduce((n, st) => n + st.qty, 0) > 0);
    if (p.hasPrice && !p.adult && p.pics > 0 && inStock.length >= 2) return { nmId: p.nmId, name: p.name.ru, sizes: inStock.map((s) => s.name) };
  }
  throw new Error('the demo data has no product with two sizes in stock');
}

/** The basket link of the header or the mobile bottom navigation, named with its count (header.itemsCount). */
const basketWithCount = (page: Page, count: number) => page.getByRole('link', { name: new RegExp(`Корзина\\s*,\\s*товаров: ${count}$`) }).first();
const anyBasketCount = (page: Page) => page.getByRole('link', { name: /Корзина\s*,\s*товаров: \d+/ });

test.describe('product card (issue 10)', () => {
  test('desktop: a product shelf click opens the popup (history entry); Escape and Back close it', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/`);
    const shelfCard = page.locator('vt-product-card[variant="shelf"]').first();
    await shelfCard.scrollIntoViewIfNeeded();
    const link = shelfCard.locator('a.shelf');
    await expect(link).toBeVisible({ timeout: 15_000 });
    const href = await link.getAttribute('href');
    // The popup is not preloaded with the page (core/routes/table.ts `later`): the pointer over a card fetches it.
    const popupChunk = page.waitForRequest(/\/dist\/chunks\/product-popup\.define-[\w-]+\.js$/);
    await link.hover();
    await popupChunk;
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Карточка товара' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl}${href}`); // the card's address is in history
    await expect(dialog.locator('vt-product-card h2')).toBeVisible({ timeout: 15_000 });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseUrl}/`);

    await link.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseUrl}/`);
    await expect(page.locator('section[data-route="SpaHomeEntrypoint"]')).toBeVisible(); // no page change
  });

  test('mobile 390x844: the product page, choose a size (kept in ?size=), add to cart, the basket count changes', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = productWithSizes();
    await page.goto(`${baseUrl}/catalog/${product.nmId}/detail.aspx`);
    const card = page.locator('vt-product-card');
    await expect(card.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 15_000 });
    const second = product.sizes[1]!;
    await card.getByRole('radio', { name: second, exact: true }).check();
    await expect(page).toHaveURL(/[?&]size=\d+/);
    await expect(page.getByRole('link', { name: 'Корзина' }).first()).toBeVisible({ timeout: 15_000 });
    await expect(anyBasketCount(page)).toHaveCount(0);
    await card.getByRole('button', { name: 'В корзину' }).click();
    await expect(card.getByRole('button', { name: 'В корзине: 1' })).toBeVisible();
    await expect(basketWithCount(page, 1)).toBeVisible();

    // The size stays chosen after a reload (routing-wallet §2.2 SpaProductCardData size query).
    await page.reload();
    await expect(card.getByRole('radio', { name: second, exact: true })).toBeChecked({ timeout: 15_000 });
  });

  test('routing-wallet §5 recent views: a guest with none gets 404; after viewing two products the page lists them, the last first', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/recentviews`);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    const viewed = generateDemoData().products.filter((p) => p.hasPrice && !p.adult && p.pics > 0).slice(3, 5);
    for (const product of viewed) {
      await page.goto(`${baseUrl}/catalog/${product.nmId}/detail.aspx`);
      await expect(page.locator('vt-product-card').getByRole('heading', { level: 1, name: product.name.ru })).toBeVisible({ timeout: 15_000 });
    }
    await page.goto(`${baseUrl}/recentviews`);
    await expect(page.getByRole('heading', { level: 1, name: 'Вы смотрели' })).toBeVisible();
    const links = page.locator('vt-product-grid').locator('li.tile a.tile-link');
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))).toEqual(
      [...viewed].reverse().map((p) => `/catalog/${p.nmId}/detail.aspx`));
  });

  test('a failing card call shows the error with a retry, never a blank', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const product = productWithSizes();
    let failing = true;
    await page.route(`${baseUrl}/svc/catalog/cards/detail**`, (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.continue());
    await serveShop(page, baseUrl, `<vt-product-card nm-id="${product.nmId}"></vt-product-card>`); // a blank page with only the kit
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    const card = page.locator('vt-product-card');
    await expect(card.getByRole('alert')).toContainText('Не удалось загрузить товар', { timeout: 15_000 });
    failing = false;
    await card.getByRole('button', { name: 'Повторить' }).click();
    await expect(card.getByRole('heading', { name: product.name })).toBeVisible({ timeout: 15_000 });
  });

  test('the product route whose data step fails shows the host error page with retry', async ({ page, baseUrl }) => {
    const product = productWithSizes();
    await page.route(`${baseUrl}/webapi/spa/data/SpaProductCardData**`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${baseUrl}/catalog/${product.nmId}/detail.aspx`);
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible({ timeout: 30_000 });
  });
});
