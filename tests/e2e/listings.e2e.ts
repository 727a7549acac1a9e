import { test, expect } from './reliability-demo';
import type { Page } from '@playwright/test';

/** Issue 10 listings as a shopper on the demo server: category, sort, pager, search, brand, seller, failures. */

const grid = (page: Page) => page.locator('vt-product-grid');
const tiles = (page: Page) => grid(page).locator('li.tile');
const sortSelect = (page: Page) => grid(page).getByRole('combobox', { name: 'Сортировка', exact: true });

async function firstCategory(page: Page, baseUrl: string): Promise<{ url: string; name: string }> {
  const answer = await page.request.get(`${baseUrl}/svc/menu/v11/menu?locale=ru&lang=ru`);
  const nodes = ((await answer.json()) as { data: { nodes: { name: string; url: string; shardKey: string }[] } }).data.nodes;
  const node = nodes.find((n) => n.url.startsWith('/catalog/') && n.shardKey)!;
  return { url: node.url, name: node.name };
}

test.describe('listings (storefront-routing-wallet.md §2.2-§2.4, §5, §9; storefront-shell.md §5, §9)', () => {
  test('browse a category, sort (remembered after a reload), go to page 2', async ({ page, baseUrl }) => {
    const category = await firstCategory(page, baseUrl);
    await page.goto(`${baseUrl}${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    // shell §7 the page's meta tags from the meta-tags call.
    await expect(page).toHaveTitle(`${category.name} — купить в интернет-магазине Vitrina`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', `${category.name}: большой выбор товаров с доставкой.`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseUrl}${category.url}`);
    // §9 100 per page.
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(8);
    expect(await tiles(page).count()).toBeLessThanOrEqual(100);
    await expect(sortSelect(page)).toHaveValue('popular');

    await sortSelect(page).selectOption('priceup');
    await expect(page).toHaveURL(/sort=priceup/);
    await expect(tiles(page).first()).toBeVisible();
    const prices = await grid(page)
      .locator('li.tile .now')
      .evaluateAll((nodes) => nodes.slice(0, 10).map((n) => Number((n.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    // §9 "default sort popular; catalog options stored 7 days": the category without a sort in the address keeps it.
    await page.goto(`${baseUrl}${category.url}`);
    await expect(sortSelect(page)).toHaveValue('priceup');
    // The stored sort may come after the first listing: the shopper clicks once the tiles are those of
    // the price sort and the pager has come back under them (it waits for the whole page of tiles).
    await expect
      .poll(() =>
        grid(page)
          .locator('li.tile .now')
          .evaluateAll((nodes) => {
            const shown = nodes.slice(0, 10).map((n) => Number((n.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')));
            return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
          }),
      )
      .toBe(true);
    const pageTwo = grid(page).getByRole('link', { name: 'Страница 2' });
    await expect(pageTwo).toHaveAttribute('href', /sort=priceup/);
    await pageTwo.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(grid(page).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page).first()).toBeVisible();
  });

  test('§9 tile size: big by default, small chosen on a catalog page stays small after a reload', async ({ page, baseUrl }) => {
    const category = await firstCategory(page, baseUrl);
    await page.goto(`${baseUrl}${category.url}`);
    const sizes = grid(page).getByRole('group', { name: 'Размер карточек' });
    const big = sizes.getByRole('button', { name: 'Крупные' });
    const small = sizes.getByRole('button', { name: 'Мелкие' });
    await expect(big).toHaveAttribute('aria-pressed', 'true');
    // §9 "Default card size c516x688".
    await expect(tiles(page).first().locator('img')).toHaveAttribute('src', /\/images\/c516x688\//);
    const columns = () =>
      grid(page)
        .locator('ul.tiles')
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    const bigColumns = await columns();

    await small.click();
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first().locator('img')).toHaveAttribute('src', /\/images\/c246x328\//);
    await expect(tiles(page).first().locator('img')).toHaveAttribute('width', '246');
    expect(await columns()).toBeGreaterThan(bigColumns);

    await page.reload();
    await expect(grid(page).getByRole('button', { name: 'Мелкие' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first().locator('img')).toHaveAttribute('src', /\/images\/c246x328\//);
  });

  test('§3 promo creatives: the demo promotion shows its prices in red', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/promotions`);
    await expect(tiles(page).first()).toBeVisible();
    const red = grid(page).locator('li.tile [part~="tile-price-red"] .now').first();
    await expect(red).toBeVisible();
    await expect(red).toHaveCSS('color', 'rgb(200, 0, 45)');
  });

  test('a tile opens the product page', async ({ page, baseUrl }) => {
    const category = await firstCategory(page, baseUrl);
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto(`${baseUrl}${category.url}`);
    const link = tiles(page).first().locator('a.tile-link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/catalog\/\d+\/detail\.aspx$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.]/g, '\\.')}$`));
  });

  test('search results, fsupplier, and empty search is 404', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/search?search=${encodeURIComponent('платье')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'платье' })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expect(grid(page).getByRole('status').first()).toContainText(/\d[\d\u00A0]* товар(|а|ов)/);

    await page.goto(`${baseUrl}/search?search=`);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  });

  test('seller with a non-numeric id is 404; a numeric seller and a brand list their goods', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/seller/abc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();

    const list = (await (
      await page.request.get(`${baseUrl}/svc/catalog/catalog/${(await firstCategory(page, baseUrl)).url.split('/')[2]}/products`)
    ).json()) as { data: { products: { supplierId: number; supplier: string; brandId: number }[] } };
    const product = list.data.products[0]!;
    await page.goto(`${baseUrl}/seller/${product.supplierId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.supplier })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();

    const brand = (await (await page.request.get(`${baseUrl}/static/brands-by-id/${product.brandId}.json`)).json()) as { name: string; url: string };
    await page.goto(`${baseUrl}/brands/${brand.url}`);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
  });

  test('a failing listing call shows the error page with a retry, never a blank screen', async ({ page, faultDemo: baseUrl }) => {
    const category = await firstCategory(page, baseUrl);
    await page.request.post(`${baseUrl}/demo/faults`, { data: { faults: 'error=500', paths: ['/svc/catalog'] } });
    await page.goto(`${baseUrl}${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Обновить страницу' });
    await expect(retry).toBeVisible();
    await page.request.delete(`${baseUrl}/demo/faults`);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
  });
});
