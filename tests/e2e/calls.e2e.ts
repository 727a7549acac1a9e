import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { addEachToCart, buyableSizes, demoToken, signInBeforeLoad } from './shop-page';

/**
 * Calls the storefront makes for the features they serve (storefront-routing-wallet.md §7), against
 * the demo: visited-nm on the recent-views page, changeEmail on the e-mail routes, the currency
 * appended to the wallet purchase data.
 */

test('routing-wallet §7 visited-nm: products viewed on another device are listed in "Вы смотрели" of a fresh browser', async ({ page, baseUrl, request }) => {
  const token = await demoToken(request, baseUrl, 'club');
  const viewed = generateDemoData()
    .products.filter((p) => p.hasPrice && !p.adult && p.pics > 0)
    .slice(11, 13);
  // The other device: its product-card data steps record the views on the server.
  for (const product of viewed) {
    const answer = await request.post(`${baseUrl}/webapi/spa/data/SpaProductCardData?cod1S=${product.nmId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok()).toBe(true);
  }
  await signInBeforeLoad(page, token);
  const visited = page.waitForRequest((r) => r.url().endsWith('/webapi/goods/visited-nm') && r.method() === 'POST');
  await page.goto(`${baseUrl}/recentviews`);
  await visited;
  await expect(page.getByRole('heading', { level: 1, name: 'Вы смотрели' })).toBeVisible();
  const links = page.locator('vt-product-grid').locator('li.tile a.tile-link');
  for (const product of viewed) await expect(links.and(page.locator(`[href="/catalog/${product.nmId}/detail.aspx"]`))).toHaveCount(1);
});

test("routing-wallet §7 visited-nm that times out: the page still lists this browser's views", async ({ page, baseUrl, request }) => {
  const token = await demoToken(request, baseUrl, 'seller');
  const [product] = generateDemoData()
    .products.filter((p) => p.hasPrice && !p.adult && p.pics > 0)
    .slice(21, 22);
  await signInBeforeLoad(page, token);
  await page.route('**/webapi/goods/visited-nm', () => {
    // Never answered: the client gives up after 2 s.
  });
  await page.goto(`${baseUrl}/catalog/${product!.nmId}/detail.aspx`);
  await expect(page.locator('vt-product-card:not([variant]) [part="title"]')).toHaveText(product!.name.ru);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('recent-views') && localStorage.getItem(k)!.includes('nmId'))))
    .toBe(true);
  await page.goto(`${baseUrl}/recentviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Вы смотрели' })).toBeVisible();
  await expect(page.locator('vt-product-grid').locator(`li.tile a.tile-link[href="/catalog/${product!.nmId}/detail.aspx"]`)).toHaveCount(1);
});

test('routing-wallet §7 the change-email route sends changeEmail=true, the confirm-email route changeEmail=false', async ({ page, baseUrl, request }) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  for (const [path, value] of [
    ['/lk/details/changeemail', 'true'],
    ['/lk/details/confirmemail', 'false'],
  ] as const) {
    const data = page.waitForRequest((r) => r.url().includes('/webapi/spa/data/SpaEmailedConfirmData'));
    await page.goto(`${baseUrl}${path}`);
    expect((await data).postData()).toBe(`changeEmail=${value}`);
    const answer = await (await data).response();
    expect(await answer!.json()).toMatchObject({ state: 0, value: { changeEmail: value === 'true' } });
  }
});

test("routing-wallet §7 the wallet purchase data carries the shopper's currency", async ({ page, baseUrl, request }) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  const data = page.waitForRequest((r) => r.url().includes('/webapi/spa/data/SpaWalletPurchaseData'));
  await page.goto(`${baseUrl}/lk/mywallet/purchases`);
  expect((await data).postData()).toBe('currency=RUB');
  expect(await (await (await data).response())!.json()).toMatchObject({ state: 0, value: { currency: 'RUB' } });
});

test("shell §7 static no-return subjects and return days: the basket says which goods cannot be returned and the others' return days", async ({
  page,
  baseUrl,
}) => {
  const data = generateDemoData();
  const noReturn = new Set(data.subjects.filter((s) => s.noReturn).map((s) => s.id));
  const subjectOf = new Map(data.products.map((p) => [p.nmId, p.subjectId]));
  const sizes = buyableSizes();
  const unreturnable = sizes.find((s) => noReturn.has(subjectOf.get(s.nmId)!))!;
  const returnable = sizes.find((s) => !noReturn.has(subjectOf.get(s.nmId)!))!;
  await addEachToCart(page, baseUrl, [unreturnable, returnable]);
  await page.goto(`${baseUrl}/lk/basket`);
  const cart = page.locator('vt-cart');
  await expect(cart.getByText(/Без возврата/)).toHaveCount(1);
  await expect(cart.getByText(/Возврат 14 дней/)).toHaveCount(1);
});
