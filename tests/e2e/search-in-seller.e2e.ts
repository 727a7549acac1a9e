import { test, expect } from './reliability-demo';

/** storefront-shell.md §2 "results take an optional fsupplier", §3 "Search-in-seller filter", §4 (desktop toggle), switch enableSearchInSeller. */

type Listed = { id: number; name: string; supplierId: number; supplier: string };

test.describe('search in a seller, as a shopper on a seller page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("tick 'search in this seller', search: the results are that seller's; leaving the results resets the toggle", async ({ page, baseUrl }) => {
    const menu = (await (await page.request.get(`${baseUrl}/svc/menu/v11/menu?locale=ru&lang=ru`)).json()) as {
      data: { nodes: { url: string; shardKey: string }[] };
    };
    const shard = menu.data.nodes.find((node) => node.url.startsWith('/catalog/') && node.shardKey)!.url.split('/')[2];
    const list = (await (await page.request.get(`${baseUrl}/svc/catalog/catalog/${shard}/products`)).json()) as { data: { products: Listed[] } };
    const product = list.data.products[0]!;
    const word = product.name.split(/\s+/)[0]!;

    await page.goto(`${baseUrl}/seller/${product.supplierId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.supplier })).toBeVisible();
    const toggle = page.getByRole('checkbox', { name: `Искать у продавца ${product.supplier}` });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await toggle.check();

    const box = page.getByRole('combobox', { name: /Поиск по товарам/ });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('fsupplier') === String(product.supplierId) && url.searchParams.get('search') === word);
    await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
    // The results page keeps the offer and the shopper's choice (§4).
    await expect(toggle).toBeChecked();
    const tiles = page.locator('vt-product-grid li.tile');
    await expect(tiles.first()).toBeVisible();
    const everywhere = (await (
      await page.request.get(`${baseUrl}/svc/search/search?query=${encodeURIComponent(word)}&page=1&sort=popular&dest=-1257786`)
    ).json()) as {
      data: { total: number };
    };
    const inSeller = (await (
      await page.request.get(`${baseUrl}/svc/search/search?query=${encodeURIComponent(word)}&page=1&sort=popular&dest=-1257786&fsupplier=${product.supplierId}`)
    ).json()) as { data: { total: number; products: Listed[] } };
    expect(inSeller.data.products.every((found) => found.supplierId === product.supplierId)).toBe(true);
    expect(inSeller.data.total).toBeLessThan(everywhere.data.total);
    const total = String(inSeller.data.total).replace(/\B(?=(\d{3})+$)/g, '\\s?');
    await expect(page.locator('vt-product-grid').getByRole('status').first()).toContainText(new RegExp(`(^|\\D)${total} товар`));

    // Anywhere else the offer is withdrawn and the toggle resets.
    await page.getByRole('link', { name: 'Витрина' }).first().click();
    await expect(page).toHaveURL(`${baseUrl}/`);
    await expect(toggle).toHaveCount(0);
  });
});
